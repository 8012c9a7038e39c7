"""Hooks of the Compass templates: the direction a heading points to and the places the phone is
moved to, written as the app writes them (web_sim/src/apps/compass/format.ts)."""

from __future__ import annotations

import math
from typing import Any

from mobilegym_gym.tasks.hooklib import ParamContext, pick

_POINTS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]

#: Places the phone may be, far enough apart that every instance asks other degrees.
_PLACES = [
    ("Shanghai", "Pudong", 31.22, 121.54),
    ("Guangzhou", "Tianhe", 23.13, 113.33),
    ("Chengdu", "Wuhou", 30.64, 104.04),
    ("Harbin", "Nangang", 45.76, 126.65),
    ("Kunming", "Wuhua", 25.04, 102.71),
    ("Urumqi", "Tianshan", 43.8, 87.62),
    ("Lhasa", "Chengguan", 29.65, 91.13),
    ("Sanya", "Jiyang", 18.25, 109.51),
    ("Xi'an", "Yanta", 34.22, 108.96),
    ("Hohhot", "Xincheng", 40.84, 111.75),
]


def point(ctx: ParamContext) -> str:
    """The 8-point direction of ``params.heading`` (whole degrees), each point 45° wide."""
    return _POINTS[int(((int(ctx["params"]["heading"]) + 22.5) % 360) // 45)]


def _dms(value: float) -> tuple[int, int, int]:
    total = math.floor(abs(value) * 3600 + 0.5)
    return total // 3600, total % 3600 // 60, total % 60


def place(ctx: ParamContext) -> dict[str, Any]:
    """A city's fix moved by up to 0.05° each way (4 decimals), as ``os.location``, and its
    latitude and longitude in degrees and whole minutes as the Compass shows them."""
    rng = ctx["rng"]
    city, district, lat, lon = pick(rng, _PLACES)
    latitude = round(lat + float(rng.integers(-500, 501)) / 10000, 4)
    longitude = round(lon + float(rng.integers(-500, 501)) / 10000, 4)
    (la_d, la_m, la_s), (lo_d, lo_m, lo_s) = _dms(latitude), _dms(longitude)
    return {
        "location": {"latitude": latitude, "longitude": longitude, "city": city, "district": district},
        "lat_deg": la_d, "lat_min": la_m, "lon_deg": lo_d, "lon_min": lo_m,
        "lat_text": f"{la_d}°{la_m:02d}′{la_s:02d}″ N", "lon_text": f"{lo_d}°{lo_m:02d}′{lo_s:02d}″ E",
    }  # fmt: skip

"""Serving the built simulator to pages without a server process, and blocking the network.

Pages load ``http://mobilegym.local/`` and every request is answered by a Playwright route:
files of ``web_sim/dist`` for that origin, an abort for anything else (recorded, so a test can
assert that nothing left the machine). Files are read once and kept in memory. What the route
does not see (WebSockets, WebRTC, preconnects) the browser's launch flags stop
(``chromium.LAUNCH_ARGS``); ``Phone`` records the WebSockets (the page's ``websocket`` event)
and, through :data:`EGRESS_SCRIPT`, the WebRTC peers, which that script also makes throw.
"""

from __future__ import annotations

import mimetypes
import os
from functools import cache
from pathlib import Path
from urllib.parse import urlsplit

from ..errors import WebSimNotBuiltError
from ..package_data import data_path

ORIGIN_HOST = "mobilegym.local"
START_URL = f"http://{ORIGIN_HOST}/index.html"

#: The binding :data:`EGRESS_SCRIPT` reports blocked connections through (see ``Phone.open``).
EGRESS_BINDING = "__mgBlockedEgress"

#: Run in every document before its own scripts: ``RTCPeerConnection`` (and its prefixed name)
#: reports its ICE servers and throws ``NotAllowedError``. A document where it did not run (a
#: fresh iframe's initial page) sends nothing either: the launch flags leave WebRTC no UDP and
#: no host to reach.
EGRESS_SCRIPT = f"""(() => {{
  const report = window.{EGRESS_BINDING};
  for (const name of ["RTCPeerConnection", "webkitRTCPeerConnection"]) {{
    if (!(name in window)) continue;
    const blocked = function RTCPeerConnection(config) {{
      const urls = (config && config.iceServers || []).flatMap((s) => [].concat(s && s.urls || []));
      report(urls.length ? urls.map(String) : ["webrtc:"]);
      throw new DOMException("the phone has no network: WebRTC is blocked", "NotAllowedError");
    }};
    Object.defineProperty(window, name, {{value: blocked, writable: false, configurable: false}});
  }}
}})();"""

_MIME = {".js": "text/javascript", ".css": "text/css", ".html": "text/html", ".woff2": "font/woff2", ".woff": "font/woff", ".svg": "image/svg+xml", ".json": "application/json"}


def dist_dir() -> Path:
    """The web_sim build: ``MOBILEGYM_WEB_SIM_DIST``, else the package's (the installed copy, or
    the checkout's ``web_sim/dist``)."""
    override = os.environ.get("MOBILEGYM_WEB_SIM_DIST")
    path = Path(override) if override else data_path("web_sim/dist")
    if not (path / "index.html").is_file():
        raise WebSimNotBuiltError(f"simulator bundle not found at {path}: build it with `cd web_sim && npm ci && npm run build` (or run `bash scripts/setup.sh`)")
    return path


@cache
def _read(path: str) -> bytes:
    return Path(path).read_bytes()


def asset(url: str) -> tuple[bytes, str] | None:
    """Body and content type for a URL of the simulator origin; None if the file does not exist."""
    parts = urlsplit(url)
    rel = parts.path.lstrip("/") or "index.html"
    root = dist_dir()
    path = (root / rel).resolve()
    if root.resolve() not in path.parents or not path.is_file():
        return None
    ctype = _MIME.get(path.suffix) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return _read(str(path)), ctype


def is_local(url: str) -> bool:
    """Requests the page may make: the simulator origin and inline data."""
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob", "about") or parts.hostname == ORIGIN_HOST

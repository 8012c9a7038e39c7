"""One capture of the phone's screen: the bytes the browser encoded, decoded to pixels only when
something asks for pixels.

Decoding a 540x1200 JPEG costs a millisecond of CPU on the loop that drives every page
(libjpeg-turbo through ``simplejpeg``; Pillow's open, decode and conversion took 6 ms for the same
pixels, bit for bit). An
agent that sends the browser's own JPEG to a model, and a trace that stores it, never look at
the pixels; for them (``MobileGymEnv(lazy_observations=True)``, what ``mobilegym bench`` uses) a
step hands over the ``Screen`` itself, and the decode happens only if and when numpy asks.
"""

from __future__ import annotations

import io
from typing import Any

import numpy as np
import simplejpeg
from PIL import Image


class Screen:
    """A capture: ``format`` (``"jpeg"`` or ``"png"``), ``data`` (its bytes) and the read-only
    ``(H, W, 3)`` uint8 array decoded from them on first use (``pixels()``, ``np.asarray``),
    then kept. ``shape`` and ``dtype`` are known without decoding."""

    __slots__ = ("format", "data", "shape", "_pixels")

    dtype = np.dtype(np.uint8)

    def __init__(self, image_format: str, data: bytes, size: tuple[int, int]) -> None:
        self.format = image_format
        self.data = data
        #: ``(height, width, 3)`` of the capture size ``size`` (width, height).
        self.shape = (size[1], size[0], 3)
        self._pixels: np.ndarray | None = None

    @property
    def decoded(self) -> bool:
        """Whether the pixels have been asked for (and so decoded) yet."""
        return self._pixels is not None

    def pixels(self) -> np.ndarray:
        """The screen as a read-only array of ``shape`` (decoded once)."""
        if self._pixels is None:
            array = self._decode()
            array.flags.writeable = False
            self._pixels = array
        return self._pixels

    def write_into(self, out: np.ndarray) -> None:
        """Write the pixels into ``out`` (a writable ``(H, W, 3)`` uint8 array, such as one row of a
        vector env's batch): a JPEG of the capture size is decoded straight into it, with no
        array of its own and no copy; pixels decoded before are copied; anything else goes
        through ``pixels()``. Nothing is kept: the caller's array is not this capture's."""
        if out.shape != self.shape or out.dtype != self.dtype:
            raise ValueError(f"write_into needs a {self.dtype} array of shape {self.shape} (the capture's); got {out.dtype} {out.shape}")
        if self._pixels is None and self._decodes_as_jpeg():
            simplejpeg.decode_jpeg(self.data, colorspace="RGB", buffer=out)
        else:
            out[...] = self.pixels()

    def _decodes_as_jpeg(self) -> bool:
        """Whether libjpeg-turbo decodes the data to ``shape`` as it is: a JPEG of the capture size."""
        return self.format == "jpeg" and simplejpeg.is_jpeg(self.data) and tuple(simplejpeg.decode_jpeg_header(self.data)[:2]) == self.shape[:2]

    def _decode(self) -> np.ndarray:
        """A JPEG of the capture size by libjpeg-turbo; a PNG, or an image of another size (a
        browser that did not draw at the capture's scale), by Pillow, resized to ``shape``."""
        if self._decodes_as_jpeg():
            return simplejpeg.decode_jpeg(self.data, colorspace="RGB")
        image: Image.Image = Image.open(io.BytesIO(self.data))
        if image.mode != "RGB":
            image = image.convert("RGB")
        size = (self.shape[1], self.shape[0])
        if image.size != size:
            image = image.resize(size, Image.Resampling.BILINEAR)
        return np.array(image)

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> np.ndarray:
        pixels = self.pixels()
        if dtype is not None and np.dtype(dtype) != pixels.dtype:
            return pixels.astype(dtype)
        return pixels.copy() if copy else pixels

    def __repr__(self) -> str:
        return f"Screen({self.format}, {len(self.data)} bytes, shape={self.shape}, decoded={self.decoded})"

"""One simulator instance (a page) and its control API, seen from Python."""

from ..browser.runtime import SCREEN_SIZE
from .phone import Phone

__all__ = ["Phone", "SCREEN_SIZE"]

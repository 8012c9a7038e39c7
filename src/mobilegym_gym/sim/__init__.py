"""One simulator instance (a page) and its control API, seen from Python."""

from .phone import Phone, SCREEN_SIZE

__all__ = ["Phone", "SCREEN_SIZE"]

"""Human play: a task played by hand in a local page, saved like a bench run. See ``server``."""

from .server import serve
from .session import PlaySession

__all__ = ["PlaySession", "serve"]

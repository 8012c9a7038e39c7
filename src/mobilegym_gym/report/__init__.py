"""The trajectory report: a bench run (or two, compared) as a static site. See ``site`` and ``compare``."""

from .compare import write_comparison
from .run import RunDirError, load_run
from .site import write_report

__all__ = ["RunDirError", "load_run", "write_comparison", "write_report"]

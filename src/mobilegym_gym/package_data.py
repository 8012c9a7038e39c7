"""Where the package's data is: the simulator build (``web_sim/dist``) and the task specs
(``task_specs``). An installed wheel carries both inside the package (``setup.py`` puts them
there); an editable install or a source checkout reads them from the checkout, so a rebuilt
page or an edited spec is seen without reinstalling.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

#: The source checkout this module sits in (``src/mobilegym_gym/``), when it does.
_CHECKOUT = Path(__file__).resolve().parents[2]


def data_path(relative: str) -> Path:
    """``relative`` ("web_sim/dist", "task_specs") inside the installed package if the package
    carries it, else in the source checkout (the folder the error messages then name)."""
    shipped = files("mobilegym_gym").joinpath(relative)
    if isinstance(shipped, Path) and shipped.is_dir():
        return shipped
    return _CHECKOUT / relative

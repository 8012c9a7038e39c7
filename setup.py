"""What pyproject.toml cannot say about the files of the wheel: it carries the simulator build
(``web_sim/dist``) and the task specs (``task_specs/<suite>/``: YAML and each suite's
``hooks.py``; ``task_specs/index.json``, the ids registration reads) as package data,
``mobilegym_gym/web_sim/dist`` and ``mobilegym_gym/task_specs`` once installed
(``mobilegym_gym.package_data`` finds them), and it is never built without the simulator.

The data packages are given to the build command only, not to the distribution: an editable
install (``pip install -e .``, what ``scripts/setup.sh`` makes) stays a plain path to ``src/``
and the package reads both folders of the checkout, so a rebuilt page or an edited spec is seen
without reinstalling.
"""

import shutil
from pathlib import Path

from setuptools import find_namespace_packages, setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

ROOT = Path(__file__).resolve().parent

#: Each package-data package: the checkout folder it is copied from, and the files it carries.
DATA_PACKAGES = {
    "mobilegym_gym.web_sim": ("web_sim", ["dist/**/*"]),
    "mobilegym_gym.task_specs": ("task_specs", ["index.json", "*/*.yaml", "*/*.py"]),
}


def require_simulator_build() -> None:
    """Stop a build that would ship no simulator: a wheel without it registers no working env."""
    dist = ROOT / "web_sim" / "dist"
    if not (dist / "index.html").is_file() or not (dist / "phone.json").is_file():
        raise SystemExit(
            "web_sim/dist is missing or incomplete, and the package ships it: build the simulator first "
            "with `cd web_sim && npm ci && npm run build` (or `bash scripts/setup.sh`), then build the package again"
        )


class BuildPyWithData(build_py):
    """build_py that adds the data packages, refuses to build a wheel without the simulator
    build, and starts from an empty ``build/lib/mobilegym_gym``: setuptools keeps a previous
    build's files there, and a spec or an asset deleted since would still ship."""

    def finalize_options(self) -> None:
        super().finalize_options()
        self.packages = [*(self.packages or []), *DATA_PACKAGES]
        self.package_dir = {**self.package_dir, **{name: folder for name, (folder, _) in DATA_PACKAGES.items()}}
        self.package_data = {**self.package_data, **{name: patterns for name, (_, patterns) in DATA_PACKAGES.items()}}

    def run(self) -> None:
        if not self.editable_mode:
            require_simulator_build()
            shutil.rmtree(Path(self.build_lib) / "mobilegym_gym", ignore_errors=True)
        super().run()


class SdistWithData(sdist):
    """sdist that carries the simulator build, so a wheel built from it needs no Node.js."""

    def run(self) -> None:
        require_simulator_build()
        super().run()


setup(
    packages=find_namespace_packages("src", include=["mobilegym_gym", "mobilegym_gym.*"]),
    package_dir={"": "src"},
    include_package_data=False,
    cmdclass={"build_py": BuildPyWithData, "sdist": SdistWithData},
)

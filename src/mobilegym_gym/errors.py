"""Errors the library raises on bad input or a broken environment.

Each names what was wrong and how to fix it. Bad input is refused before anything changes.
"""

from __future__ import annotations


class MobileGymError(Exception):
    """Base class of this library's errors."""


class ChromiumNotFoundError(MobileGymError, RuntimeError):
    """No usable Chromium: neither Playwright's own build nor a system Chromium was found."""


class WebSimNotBuiltError(MobileGymError, RuntimeError):
    """The simulator bundle (web_sim/dist) is missing, or built from other sources than this
    library's: build it with `npm run build`."""


class StatePatchError(MobileGymError, ValueError):
    """A state patch or a snapshot is refused: an unknown path, a value that is not of the state's
    type (the schema derived from the simulator's own types), a malformed operation, a key that
    would reach an object's prototype, a value nested too deep, or a state the page cannot draw.
    The state is as it was."""


class InvalidPayloadError(MobileGymError, ValueError):
    """A control-API call into the page got a malformed payload (a missing or wrongly typed
    field, named in the message), or one its screen could not draw. Nothing changed."""


class GoalsMetAtStartError(MobileGymError, ValueError):
    """A reset from a snapshot on which the drawn task's goals already hold: the episode would be
    a success with no action, which a fresh start never is. Nothing changed; reset again from
    another state, seed or template."""


class UnknownAppError(MobileGymError, ValueError):
    """An app name or id that is not installed on the phone."""


class PageError(MobileGymError, RuntimeError):
    """The simulator page failed (crashed, timed out, or threw an unexpected error)."""


class TargetNotFoundError(MobileGymError, LookupError):
    """No visible on-screen element matches a target (text, test id or role)."""


class ConfigError(MobileGymError, ValueError):
    """A setting of the library (an environment variable) has a value it cannot use; the message
    names the setting and what it takes."""


class ResourceLimitError(MobileGymError, RuntimeError):
    """An operating-system limit (open files, inotify instances) would be exceeded by one more page or browser."""

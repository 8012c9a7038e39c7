"""What every adapter is: the ``Adapter`` protocol, the ``Reply`` it reads, the format error it
raises, and ``Family``, the defaults a family's adapter starts from."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from ... import actions as A
from ...actions import InvalidActionError


class ResponseFormatError(InvalidActionError):
    """The model's reply holds no action we can play: the agent's failure (a format error)."""


@dataclass(frozen=True)
class Reply:
    """What the model answered: its text and any tool calls (name, JSON arguments as a string)."""

    text: str
    tool_calls: list[tuple[str, str]] = field(default_factory=list)


class Adapter(Protocol):
    name: str
    #: ``"listed"``: earlier steps are written into the user message (``history_text``);
    #: ``"chat"``: each earlier reply is an assistant turn after the screen it answered.
    history: str

    def action_help(self, apps: list[str], image: tuple[int, int]) -> str:
        """The action section of the system prompt, in the family's own format, for screenshots
        of ``image`` (width, height) pixels."""
        ...

    def tools(self) -> list[dict[str, Any]] | None:
        """Tool definitions to send with every call, or None."""
        ...

    def image_size(self, width: int, height: int) -> tuple[int, int]:
        """The size the screenshot is sent at, from the configured one."""
        ...

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        """Our actions (dict or string form) for the reply, in order; raises ResponseFormatError."""
        ...

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        """What the model sees of this reply in later steps, in its own format and units."""
        ...

    def history_text(self, recalls: list[str]) -> str:
        """The earlier steps as written into the user message (``history == "listed"``)."""
        ...


class Family:
    """Defaults: screenshots at the configured size, no tools, earlier steps listed in our
    string form (one line per reply)."""

    name = ""
    history = "listed"

    def tools(self) -> list[dict[str, Any]] | None:
        return None

    def image_size(self, width: int, height: int) -> tuple[int, int]:
        return width, height

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        return "; ".join(str(a) for a in played)

    def history_text(self, recalls: list[str]) -> str:
        if not recalls:
            return "Earlier actions: none yet."
        return "Earlier actions (oldest first):\n" + "\n".join(f"{i}. {r}" for i, r in enumerate(recalls, 1))

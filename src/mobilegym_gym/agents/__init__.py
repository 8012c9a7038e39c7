"""Built-in agents: ``noop`` (only COMPLETE), ``random`` (samples the action space) and
``oracle`` (plays each template's reference solution through the GUI)."""

from .base import Agent, make_agent

__all__ = ["Agent", "make_agent"]

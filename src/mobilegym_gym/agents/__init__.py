"""Built-in agents: ``noop`` (only COMPLETE), ``random`` (samples the action space) and
``oracle`` (plays each template's reference solution through the GUI); ``openai``: a VLM over
any OpenAI-compatible endpoint (``agents.vlm``, with the family adapters of ``agents.adapters``)."""

from .base import Agent, agent_factory, make_agent

__all__ = ["Agent", "agent_factory", "make_agent"]

"""The server's command-line options, shared by ``mobilegym serve`` and ``python -m
mobilegym_gym.serve.openenv``; here, apart from the server, so that ``mobilegym --help`` works
without the ``openenv`` extra installed."""

from __future__ import annotations

import argparse

#: Local only by default: the server plays whatever it is sent.
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
DEFAULT_MAX_SESSIONS = 4


def add_server_arguments(parser: argparse.ArgumentParser) -> None:
    """``--port``, ``--host`` and ``--max-sessions``."""
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port to listen on (default {DEFAULT_PORT})")
    parser.add_argument("--host", default=DEFAULT_HOST, help=f"address to listen on (default {DEFAULT_HOST}: this machine only; 0.0.0.0 for every interface)")
    parser.add_argument("--max-sessions", type=int, default=DEFAULT_MAX_SESSIONS, help=f"phones the server opens, so the most concurrent sessions; one more is refused (default {DEFAULT_MAX_SESSIONS})")

"""``mobilegym play TASK_ID``: a local page to play a task by hand.

A stdlib HTTP server on 127.0.0.1, in the main thread, owns the env (one request at a time, so
the env is never called from two threads). The page shows the phone's screen and the
instruction; it sends each action in the string form and the server plays it through the same
``TaskEnv`` an agent uses:

    GET  /             the page            GET /screen.jpg   the current screen
    GET  /api/view     the episode's view  POST /api/step    {"action": "CLICK(500, 300)"}
    POST /api/reset    a new episode

A refused action answers 400 with the env's message (nothing changed); a step after the end 409;
a failure of the env itself 500 with its message (the page shows it, the server goes on).
Requests naming another host than this server's are refused (a page elsewhere cannot drive it).
"""

from __future__ import annotations

import json
import signal
import sys
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import Any

from ..actions import InvalidActionError
from ..records.trace import ScreenshotMode
from .page import PLAY_PAGE
from .session import EpisodeOverError, PlaySession

MAX_BODY = 64 * 1024


class PlayServer(HTTPServer):
    """The HTTP server with the session its handlers play on."""

    def __init__(self, port: int, session: PlaySession) -> None:
        super().__init__(("127.0.0.1", port), PlayHandler)
        self.session = session

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/"


class PlayHandler(BaseHTTPRequestHandler):
    server: PlayServer

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the stdlib's name
        """Quiet: a person is using the terminal the server was started from."""

    def _send(self, status: int, body: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def _json(self, status: int, value: dict[str, Any]) -> None:
        self._send(status, json.dumps(value, ensure_ascii=False, default=str).encode(), "application/json; charset=utf-8")

    def _local(self) -> bool:
        port = self.server.server_address[1]
        if self.headers.get("Host") in (f"127.0.0.1:{port}", f"localhost:{port}"):
            return True
        self._json(HTTPStatus.FORBIDDEN, {"error": f"this server answers only http://127.0.0.1:{port}/"})
        return False

    def do_GET(self) -> None:
        if not self._local():
            return
        path = self.path.split("?", 1)[0]
        session = self.server.session
        if path == "/":
            self._send(HTTPStatus.OK, PLAY_PAGE.encode(), "text/html; charset=utf-8")
        elif path == "/api/view":
            self._json(HTTPStatus.OK, session.view())
        elif path == "/screen.jpg":
            screen = session.screen()
            self._send(HTTPStatus.OK, screen, "image/png" if screen.startswith(b"\x89PNG") else "image/jpeg")
        else:
            self._json(HTTPStatus.NOT_FOUND, {"error": f"no such page {path!r}; open /"})

    def do_POST(self) -> None:
        if not self._local():
            return
        path, session = self.path, self.server.session
        if path == "/api/reset":
            try:
                self._json(HTTPStatus.OK, session.reset())
            except Exception as err:  # noqa: BLE001 - the phone failed to start: say so on the page
                self._json(HTTPStatus.INTERNAL_SERVER_ERROR, {"error": f"reset failed: {type(err).__name__}: {err}"})
            return
        if path != "/api/step":
            self._json(HTTPStatus.NOT_FOUND, {"error": f"no such endpoint {path!r}; POST /api/step or /api/reset"})
            return
        length = int(self.headers.get("Content-Length") or 0)
        try:
            if not 0 < length <= MAX_BODY:
                raise ValueError(f"the body must be 1 to {MAX_BODY} bytes of JSON")
            body = json.loads(self.rfile.read(length))
            action = body["action"] if isinstance(body, dict) else None
            if not isinstance(action, str):
                raise ValueError('the body must be {"action": "<an action string, e.g. CLICK(500, 300)>"}')
        except (ValueError, KeyError) as err:
            self._json(HTTPStatus.BAD_REQUEST, {"error": str(err) if not isinstance(err, KeyError) else 'missing "action"'})
            return
        try:
            self._json(HTTPStatus.OK, session.step(action))
        except InvalidActionError as err:
            self._json(HTTPStatus.BAD_REQUEST, {"error": str(err)})
        except EpisodeOverError as err:
            self._json(HTTPStatus.CONFLICT, {"error": str(err)})
        except Exception as err:  # noqa: BLE001 - a failure in the env is shown on the page, the server goes on
            self._json(HTTPStatus.INTERNAL_SERVER_ERROR, {"error": f"step failed: {type(err).__name__}: {err}"})


def _stop(signum: int, frame: Any) -> None:
    """SIGTERM ends the server as Ctrl-C does: the env closes, its browser with it."""
    raise KeyboardInterrupt


def serve(task_id: str, out: Path, seed: int = 0, port: int = 8765, screenshots: ScreenshotMode = "small") -> int:
    """Serve the play page until Ctrl-C; episodes are saved under ``out`` as they end."""
    session = PlaySession(task_id, out, seed=seed, screenshots=screenshots)
    try:
        try:
            server = PlayServer(port, session)
        except OSError as err:
            raise SystemExit(f"cannot listen on 127.0.0.1:{port} ({err.strerror}): pick another port with --port (0 picks a free one)") from None
        session.reset()
        signal.signal(signal.SIGTERM, _stop)
        print(f"play {task_id}: open {server.url} (episodes saved in {out}/; Ctrl-C to stop)", flush=True)
        with server:
            try:
                server.serve_forever()
            except KeyboardInterrupt:
                print("stopped", file=sys.stderr)
    finally:
        session.close()
    return 0

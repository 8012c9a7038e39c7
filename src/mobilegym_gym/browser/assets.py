"""Serving the built simulator to pages, and blocking the network.

Pages load ``http://mobilegym.local/``; the browser's resolver maps that one name to a local HTTP
server of this process (:class:`AssetServer`: a thread on 127.0.0.1, a free port) and every
other name, IP literals and localhost included, to nothing (``chromium.resolver_rules``). No
Playwright route stands between: a route turns Chromium's HTTP cache off, and then every page
fetched and compiled the app chunks again. Served with immutable caching (the chunks' names
hold their content hash), they are fetched once per browser and their compiled code is taken
from V8's code cache by every later page of the browser's shared context
(``Runtime.context``). Files are read once and kept in memory. ``Phone`` records what its page
asked of any other host (the page's ``request`` and ``websocket`` events, which leave the cache
on) and, through :data:`EGRESS_SCRIPT`, the WebRTC peers, which that script also makes throw;
none of it leaves the machine (the resolver, and ``chromium.LAUNCH_ARGS`` for WebRTC).
"""

from __future__ import annotations

import mimetypes
import os
import threading
from functools import cache
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import NamedTuple
from urllib.parse import urlsplit

from ..errors import WebSimNotBuiltError
from ..package_data import data_path

ORIGIN_HOST = "mobilegym.local"


class PageGroup(NamedTuple):
    """A phone's place in dense mode (``Runtime.new_page_group``): phone ``member`` of the
    ``pages`` phones of page group ``number``'s one page."""

    number: int
    pages: int
    member: int = 0


def start_url(group: PageGroup | None, *, collects: bool = True) -> str:
    """The simulator's page for page group ``group`` (None: the default mode's page of one
    phone). A group's page holds its K phones (``?phones=K``: web_sim/src/os/phones.ts).
    ``collects=False`` (``?gc=0``): the page never runs a garbage collection of its own, for it
    shares its renderer with a page that does (``Runtime.shares_renderer``;
    web_sim/src/control/garbage.ts)."""
    query = [f"phones={group.pages}"] if group is not None else []
    if not collects:
        query.append("gc=0")
    return f"http://{ORIGIN_HOST}/index.html" + ("?" + "&".join(query) if query else "")


#: The binding :data:`EGRESS_SCRIPT` reports blocked connections through (see ``Phone.open``).
EGRESS_BINDING = "__mgBlockedEgress"

#: Run in every document before its own scripts: ``RTCPeerConnection`` (and its prefixed name)
#: reports its ICE servers and throws ``NotAllowedError``. A document where it did not run (a
#: fresh iframe's initial page) sends nothing either: the launch flags leave WebRTC no UDP and
#: no host to reach.
EGRESS_SCRIPT = f"""(() => {{
  const report = window.{EGRESS_BINDING};
  for (const name of ["RTCPeerConnection", "webkitRTCPeerConnection"]) {{
    if (!(name in window)) continue;
    const blocked = function RTCPeerConnection(config) {{
      const urls = (config && config.iceServers || []).flatMap((s) => [].concat(s && s.urls || []));
      report(urls.length ? urls.map(String) : ["webrtc:"]);
      throw new DOMException("the phone has no network: WebRTC is blocked", "NotAllowedError");
    }};
    Object.defineProperty(window, name, {{value: blocked, writable: false, configurable: false}});
  }}
}})();"""

_MIME = {".js": "text/javascript", ".css": "text/css", ".html": "text/html", ".woff2": "font/woff2", ".woff": "font/woff", ".svg": "image/svg+xml", ".json": "application/json"}


def dist_dir() -> Path:
    """The web_sim build: ``MOBILEGYM_WEB_SIM_DIST``, else the package's (the installed copy, or
    the checkout's ``web_sim/dist``)."""
    override = os.environ.get("MOBILEGYM_WEB_SIM_DIST")
    path = Path(override) if override else data_path("web_sim/dist")
    if not (path / "index.html").is_file():
        raise WebSimNotBuiltError(f"simulator bundle not found at {path}: build it with `cd web_sim && npm ci && npm run build` (or run `bash scripts/setup.sh`)")
    return path


@cache
def _read(path: str) -> bytes:
    return Path(path).read_bytes()


def asset(url: str) -> tuple[bytes, str] | None:
    """Body and content type for a URL of the simulator origin; None if the file does not exist."""
    parts = urlsplit(url)
    rel = parts.path.lstrip("/") or "index.html"
    root = dist_dir()
    path = (root / rel).resolve()
    if root.resolve() not in path.parents or not path.is_file():
        return None
    ctype = _MIME.get(path.suffix) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return _read(str(path)), ctype


#: Files whose name holds their content hash (Vite's ``assets/``): a new build has new names, so
#: a browser may keep them for good without asking again.
_HASHED_DIR = "assets/"


def is_local(url: str) -> bool:
    """Requests the page may make: the simulator origin and inline data."""
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob", "about") or parts.hostname == ORIGIN_HOST


class _AssetHandler(BaseHTTPRequestHandler):
    """GET and HEAD of the build's files; 404 for anything else."""

    protocol_version = "HTTP/1.1"  # keep-alive: a page's chunks share its connections

    def do_GET(self) -> None:
        self._answer(with_body=True)

    def do_HEAD(self) -> None:
        self._answer(with_body=False)

    def _answer(self, *, with_body: bool) -> None:
        found = asset(self.path)
        body, ctype = found if found is not None else (b"not found", "text/plain")
        self.send_response(200 if found is not None else 404)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        hashed = found is not None and urlsplit(self.path).path.lstrip("/").startswith(_HASHED_DIR)
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if hashed else "no-cache")
        self.end_headers()
        if with_body:
            self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - http.server names it so
        """Quiet: a request per chunk per browser is no news."""


class AssetServer:
    """The simulator's origin: ``web_sim/dist`` over HTTP on 127.0.0.1, from a daemon thread.

    It serves only the browser's cache misses (each file once per browser), so the standard
    library's threaded server is fast enough. Pages reach it by the name ``mobilegym.local`` alone
    (the resolver rule), and nothing but this process's browsers is told its port.
    """

    def __init__(self) -> None:
        dist_dir()  # fail here, with the build hint, if there is nothing to serve
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _AssetHandler)
        self._server.daemon_threads = True
        self.port: int = self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, name="mobilegym-assets", daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()

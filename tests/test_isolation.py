"""What a page cannot do: reach the machine beyond HTTP (a WebSocket to a listening TCP port,
STUN or TURN from an ``RTCPeerConnection``, a preconnect), or leave the phone broken for good
by navigating away. Every check runs against real listeners on 127.0.0.1 and a real page."""

from __future__ import annotations

import re
import socket
from collections.abc import Iterator
from pathlib import Path

import gymnasium as gym
import numpy as np
import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym import actions as A
from mobilegym_gym.env import MobileGymEnv
from mobilegym_gym.errors import PageError

pytestmark = pytest.mark.browser

#: How long the listeners wait for anything the page may still send once it has given up.
QUIET_S = 1.5

#: One of each kind of egress, each awaited until the page itself reports it failed (or its ICE
#: gathering ended): a WebSocket from the page and from a worker, a preconnect, and WebRTC
#: (STUN over UDP and TURN over TCP) from the page and from a fresh iframe's window.
EGRESS = """async ([tcp, udp]) => {
    const out = {};
    const socketFails = (ws) => new Promise((done) => {
        ws.onopen = () => done("open");
        ws.onerror = () => done("error");
    });
    out.ws = await socketFails(new WebSocket(`ws://127.0.0.1:${tcp}/page`));
    const code = `const ws = new WebSocket("ws://127.0.0.1:${tcp}/worker");
        ws.onopen = () => postMessage("open"); ws.onerror = () => postMessage("error");`;
    const worker = new Worker(URL.createObjectURL(new Blob([code])));
    out.worker = await new Promise((done) => { worker.onmessage = (e) => done(e.data); });
    const link = document.createElement("link");
    link.rel = "preconnect";
    link.href = `http://127.0.0.1:${tcp}/`;
    document.head.appendChild(link);
    const iceServers = [
        {urls: `stun:127.0.0.1:${udp}`},
        {urls: `turn:127.0.0.1:${tcp}?transport=tcp`, username: "u", credential: "p"},
    ];
    const gather = async (Peer) => {
        try {
            const pc = new Peer({iceServers});
            pc.createDataChannel("x");
            const ended = new Promise((done) => {
                pc.onicecandidate = (e) => { if (!e.candidate) done(); };
            });
            await pc.setLocalDescription(await pc.createOffer());
            await ended;
            return pc.localDescription.sdp.split("\\n").filter((l) => l.startsWith("a=candidate")).length + " candidates";
        } catch (e) {
            return e.name;
        }
    };
    out.rtc = await gather(RTCPeerConnection);
    const frame = document.createElement("iframe");
    document.body.appendChild(frame);
    out.frameRtc = await gather(frame.contentWindow.RTCPeerConnection);
    frame.remove();
    return out;
}"""


@pytest.fixture(scope="module")
def env() -> Iterator[MobileGymEnv]:
    e = gym.make("MobileGym/Phone-v0", capture_size=(360, 800))
    yield e.unwrapped  # type: ignore[misc]
    e.close()


def _arrivals(tcp: socket.socket, udp: socket.socket) -> list[str]:
    """Everything that reached the listeners within ``QUIET_S``."""
    got: list[str] = []
    tcp.settimeout(QUIET_S)
    try:
        while True:
            conn, _ = tcp.accept()
            got.append("tcp connection")
            conn.close()
            tcp.settimeout(0.2)
    except TimeoutError:
        pass
    udp.settimeout(0.2)
    try:
        while True:
            got.append(f"udp datagram {udp.recvfrom(2048)[0][:4].hex()}")
    except TimeoutError:
        pass
    return got


def test_websockets_webrtc_and_preconnects_reach_no_local_listener(env: MobileGymEnv) -> None:
    env.reset(seed=0)
    with socket.create_server(("127.0.0.1", 0)) as tcp, socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
        udp.bind(("127.0.0.1", 0))
        tcp_port, udp_port = tcp.getsockname()[1], udp.getsockname()[1]
        outcome = env._call(env.phone.page.evaluate(EGRESS, [tcp_port, udp_port]))
        assert _arrivals(tcp, udp) == []
    assert outcome["ws"] == "error" and outcome["worker"] == "error"
    assert outcome["rtc"] == "NotAllowedError"  # unusable in the page itself
    assert outcome["frameRtc"] in ("NotAllowedError", "0 candidates")  # and sends nothing anywhere
    blocked = env.phone.blocked_requests
    for url in (f"ws://127.0.0.1:{tcp_port}/page", f"ws://127.0.0.1:{tcp_port}/worker", f"stun:127.0.0.1:{udp_port}", f"turn:127.0.0.1:{tcp_port}?transport=tcp"):
        assert url in blocked
    _, _, _, truncated, info = env.step(A.noop())  # the phone is unharmed
    assert not truncated and "env_error" not in info


def test_the_browser_itself_sends_nothing_where_no_route_or_script_guards_the_page(env: MobileGymEnv) -> None:
    """The launch flags alone: a bare context of the phone's browser (no route, no init script,
    the real ``RTCPeerConnection``) reaches neither listener and gathers no ICE candidate."""

    async def bare(tcp_port: int, udp_port: int) -> dict[str, str]:
        context = await env.phone.page.context.browser.new_context()  # type: ignore[union-attr]
        try:
            return await (await context.new_page()).evaluate(EGRESS, [tcp_port, udp_port])
        finally:
            await context.close()

    with socket.create_server(("127.0.0.1", 0)) as tcp, socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
        udp.bind(("127.0.0.1", 0))
        outcome = env._call(bare(tcp.getsockname()[1], udp.getsockname()[1]))
        assert _arrivals(tcp, udp) == []
    assert outcome == {"ws": "error", "worker": "error", "rtc": "0 candidates", "frameRtc": "0 candidates"}


@pytest.mark.parametrize("url", ["about:blank", "https://example.com/", "http://mobilegym.local/index.html"])
@pytest.mark.parametrize("then", ["step", "reset"])
def test_a_page_that_navigates_away_is_an_env_error_and_rebuilt_on_reset(env: MobileGymEnv, url: str, then: str) -> None:
    """``window.location = url`` (also a reload of the simulator, which would lose the state
    silently): the next step is an ``env_error`` (truncated), state calls raise ``PageError``
    naming what happened, and the next reset rebuilds the page, whether or not a step came first."""
    fresh, _ = env.reset(seed=3)
    page = env.phone.page

    async def leave() -> None:
        async with page.expect_event("domcontentloaded"):
            await page.evaluate("url => { window.location = url; }", url)

    env._call(leave())
    with pytest.raises(PageError, match="navigated away"):
        env.get_state()
    if then == "step":
        _, reward, terminated, truncated, info = env.step(A.noop())
        assert truncated and not terminated and reward == 0.0
        assert "navigated away" in info["env_error"]
    obs, info = env.reset(seed=3)
    assert np.array_equal(obs, fresh) and env.phone.page is not page
    _, _, _, truncated, info = env.step(A.awake("clock"))
    assert not truncated and env.get_state()["ui"]["foreground"] == "clock"


def test_the_simulator_keeps_nothing_where_phones_of_one_browser_would_share_it() -> None:
    """The pages of a browser share one context (its HTTP and code caches, ``Runtime.context``),
    and with it every origin-keyed store: what one phone wrote there another would read. The
    simulator keeps its state in page memory alone; this fails on the first use of such a store."""
    shared = re.compile(r"\b(?:localStorage|sessionStorage|indexedDB|document\.cookie|BroadcastChannel|SharedWorker|caches\.open|navigator\.storage)\b")
    web = Path(__file__).resolve().parents[1] / "web_sim"
    found = [f"{p.relative_to(web)}:{n}" for p in (*web.joinpath("src").rglob("*.ts*"), *web.joinpath("world").rglob("*.ts*")) for n, line in enumerate(p.read_text().splitlines(), 1) if shared.search(line)]
    assert found == []

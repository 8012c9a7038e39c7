"""How often web_sim/src/control/garbage.ts runs a full collection under the benchmark's random
mix: 8 phones (clock.ToggleAlarm, random actions, ended episodes reset with a mask), 400 rounds;
prints the `gc()` calls of each page. One collection costs a page 5-8 ms of CPU.

    .venv/bin/python benchmarks/gc_calls.py
"""

from __future__ import annotations

import gymnasium as gym

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym.browser.runtime import Runtime
from mobilegym_gym.vector import MobileGymVectorEnv

COUNT_CALLS = "() => { const gc = globalThis.gc; globalThis.__gcCalls = 0; globalThis.gc = () => { globalThis.__gcCalls++; gc(); }; }"


def main() -> None:
    vec = gym.make_vec("MobileGym/Clock_ToggleAlarm-v0", num_envs=8, capture_size=(360, 800))
    assert isinstance(vec, MobileGymVectorEnv)
    vec.reset(seed=0)
    vec.action_space.seed(0)

    async def evaluate_all(script: str) -> list[int]:
        return [await env.phone.page.evaluate(script) for env in vec.envs]

    vec.pool.runtime.call(evaluate_all(COUNT_CALLS))
    for _ in range(400):
        _, _, terminated, truncated, _ = vec.step(vec.action_space.sample())
        if (ended := terminated | truncated).any():
            vec.reset(options={"reset_mask": ended})
    calls = vec.pool.runtime.call(evaluate_all("() => globalThis.__gcCalls"))
    print(f"gc() calls in 400 steps, per phone: {calls}, in all: {sum(calls)}")
    vec.close()
    Runtime.shared().close()


if __name__ == "__main__":
    main()

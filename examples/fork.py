"""Fork one phone into k identical copies (a GRPO group), then let them diverge.

    .venv/bin/python examples/fork.py
"""

import gymnasium as gym
import numpy as np

import mobilegym_gym  # noqa: F401 - registers the envs
from mobilegym_gym import actions as A

source = gym.make("MobileGym/Phone-v0")
source.reset(seed=0)
source.step(A.awake("Calculator"))
snapshot = source.unwrapped.snapshot()

group = [gym.make("MobileGym/Phone-v0") for _ in range(3)]
observations = [env.reset(options={"state": snapshot})[0] for env in group]
print("identical starts:", all(np.array_equal(observations[0], o) for o in observations))
for key, env in zip("123", group):
    x, y = env.unwrapped.locate(test_id=f"calc-key-{key}")
    env.step(A.click(x, y))
    print(key, env.unwrapped.get_state()["ui"]["stacks"]["calculator"][-1]["data"])
for env in [source, *group]:
    env.close()

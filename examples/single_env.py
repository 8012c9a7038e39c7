"""One phone, a few scripted steps and a few random ones; saves the last screenshot.

    .venv/bin/python examples/single_env.py
"""

import gymnasium as gym

import mobilegym_gym  # noqa: F401 - registers the envs
from mobilegym_gym import actions as A

env = gym.make("MobileGym/Phone-v0")
obs, info = env.reset(seed=0)
print("observation", obs.shape, obs.dtype)
for action in [A.awake("Calculator"), "CLICK(150, 625)", A.back(), A.swipe(500, 5, 500, 600), A.back()]:
    obs, reward, terminated, truncated, info = env.step(action)
    print(f"{info['action']:32} -> {info['effect']}")
for _ in range(5):
    obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
    print(f"{info['action'][:32]:32} -> {info['effect']}")
with open("last_screen.jpg", "wb") as f:
    f.write(env.unwrapped.last_screenshot)
env.close()

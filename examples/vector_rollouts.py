"""Random rollouts on 8 phones in lock step, resetting the sub-envs whose episodes end.

    .venv/bin/python examples/vector_rollouts.py
"""

import time

import gymnasium as gym

import mobilegym_gym  # noqa: F401 - registers the envs

vec = gym.make_vec("MobileGym/Train-v0", num_envs=8)
obs, infos = vec.reset(seed=0)
print("tasks:", list(infos["task_id"]))
vec.action_space.seed(0)
start, steps = time.perf_counter(), 0
for _ in range(25):
    obs, rewards, terminated, truncated, infos = vec.step(vec.action_space.sample())
    steps += vec.num_envs
    done = terminated | truncated
    if done.any():
        vec.reset(options={"reset_mask": done})
print(f"{steps / (time.perf_counter() - start):.1f} steps/s over {vec.num_envs} phones")
vec.close()

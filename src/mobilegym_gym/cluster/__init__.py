"""Phones on a Ray cluster, for users who outgrow one machine (the ``ray`` extra): one actor per
node owns that node's phones (``nodes``), behind the library's own APIs: a vector env
(``gym.make_vec(id, num_envs=N, ray_address=...)``: ``vector``) and an async pool for agent
loops, ``rollout_group`` and ``mobilegym bench --ray`` (``pool``). Ray is imported only when a
cluster is used."""

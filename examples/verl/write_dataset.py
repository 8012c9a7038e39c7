"""Write the parquet files verl reads for the paper's recipe (docs/training.md, "verl"): one
row per template and seed, the train split for training and the test split for validation.

    python examples/verl/write_dataset.py data/        # data/train.parquet, data/test.parquet
"""

import sys
from pathlib import Path

from mobilegym_gym.train.verl import write_dataset

out = Path(sys.argv[1] if len(sys.argv) > 1 else "data")
out.mkdir(parents=True, exist_ok=True)
print("train rows:", write_dataset(str(out / "train.parquet"), "train", range(8)))
print("test rows:", write_dataset(str(out / "test.parquet"), "test", range(1)))

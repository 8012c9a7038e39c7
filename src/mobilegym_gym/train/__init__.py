"""Adapters that let a trainer's own loop learn a VLM policy on the phones (docs/training.md).
Each needs its extra (``pip install 'mobilegym-gym[trl]'`` for ``train.trl``, ``[verl]`` for
``train.verl``) and is imported by its module name, so ``import mobilegym_gym`` pulls no trainer in."""

"""Adapters that let a trainer's own loop learn a VLM policy on the phones (docs/training.md)."""

"""Benchmarks: this engine side by side with plain decoding and the HF peers."""

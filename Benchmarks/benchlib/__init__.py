"""Helpers of Benchmarks/bench.py (`make bench`)."""

"""The capture half: run a workload on a GPU under each tool and write a capture bundle.

Only ``workloads``, ``harness`` and the clock probe's load import torch; everything else runs
without it, so the pure parts (commands, checks, statistics) are testable anywhere.
"""

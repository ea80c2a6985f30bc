"""opprof: why a PyTorch operator is slow, joined from Kineto, Nsight Systems and Nsight Compute."""

__version__ = "0.1.0"

"""opprof: why a PyTorch operator is slow, joined from Kineto, Nsight Systems and Nsight Compute.

The public API for the user's own code (``opprof.steps``, ``opprof.iteration``, ``opprof.phase``,
``opprof.Step``) lives in opprof.capture.api, and ``opprof.load`` (a profile as DataFrames) in
opprof.output.load; both are loaded on first use, so that the analysis stages, which have no
torch, can import the package.
"""

from typing import Any

__version__ = "0.1.0"
API = ("Step", "steps", "iteration", "phase")


def __getattr__(name: str) -> Any:
    if name in API:
        from opprof.capture import api

        return getattr(api, name)
    if name == "load":
        from opprof.output.load import load

        return load
    raise AttributeError(f"module 'opprof' has no attribute {name!r}")

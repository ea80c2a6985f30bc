"""The GPU side of the clock probe: identity through torch and NVML, and the synthetic load.

Runs only where there is a CUDA GPU and ``pynvml`` (nvidia-ml-py); the statistics and the lock
ordering it relies on live in ``opprof.capture.clocks`` and are tested without one.
"""

from __future__ import annotations

import platform
import time
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from typing import Any

import torch

from opprof.capture.clocks import cached_probe, nvml_device, observe_clocks, open_nvml
from opprof.io import write_json

MATMUL_SIZE = 4096


def _text(value: str | bytes) -> str:
    """pynvml returns bytes in old releases, str in current ones."""
    return value.decode() if isinstance(value, bytes) else value


def gpu_identity(library: Any, device: torch.device) -> dict[str, Any]:
    """capture.json ``gpu`` fields known before any capture (``chip`` comes from the nsys export)."""
    properties = torch.cuda.get_device_properties(device)
    return {
        "name": properties.name,
        "uuid": f"GPU-{str(properties.uuid).removeprefix('GPU-')}",
        "compute_capability": f"{properties.major}.{properties.minor}",
        "sm_count": properties.multi_processor_count,
        "driver": _text(library.nvmlSystemGetDriverVersion()),
        "cuda": torch.version.cuda,
    }


def software_versions() -> dict[str, str | None]:
    def installed(package: str) -> str | None:
        try:
            return metadata.version(package)
        except metadata.PackageNotFoundError:
            return None

    return {"torch": torch.__version__, "transformers": installed("transformers"), "python": platform.python_version()}


def matmul_load(device: torch.device) -> Callable[[float], None]:
    """A load that keeps the SMs busy: back-to-back FP32 matmuls for the given seconds."""
    a = torch.randn(MATMUL_SIZE, MATMUL_SIZE, device=device)
    b = torch.randn(MATMUL_SIZE, MATMUL_SIZE, device=device)

    def run(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            torch.matmul(a, b)
            torch.cuda.synchronize(device)

    return run


def probe_clocks(cache_dir: str, device: str, out: str) -> None:
    """Rule clock_probe: probe.json with the GPU's identity, the software versions and its clocks
    under load (observe mode: nothing is changed; reused from the cache for a known GPU uuid)."""
    library = open_nvml()
    target = torch.device(device)
    identity = gpu_identity(library, target)
    handle = nvml_device(library, identity["uuid"])
    clocks = cached_probe(
        Path(cache_dir), identity["uuid"], lambda: observe_clocks(library, handle, matmul_load(target))
    )
    document = {"gpu": identity, "software": software_versions(), "clocks": clocks}
    write_json(out, document)

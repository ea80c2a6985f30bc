"""Clock probe: what SM and memory clocks the GPU runs at under load, and (``lock`` mode only)
pinning them for the nsys phase.

``observe`` never touches the GPU's settings: it is the only mode for shared machines (the
config default). ``lock`` pins both clocks to the probed medians through NVML and always resets
them afterwards, even when the capture fails. NVML is passed in (the ``pynvml`` module on a GPU
machine) so the ordering of lock and reset is testable without one.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, ExitStack, contextmanager, nullcontext
from pathlib import Path
from typing import Any, Literal, Protocol

import numpy as np

from opprof.bundle.manifest import read_json
from opprof.errors import OpprofError
from opprof.io import write_json

ClockMode = Literal["observe", "lock"]
WARMUP_S = 1.0
LOAD_S = 1.5
SAMPLE_INTERVAL_S = 0.01


class Nvml(Protocol):
    """The part of pynvml the probe and the lock use (pynvml's module-level functions)."""

    NVML_CLOCK_SM: int
    NVML_CLOCK_MEM: int

    def nvmlDeviceGetClockInfo(self, handle: Any, clock: int) -> int: ...
    def nvmlDeviceSetGpuLockedClocks(self, handle: Any, min_mhz: int, max_mhz: int) -> None: ...
    def nvmlDeviceResetGpuLockedClocks(self, handle: Any) -> None: ...
    def nvmlDeviceSetMemoryLockedClocks(self, handle: Any, min_mhz: int, max_mhz: int) -> None: ...
    def nvmlDeviceResetMemoryLockedClocks(self, handle: Any) -> None: ...


def clock_stats(samples: Sequence[float]) -> dict[str, float | int]:
    """Median, extremes and 5th/95th percentiles of clock samples (MHz), with the sample count."""
    if len(samples) == 0:
        raise OpprofError(None, "the clock probe took no samples")
    values = np.asarray(samples, dtype=np.float64)
    p05, median, p95 = np.percentile(values, [5, 50, 95])
    return {
        "median": float(median),
        "min": float(values.min()),
        "max": float(values.max()),
        "p05": float(p05),
        "p95": float(p95),
        "samples": len(values),
    }


def observe_clocks(
    nvml: Nvml,
    handle: Any,
    load: Callable[[float], None],
    warmup_s: float = WARMUP_S,
    load_s: float = LOAD_S,
    interval_s: float = SAMPLE_INTERVAL_S,
) -> dict[str, Any]:
    """Run ``load`` for ``warmup_s`` unobserved, then for ``load_s`` while a thread samples both clocks."""
    load(warmup_s)
    sm: list[int] = []
    memory: list[int] = []
    done = threading.Event()

    def sample() -> None:
        while not done.is_set():
            sm.append(nvml.nvmlDeviceGetClockInfo(handle, nvml.NVML_CLOCK_SM))
            memory.append(nvml.nvmlDeviceGetClockInfo(handle, nvml.NVML_CLOCK_MEM))
            done.wait(interval_s)

    sampler = threading.Thread(target=sample, name="opprof-clock-sampler", daemon=True)
    sampler.start()
    try:
        load(load_s)
    finally:
        done.set()
        sampler.join()
    return {"sm_mhz": clock_stats(sm), "memory_mhz": clock_stats(memory)}


@contextmanager
def locked_clocks(nvml: Nvml, handle: Any, sm_mhz: int, memory_mhz: int) -> Iterator[None]:
    """Pin SM and memory clocks for the block. Each reset is registered before its lock is tried,
    so a lock that fails half-way, or a failing block, still leaves the GPU reset (reverse order)."""
    with ExitStack() as restore:
        restore.callback(nvml.nvmlDeviceResetGpuLockedClocks, handle)
        nvml.nvmlDeviceSetGpuLockedClocks(handle, sm_mhz, sm_mhz)
        restore.callback(nvml.nvmlDeviceResetMemoryLockedClocks, handle)
        nvml.nvmlDeviceSetMemoryLockedClocks(handle, memory_mhz, memory_mhz)
        yield


def cached_probe(cache_dir: Path, uuid: str, measure: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """The clock statistics of GPU ``uuid``: from ``<cache_dir>/<uuid>.json`` if an earlier probe
    wrote it, else measured now and cached. Delete the file to probe again."""
    path = cache_dir / f"{uuid}.json"
    if path.is_file():
        cached: dict[str, Any] = read_json(path)
        return {**cached, "note": f"probe of {cached['probed_at']} reused from {path}"}
    result = {**measure(), "probed_at": time.strftime("%Y-%m-%dT%H:%M:%S%z")}
    write_json(path, result)
    return result


def clocks_record(mode: ClockMode, probe: dict[str, Any]) -> dict[str, Any]:
    """The ``clocks`` section of capture.json for a probe and the mode the nsys phase ran in."""
    record: dict[str, Any] = {"mode": mode, "sm_mhz": probe["sm_mhz"], "memory_mhz": probe["memory_mhz"]}
    notes = [probe["note"]] if "note" in probe else []
    if mode == "lock":
        sm, memory = locked_targets(probe)
        record |= {"locked_sm_mhz": sm, "locked_memory_mhz": memory}
        notes.append("clocks locked for the nsys phase only")
    if notes:
        record["note"] = "; ".join(notes)
    return record


def locked_targets(probe: dict[str, Any]) -> tuple[int, int]:
    """SM and memory clocks (MHz) that ``lock`` mode pins: the probed medians."""
    return round(probe["sm_mhz"]["median"]), round(probe["memory_mhz"]["median"])


def open_nvml() -> Any:
    """The pynvml module, initialised (nvidia-ml-py is installed only where there is a GPU)."""
    import pynvml

    pynvml.nvmlInit()
    return pynvml


def nvml_device(library: Any, uuid: str) -> Any:
    """NVML handle of the GPU ``GPU-<uuid>`` (bytes: old pynvml releases take no str)."""
    return library.nvmlDeviceGetHandleByUUID(uuid.encode())


def clock_control(mode: ClockMode, probe: dict[str, Any]) -> AbstractContextManager[None]:
    """What wraps the nsys phase: nothing in ``observe`` mode, the NVML lock in ``lock`` mode.
    ``probe`` is probe.json: the GPU's uuid and its probed clocks."""
    if mode == "observe":
        return nullcontext()
    library = open_nvml()
    sm, memory = locked_targets(probe["clocks"])
    return locked_clocks(library, nvml_device(library, probe["gpu"]["uuid"]), sm, memory)

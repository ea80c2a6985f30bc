"""Counters in the program's own run: CUPTI's range profiler, one range per kernel, the program's
measured iterations as its passes (pass k runs in measured iteration k, so a user's own loop
serves as well as opprof's harness), instead of ncu replaying each kernel in place.

What it measures differs from ncu in one way that matters: caches are the running program's, not
flushed before each kernel (a kernel reading what the previous one wrote finds it in L2).

ctypes over CUPTI's C API as the CUDA 13.0 headers declare it (cupti_range_profiler.h,
cupti_profiler_host.h, cupti_profiler_target.h, cupti_target.h); no compiler needed. Each
parameter block starts with its size, which CUPTI checks, so a layout that disagrees is refused
rather than misread. ``OPPROF_CUPTI_TRACE=1`` prints every call and what it returned.
"""

from __future__ import annotations

import ctypes
import os
import time
from collections.abc import Callable
from ctypes import POINTER, byref, c_char_p, c_int, c_size_t, c_uint8, c_uint16, c_uint32, c_void_p
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from opprof.counters import requested_metric_names
from opprof.errors import OpprofError

AUTO_RANGE, USER_REPLAY, RANGE_PROFILER = 1, 3, 0  # CUpti_ProfilerRange, _ReplayMode, CUpti_ProfilerType
TRACE_ENV = "OPPROF_CUPTI_TRACE"
# Counters that tell each range's launch apart without its name (ranges carry only an index): CTAs
# and warps launched, checked against nsys's grid and block at every position.
IDENTITY_METRICS = ["sm__ctas_launched.sum", "smsp__warps_launched.sum"]


def metric_names(chip: str) -> list[str]:
    """ncu's request for the chip, less its launch statistics (ncu's own, not counters), and the
    identity counters."""
    return [m for m in requested_metric_names(chip) if not m.startswith("launch__")] + IDENTITY_METRICS


def _params(name: str, fields: list[tuple[str, Any]]) -> type[ctypes.Structure]:
    """A CUPTI parameter block; ``struct_size`` is CUPTI_PROFILER_STRUCT_SIZE (offset of the last
    field plus its size, without trailing padding). No field may be named ``struct_size``."""
    cls: Any = type(name, (ctypes.Structure,), {"_fields_": [("structSize", c_size_t), ("pPriv", c_void_p), *fields]})
    last, kind = cls._fields_[-1]
    cls.struct_size = getattr(cls, last).offset + ctypes.sizeof(kind)
    return cls


_NAMES = POINTER(c_char_p)
PARAMS: dict[str, type[ctypes.Structure]] = {
    "cuptiProfilerInitialize": _params("Initialize", []),
    "cuptiProfilerDeInitialize": _params("DeInitialize", []),
    "cuptiDeviceGetChipName": _params("ChipName", [("deviceIndex", c_size_t), ("pChipName", c_char_p)]),
    "cuptiProfilerGetCounterAvailability": _params(
        "Availability", [("ctx", c_void_p), ("size", c_size_t), ("image", c_void_p)]
    ),
    "cuptiRangeProfilerEnable": _params("Enable", [("ctx", c_void_p), ("obj", c_void_p)]),
    "cuptiRangeProfilerDisable": _params("Disable", [("obj", c_void_p)]),
    "cuptiProfilerHostInitialize": _params(
        "HostInit", [("type", c_int), ("chip", c_char_p), ("availability", c_void_p), ("host", c_void_p)]
    ),
    "cuptiProfilerHostDeinitialize": _params("HostDeinit", [("host", c_void_p)]),
    "cuptiProfilerHostConfigAddMetrics": _params(
        "AddMetrics", [("host", c_void_p), ("names", _NAMES), ("count", c_size_t)]
    ),
    "cuptiProfilerHostGetConfigImageSize": _params("ConfigSize", [("host", c_void_p), ("size", c_size_t)]),
    "cuptiProfilerHostGetConfigImage": _params("Config", [("host", c_void_p), ("size", c_size_t), ("image", c_void_p)]),
    "cuptiProfilerHostGetNumOfPasses": _params(
        "Passes", [("size", c_size_t), ("image", c_void_p), ("passes", c_size_t)]
    ),
    "cuptiRangeProfilerGetCounterDataSize": _params(
        "DataSize",
        [
            ("obj", c_void_p),
            ("names", _NAMES),
            ("count", c_size_t),
            ("ranges", c_size_t),
            ("nodes", c_uint32),
            ("size", c_size_t),
        ],
    ),
    "cuptiRangeProfilerCounterDataImageInitialize": _params(
        "DataInit", [("obj", c_void_p), ("size", c_size_t), ("image", c_void_p)]
    ),
    "cuptiRangeProfilerSetConfig": _params(
        "SetConfig",
        [
            ("obj", c_void_p),
            ("configSize", c_size_t),
            ("config", c_void_p),
            ("dataSize", c_size_t),
            ("data", c_void_p),
            ("range", c_int),
            ("replay", c_int),
            ("maxRangesPerPass", c_size_t),
            ("numNestingLevels", c_uint16),
            ("minNestingLevel", c_uint16),
            ("passIndex", c_size_t),
            ("targetNestingLevel", c_uint16),
        ],
    ),
    "cuptiRangeProfilerStart": _params("Start", [("obj", c_void_p)]),
    "cuptiRangeProfilerStop": _params(
        "Stop",
        [("obj", c_void_p), ("passIndex", c_size_t), ("targetNestingLevel", c_size_t), ("allSubmitted", c_uint8)],
    ),
    "cuptiRangeProfilerDecodeData": _params("Decode", [("obj", c_void_p), ("dropped", c_size_t)]),
    "cuptiRangeProfilerGetCounterDataInfo": _params(
        "DataInfo", [("data", c_void_p), ("size", c_size_t), ("ranges", c_size_t)]
    ),
    "cuptiProfilerHostEvaluateToGpuValues": _params(
        "Evaluate",
        [
            ("host", c_void_p),
            ("data", c_void_p),
            ("size", c_size_t),
            ("index", c_size_t),
            ("names", _NAMES),
            ("count", c_size_t),
            ("values", POINTER(ctypes.c_double)),
        ],
    ),
}


def load_cupti() -> ctypes.CDLL:
    """The libcupti torch's CUDA wheels ship (the one this process's torch loads), else the system's."""
    import nvidia  # the namespace of NVIDIA's CUDA wheels, which torch's CUDA builds depend on

    for root in map(Path, nvidia.__path__):
        for found in sorted(root.glob("cu*/lib/libcupti.so*")) + sorted(root.glob("cuda_cupti/lib/libcupti.so*")):
            return ctypes.CDLL(str(found), mode=ctypes.RTLD_GLOBAL)
    return ctypes.CDLL("libcupti.so", mode=ctypes.RTLD_GLOBAL)


class Cupti:
    """CUPTI's profiler calls by name: ``cupti("cuptiRangeProfilerStart", obj=...)`` fills the
    parameter block, calls, raises with CUPTI's own message on failure, returns the block."""

    def __init__(self, library: ctypes.CDLL | None = None) -> None:
        self.lib = library or load_cupti()
        self.lib.cuptiGetResultString.argtypes = [c_int, POINTER(c_char_p)]
        self.trace = bool(os.environ.get(TRACE_ENV))

    def version(self) -> int:
        """cuptiGetVersion: the CUPTI API version of the library loaded."""
        version = c_uint32()
        self.lib.cuptiGetVersion.argtypes = [POINTER(c_uint32)]
        if self.lib.cuptiGetVersion(byref(version)) != 0:
            raise OpprofError(None, "cuptiGetVersion failed")
        return int(version.value)

    def __call__(self, function: str, **values: object) -> Any:
        kind: Any = PARAMS[function]
        block = kind(structSize=kind.struct_size, **values)
        fn = getattr(self.lib, function)
        fn.argtypes, fn.restype = [POINTER(kind)], c_int
        result = fn(byref(block))
        if self.trace:
            print("cupti:", function, result, {k: getattr(block, k) for k, _ in block._fields_[2:]}, flush=True)
        if result != 0:
            text = c_char_p()
            self.lib.cuptiGetResultString(result, byref(text))
            raise OpprofError(None, f"{function} failed: {text.value.decode() if text.value else result}")
        return block


def current_context() -> c_void_p:
    """The CUDA context current on this thread (torch's primary context once it has used the GPU)."""
    cuda = ctypes.CDLL("libcuda.so.1")
    context = c_void_p()
    if cuda.cuCtxGetCurrent(byref(context)) != 0 or not context.value:
        raise OpprofError(None, "the range profiler needs a current CUDA context: no kernel has run in this thread")
    return context


def names_array(names: list[str]) -> ctypes.Array[c_char_p]:
    return (c_char_p * len(names))(*[n.encode() for n in names])


def _pointer(array: ctypes.Array[Any]) -> c_void_p:
    return ctypes.cast(array, c_void_p)


def per_kernel_user_replay(
    cupti: Cupti, profiler: c_void_p, config: ctypes.Array[Any], data: ctypes.Array[Any], max_ranges: int
) -> None:
    """Configure the range profiler: every kernel its own range, the caller's replays as passes,
    ``max_ranges`` per pass into the counter data image ``data``."""
    cupti(
        "cuptiRangeProfilerSetConfig",
        obj=profiler,
        configSize=len(config),
        config=_pointer(config),
        dataSize=len(data),
        data=_pointer(data),
        range=AUTO_RANGE,
        replay=USER_REPLAY,
        maxRangesPerPass=max_ranges,
        numNestingLevels=1,
        minNestingLevel=1,
        passIndex=0,
        targetNestingLevel=1,
    )


@dataclass(frozen=True)
class RangeCounters:
    """Every range's values (one row a kernel, in launch order within a pass; one column a metric)."""

    chip: str
    version: int
    metrics: list[str]
    values: np.ndarray
    passes: int
    runs: int
    dropped: int
    setup_s: float
    collect_s: float


class RangeProfiler:
    """CUPTI's range profiler on the current context for ``metrics``, ranges around each kernel,
    the caller's replays as passes: ``start_pass()`` before a replay, ``stop_pass()`` after it
    (True once every pass ran), ``results()`` at the end."""

    def __init__(
        self, metrics_of: Callable[[str], list[str]], device_index: int, max_ranges: int, cupti: Cupti | None = None
    ) -> None:
        """``metrics_of(chip)``: the metric names to collect on the GPU's chip (lower case, as ncu
        names it). The counter data holds ``max_ranges`` ranges and its host memory grows with
        them (4,096: a GPT-2 process at 10.9 GB resident; 65,536: past 130 GB, killed)."""
        began = time.perf_counter()
        self.cupti = cupti or Cupti()
        self.cupti("cuptiProfilerInitialize")
        context = current_context()
        self._chip = self.cupti("cuptiDeviceGetChipName", deviceIndex=device_index).pChipName
        self.chip = self._chip.decode().lower()
        self.metrics = list(metrics_of(self.chip))
        self._names = names_array(self.metrics)
        size = self.cupti("cuptiProfilerGetCounterAvailability", ctx=context).size
        self._availability = (c_uint8 * size)()
        self.cupti("cuptiProfilerGetCounterAvailability", ctx=context, size=size, image=_pointer(self._availability))
        self._host = self.cupti(
            "cuptiProfilerHostInitialize",
            type=RANGE_PROFILER,
            chip=self._chip,
            availability=_pointer(self._availability),
        ).host
        self.cupti("cuptiProfilerHostConfigAddMetrics", host=self._host, names=self._names, count=len(self.metrics))
        config_size = self.cupti("cuptiProfilerHostGetConfigImageSize", host=self._host).size
        self._config = (c_uint8 * config_size)()
        self.cupti("cuptiProfilerHostGetConfigImage", host=self._host, size=config_size, image=_pointer(self._config))
        self.passes: int = self.cupti(
            "cuptiProfilerHostGetNumOfPasses", size=config_size, image=_pointer(self._config)
        ).passes
        self._object = self.cupti("cuptiRangeProfilerEnable", ctx=context).obj
        data_size = self.cupti(
            "cuptiRangeProfilerGetCounterDataSize",
            obj=self._object,
            names=self._names,
            count=len(self.metrics),
            ranges=max_ranges,
            nodes=max_ranges,
        ).size
        self._data = (c_uint8 * data_size)()
        self.cupti(
            "cuptiRangeProfilerCounterDataImageInitialize", obj=self._object, size=data_size, image=_pointer(self._data)
        )
        per_kernel_user_replay(self.cupti, self._object, self._config, self._data, max_ranges)
        self._runs = 0
        self._setup_s = time.perf_counter() - began
        self._collect_s = 0.0
        self._started = 0.0

    def start_pass(self) -> None:
        self._started = time.perf_counter()
        self.cupti("cuptiRangeProfilerStart", obj=self._object)

    def stop_pass(self) -> bool:
        """End a pass (the caller has synchronised the device); True once every pass was submitted."""
        done = bool(self.cupti("cuptiRangeProfilerStop", obj=self._object).allSubmitted)
        self._runs += 1
        self._collect_s += time.perf_counter() - self._started
        return done

    def results(self) -> RangeCounters:
        """Decode what the passes collected, evaluate every range, and release the profiler."""
        dropped = int(self.cupti("cuptiRangeProfilerDecodeData", obj=self._object).dropped)
        data, size = _pointer(self._data), len(self._data)
        total = int(self.cupti("cuptiRangeProfilerGetCounterDataInfo", data=data, size=size).ranges)
        values = np.empty((total, len(self.metrics)))
        row = (ctypes.c_double * len(self.metrics))()
        for index in range(total):
            self.cupti(
                "cuptiProfilerHostEvaluateToGpuValues",
                host=self._host,
                data=data,
                size=size,
                index=index,
                names=self._names,
                count=len(self.metrics),
                values=row,
            )
            values[index] = row
        self.cupti("cuptiRangeProfilerDisable", obj=self._object)
        self.cupti("cuptiProfilerHostDeinitialize", host=self._host)
        self.cupti("cuptiProfilerDeInitialize")
        return RangeCounters(
            self.chip,
            self.cupti.version(),
            self.metrics,
            values,
            self.passes,
            self._runs,
            dropped,
            self._setup_s,
            self._collect_s,
        )


def counters_document(counters: RangeCounters) -> dict[str, Any]:
    """cupti.json: every range's values, the request and how the passes went."""
    values = np.where(np.isfinite(counters.values), counters.values, np.nan)
    return {
        "format": "opprof-cupti",
        "chip": counters.chip,
        "cupti_version": counters.version,
        "metrics": counters.metrics,
        "passes": counters.passes,
        "runs": counters.runs,
        "dropped": counters.dropped,
        "setup_s": round(counters.setup_s, 3),
        "collect_s": round(counters.collect_s, 3),
        "values": [[None if np.isnan(v) else float(v) for v in row] for row in values],
    }

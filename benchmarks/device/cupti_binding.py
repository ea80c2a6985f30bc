"""ctypes over CUPTI's profiler C API as the CUDA 13.0 headers declare it (cupti_range_profiler.h,
cupti_profiler_host.h, cupti_profiler_target.h): each parameter block starts with its size, which
CUPTI checks, so a layout that disagrees is refused rather than misread. CUPTI_TRACE=1 prints every
call and what it returned."""

from __future__ import annotations

import ctypes
import os
from ctypes import POINTER, byref, c_char_p, c_int, c_size_t, c_uint8, c_uint16, c_uint32, c_void_p
from pathlib import Path

AUTO_RANGE, USER_REPLAY, RANGE_PROFILER = 1, 3, 0
MAX_RANGES = 4096
TRACE = bool(os.environ.get("CUPTI_TRACE"))


def _params(name: str, fields: list[tuple[str, type]]) -> type[ctypes.Structure]:
    """A CUPTI parameter block; ``struct_size`` is CUPTI_PROFILER_STRUCT_SIZE (offset of the last field plus
    its size, without trailing padding)."""
    cls = type(name, (ctypes.Structure,), {"_fields_": [("structSize", c_size_t), ("pPriv", c_void_p), *fields]})
    last, kind = cls._fields_[-1]
    cls.struct_size = getattr(cls, last).offset + ctypes.sizeof(kind)
    return cls


P = {
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
        "AddMetrics", [("host", c_void_p), ("names", POINTER(c_char_p)), ("count", c_size_t)]
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
            ("names", POINTER(c_char_p)),
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
            ("names", POINTER(c_char_p)),
            ("count", c_size_t),
            ("values", POINTER(ctypes.c_double)),
        ],
    ),
}


class Cupti:
    def __init__(self) -> None:
        self.lib = _load_cupti()
        self.lib.cuptiGetResultString.argtypes = [c_int, POINTER(c_char_p)]

    def __call__(self, function: str, **values: object) -> ctypes.Structure:
        block = P[function](structSize=P[function].struct_size, **values)
        fn = getattr(self.lib, function)
        fn.argtypes, fn.restype = [POINTER(P[function])], c_int
        result = fn(byref(block))
        if TRACE:
            print("cupti:", function, result, {k: getattr(block, k) for k, _ in block._fields_[2:]}, flush=True)
        if result != 0:
            text = c_char_p()
            self.lib.cuptiGetResultString(result, byref(text))
            raise RuntimeError(f"{function}: {text.value.decode() if text.value else result}")
        return block


def _load_cupti() -> ctypes.CDLL:
    import nvidia

    for root in map(Path, nvidia.__path__):
        for found in sorted(root.glob("cu*/lib/libcupti.so*")) + sorted(root.glob("cuda_cupti/lib/libcupti.so*")):
            return ctypes.CDLL(str(found), mode=ctypes.RTLD_GLOBAL)
    return ctypes.CDLL("libcupti.so", mode=ctypes.RTLD_GLOBAL)


def current_context() -> c_void_p:
    cuda = ctypes.CDLL("libcuda.so.1")
    context = c_void_p()
    if cuda.cuCtxGetCurrent(byref(context)) != 0 or not context.value:
        raise RuntimeError("no current CUDA context")
    return context


def names_array(names: list[str]) -> ctypes.Array:
    return (c_char_p * len(names))(*[n.encode() for n in names])

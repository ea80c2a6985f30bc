"""Column contracts of every Parquet table, named once.

Units are in the names: ``_ns`` nanoseconds, ``_bytes`` bytes. Times of one capture share that
capture's clock; times are never compared across captures (ncu replays on another clock).
"""

from __future__ import annotations

from typing import Any

import pandas as pd

from opprof.errors import OpprofError

LAUNCH_CONFIG = [
    "grid_x",
    "grid_y",
    "grid_z",
    "block_x",
    "block_y",
    "block_z",
    "registers_per_thread",
]

# One row per kernel invocation in an nsys capture, in launch order (CUDA correlation id).
NSYS_KERNELS = [
    "kernel_index",
    "correlation_id",
    "device_id",
    "context_id",
    "stream_id",
    "start_ns",
    "end_ns",
    "duration_ns",
    *LAUNCH_CONFIG,
    "static_shared_bytes",
    "dynamic_shared_bytes",
    "local_memory_per_thread_bytes",
    "mangled_name",
    "demangled_name",
    "short_name",
    "name_key",
    "launch_api",
    "launch_pid",
    "launch_tid",
    "launch_start_ns",
    "launch_end_ns",
]

# One row per NVTX push/pop or start/end range. kind: aten (emit_nvtx), iteration, module, other.
NSYS_RANGES = [
    "range_index",
    "pid",
    "tid",
    "start_ns",
    "end_ns",
    "depth",
    "text",
    "kind",
    "operator_name",
    "op_id",
    "sizes",
    "iteration",
    "module_name",
    "module_type",
]

# Kineto: host operators (cpu_op and user annotations) with their nesting.
KINETO_OPS = [
    "op_index",
    "external_id",
    "name",
    "category",
    "pid",
    "tid",
    "start_ns",
    "end_ns",
    "depth",
    "parent_index",
    "input_dims",
]

KINETO_LAUNCHES = [
    "correlation_id",
    "external_id",
    "api",
    "pid",
    "tid",
    "start_ns",
    "end_ns",
]

KINETO_KERNELS = [
    "kernel_index",
    "correlation_id",
    "external_id",
    "name",
    "name_key",
    "device_id",
    "stream_id",
    "start_ns",
    "end_ns",
    *LAUNCH_CONFIG,
    "shared_memory_bytes",
]

# ncu: one row per profiled kernel; logical counters (opprof.counters) then raw metrics in base units.
NCU_IDENTITY = [
    "ncu_index",
    "group",
    "kernel_name",
    "name_key",
    "mangled_name",
    "device_id",
    "context_id",
    "stream_id",
    *LAUNCH_CONFIG,
]

# How each logical counter was resolved for one ncu file.
NCU_RESOLUTION = ["group", "counter", "raw_metric", "unit_as_printed", "status", "reason"]

# Inductor's fusion map: one row per generated kernel of each compiled graph (opprof.inductor).
# aten_ops: list of operators in ``aten::`` spelling; source: comment, provenance or none.
FUSION_MAP = ["graph", "kernel_name", "aten_ops", "source"]

# The measured window: one row per kernel of the window, in order, with each capture's index.
WINDOW = [
    "position",
    "iteration",
    "nsys_kernel_index",
    "kineto_kernel_index",
    "ncu_index",
    "ncu_source",
]


def require_columns(frame: pd.DataFrame, columns: list[str], path: str, what: str) -> None:
    """Refuse a table that lacks contract columns (a stale or foreign Parquet file)."""
    missing = [c for c in columns if c not in frame.columns]
    if missing:
        raise OpprofError(path, f"{what} table lacks columns {missing}")


def rows(frame: pd.DataFrame) -> list[dict[str, Any]]:
    """``frame.to_dict("records")`` typed as these tables are: every column label is a str."""
    return [{str(column): value for column, value in row.items()} for row in frame.to_dict("records")]

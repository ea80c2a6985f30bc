"""What a table contract is (a ``Column``, a ``Table``, the dtypes they allow), the values several
modules compare text columns with (tiers, attribution methods, step phases), and the columns
several tables hold with one meaning."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pandas as pd
import pyarrow as pa

from opprof.counters import catalogue

# Attribution tiers (the ``confidence`` column), strongest evidence first.
HIGH, MEDIUM, UNATTRIBUTED = "high", "medium", "unattributed"
TIERS = (HIGH, MEDIUM, UNATTRIBUTED)
# Attribution methods (the ``attribution_method`` column); an unattributed kernel has NO_METHOD.
KINETO_EXTERNAL_ID = "kineto_external_id"
KINETO_HOST_NESTING = "kineto_host_nesting"
NVTX_ENCLOSURE = "nvtx_enclosure"
INDUCTOR = "inductor"
CUDA_GRAPH = "cuda_graph"
# A graph-replayed kernel placed on the call of the compiled graph that launched it at capture time.
CUDA_GRAPH_NODE = "cuda_graph_node"
METHODS = (KINETO_EXTERNAL_ID, KINETO_HOST_NESTING, NVTX_ENCLOSURE, INDUCTOR, CUDA_GRAPH_NODE, CUDA_GRAPH)
# The calls that replay a CUDA graph: CUPTI gives every kernel node the launch's correlation id.
GRAPH_LAUNCH_APIS = ("cudaGraphLaunch", "cuGraphLaunch")
NO_METHOD = "none"
# The parts of a training step (the ``step_phase`` column); a forward pass is all forward.
STEP_PHASES = ("forward", "backward", "optimizer")
# Where a window row's counters come from (the ``counter_provenance`` column).
PROVENANCE = ("none", "measured", "propagated", "excluded")
# A logical counter (opprof/counters.yaml) as a column of the window tables, and a raw ncu metric.
COUNTER_PREFIX = "c_"
# The counter group of CUPTI's range profiler in ncu_map, ncu_resolution and the join.
CUPTI_GROUP = "cupti"
RAW_METRIC_PREFIX = "raw:"


def _is_text(arrow_type: pa.DataType) -> bool:
    if pa.types.is_dictionary(arrow_type):
        return _is_text(arrow_type.value_type)
    return pa.types.is_string(arrow_type) or pa.types.is_large_string(arrow_type)


def _is_text_list(arrow_type: pa.DataType) -> bool:
    if not (pa.types.is_list(arrow_type) or pa.types.is_large_list(arrow_type)):
        return False
    return pa.types.is_null(arrow_type.value_type) or _is_text(arrow_type.value_type)


# Each contract dtype: the pandas dtype of an empty column, and which Arrow types hold it (text
# plain or dictionary-encoded; nullable integers are Arrow integers with nulls).
DTYPES: dict[str, tuple[Any, Callable[[pa.DataType], bool]]] = {
    "int64": ("int64", pa.types.is_integer),
    "Int64": ("Int64", pa.types.is_integer),
    "float64": ("float64", pa.types.is_floating),
    "bool": ("bool", pa.types.is_boolean),
    "string": ("string", _is_text),
    "list<string>": (pd.ArrowDtype(pa.list_(pa.string())), _is_text_list),
}


def holds(arrow_type: pa.DataType, dtype: str) -> bool:
    """Whether a column of ``arrow_type`` is of the contract's ``dtype``. An all-null column
    (Arrow's null type, or a dictionary of nothing) has no values to type and matches any."""
    if pa.types.is_null(arrow_type) or (pa.types.is_dictionary(arrow_type) and pa.types.is_null(arrow_type.value_type)):
        return True
    return DTYPES[dtype][1](arrow_type)


@dataclass(frozen=True)
class Column:
    name: str
    dtype: str
    unit: str | None
    nullable: bool
    doc: str

    def __post_init__(self) -> None:
        if self.dtype not in DTYPES:
            raise ValueError(f"column {self.name}: unknown dtype {self.dtype}")
        if self.dtype in ("int64", "Int64") and self.nullable != (self.dtype == "Int64"):
            raise ValueError(f"column {self.name}: nullable integers are Int64, the others int64")


@dataclass(frozen=True)
class Table:
    """One Parquet table: ``columns`` in order; with ``counter_columns`` then one float64 column
    per logical counter, ``counter_column(name)``; with ``raw_metrics`` any number of float64
    columns ``RAW_METRIC_PREFIX + metric``, the ncu file's numeric metrics in base units. ``folder``:
    where under ``results/<name>/`` the workflow writes it."""

    name: str
    doc: str
    columns: tuple[Column, ...]
    counter_columns: bool = False
    raw_metrics: bool = False
    folder: str = "tables"

    @property
    def file(self) -> str:
        return f"{self.folder}/{self.name}.parquet" if self.folder else f"{self.name}.parquet"

    @property
    def all_columns(self) -> tuple[Column, ...]:
        """Every column the table holds, counter columns included (raw metrics aside)."""
        return self.columns + (_COUNTERS if self.counter_columns else ())

    @property
    def names(self) -> list[str]:
        return [c.name for c in self.all_columns]

    def select(self, *names: str) -> list[str]:
        """``names`` as a list, refused unless each is a column of this contract."""
        unknown = [n for n in names if n not in self.names]
        if unknown:
            raise ValueError(f"{self.name} table has no columns {unknown}")
        return list(names)

    def pick(self, *names: str) -> tuple[Column, ...]:
        """The columns called ``names``, in that order (to declare another table with them)."""
        by_name = {c.name: c for c in self.all_columns}
        return tuple(by_name[n] for n in self.select(*names))

    def contracts(self, names: list[str]) -> dict[str, Column | None]:
        """Each of ``names`` with the contract of its column; None where the table has no such column."""
        by_name = {c.name: c for c in self.all_columns}
        raw = self.raw_metrics
        return {n: by_name.get(n, _raw_metric(n) if raw and n.startswith(RAW_METRIC_PREFIX) else None) for n in names}

    def empty(self) -> pd.DataFrame:
        """A frame of no rows with every column in its contract dtype (raw metrics: none)."""
        return pd.DataFrame({c.name: pd.Series(dtype=DTYPES[c.dtype][0]) for c in self.all_columns})


def counter_column(counter: str) -> str:
    return COUNTER_PREFIX + counter


def counter_columns() -> list[str]:
    """The counter columns of the window tables, in catalogue order."""
    return [c.name for c in _COUNTERS]


def _raw_metric(name: str) -> Column:
    return Column(name, "float64", None, True, "a numeric metric of the ncu file, in its base unit")


def _required(name: str, dtype: str, unit: str | None, doc: str) -> Column:
    return Column(name, dtype, unit, False, doc)


def _optional(name: str, dtype: str, unit: str | None, doc: str) -> Column:
    return Column(name, dtype, unit, True, doc)


def _integer(name: str, unit: str | None, doc: str, nullable: bool) -> Column:
    return Column(name, "Int64" if nullable else "int64", unit, nullable, doc)


def _launch_config(dims_nullable: bool, registers_nullable: bool) -> tuple[Column, ...]:
    """Grid and block size and registers per thread, as each capture records them."""
    dims = [
        _integer(f"{what}_{axis}", unit, f"{what} size in {axis}", dims_nullable)
        for what, unit in (("grid", "blocks"), ("block", "threads"))
        for axis in "xyz"
    ]
    return (*dims, _integer("registers_per_thread", "registers", "registers each thread holds", registers_nullable))


_COUNTERS = tuple(_optional(counter_column(c.name), "float64", c.unit or None, c.description) for c in catalogue())
# The launch configuration that the gate and the join compare across captures.
LAUNCH_CONFIG = [c.name for c in _launch_config(False, False)]

# Columns several tables hold, with one meaning.
_START = "start on the capture's clock"
_END = "end on the capture's clock"
_START_NS = _required("start_ns", "int64", "ns", _START)
_END_NS = _required("end_ns", "int64", "ns", _END)
_KERNEL_START_NS = _required("start_ns", "int64", "ns", f"kernel {_START}")
_KERNEL_END_NS = _required("end_ns", "int64", "ns", f"kernel {_END}")
_CORRELATION_ID = _required("correlation_id", "int64", None, "CUDA correlation id: ties the kernel to its launch call")
_DEVICE_ID = _optional("device_id", "Int64", None, "CUDA device")
_CONTEXT_ID = _optional("context_id", "Int64", None, "CUDA context")
_STREAM_ID = _optional("stream_id", "Int64", None, "CUDA stream")
_NAME_KEY = _required("name_key", "string", None, "normalised kernel name that captures are compared by")
_KINETO_PID = _required("pid", "int64", None, "process (-1 where the trace names none)")
_KINETO_TID = _required("tid", "int64", None, "host thread (text thread ids get stable negative codes)")
_DEPTH = _required("depth", "int64", None, "nesting depth on its thread (0: outermost)")
_GROUP = _required("group", "string", None, "counter group: the ncu file's group in capture.json")
_OPERATOR_NAME = _required("operator_name", "string", None, "operator name")

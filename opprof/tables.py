"""Column contracts of every Parquet table of the workflow, declared once.

A ``Table`` names its file, its columns and each column's dtype, unit and nullability.
``opprof.io.read_table`` and ``write_table`` check every frame against its contract, and
``docs/tables.md`` is generated from here (``python -m opprof.tables > docs/tables.md``).

Times of one capture share that capture's clock; times are never compared across captures (ncu
replays on another clock). The values that several modules compare text columns with (tiers,
attribution methods) and the prefixes of counter columns are named here too.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pandas as pd
import pyarrow as pa

from opprof.counters import catalogue, counter_names

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

NSYS_KERNELS = Table(
    "nsys_kernels",
    "One row per kernel invocation of the nsys capture, in launch order (process, CUDA correlation id).",
    (
        _required("kernel_index", "int64", None, "0, 1, ... in launch order"),
        _CORRELATION_ID,
        _DEVICE_ID,
        _CONTEXT_ID,
        _STREAM_ID,
        _KERNEL_START_NS,
        _KERNEL_END_NS,
        _required("duration_ns", "int64", "ns", "end_ns - start_ns"),
        *_launch_config(False, False),
        _optional("static_shared_bytes", "Int64", "bytes", "static shared memory per block"),
        _optional("dynamic_shared_bytes", "Int64", "bytes", "dynamic shared memory per block"),
        _optional("local_memory_per_thread_bytes", "Int64", "bytes", "local memory per thread"),
        _optional("mangled_name", "string", None, "mangled kernel name (a C-linkage kernel's plain name)"),
        _required("demangled_name", "string", None, "demangled kernel name (the short name where nsys has none)"),
        _optional("short_name", "string", None, "nsys's short kernel name"),
        _NAME_KEY,
        _optional("launch_api", "string", None, "the launching API call (cudaLaunchKernel, cuLaunchKernel, ...)"),
        _optional("launch_pid", "Int64", None, "process of the launch call"),
        _optional("launch_tid", "Int64", None, "host thread of the launch call"),
        _optional("launch_start_ns", "Int64", "ns", f"launch call {_START}"),
        _optional("launch_end_ns", "Int64", "ns", f"launch call {_END}"),
    ),
)

NSYS_RANGES = Table(
    "nsys_ranges",
    "One row per NVTX push/pop or start/end range of the nsys capture, by thread and start.",
    (
        _required("range_index", "int64", None, "0, 1, ... in (thread, start) order"),
        _required("pid", "int64", None, "process"),
        _required("tid", "int64", None, "host thread"),
        _START_NS,
        _END_NS,
        _DEPTH,
        _optional("text", "string", None, "the range's text"),
        _required("kind", "string", None, "aten (emit_nvtx), iteration, module, phase, optimizer or other"),
        _optional("operator_name", "string", None, "aten ranges: the operator"),
        _optional("op_id", "Int64", None, "aten ranges: emit_nvtx's op_id"),
        _optional(
            "sequence_number",
            "Int64",
            None,
            "aten ranges: autograd's sequence number (seq), shared by a forward operator and its backward node",
        ),
        _optional("sizes", "string", None, "aten ranges: the input sizes emit_nvtx printed"),
        _optional("iteration", "Int64", None, "iteration markers (opprof:iteration:<k>): k"),
        _optional("module_name", "string", None, "module ranges: the module's qualified name"),
        _optional("module_type", "string", None, "module ranges: the module's class"),
        _optional("step_phase", "string", None, "phase markers (opprof:phase:<part>): forward, backward or optimizer"),
    ),
)

KINETO_OPS = Table(
    "kineto_ops",
    "Kineto host operators (cpu_op, operator and user_annotation events), by thread and start, with their nesting.",
    (
        _required("op_index", "int64", None, "0, 1, ... in (thread, start) order"),
        _optional("external_id", "Int64", None, "Kineto External id: names the operator to its launches"),
        _required("name", "string", None, "operator or annotation name"),
        _required("category", "string", None, "cpu_op, operator or user_annotation"),
        _KINETO_PID,
        _KINETO_TID,
        _START_NS,
        _END_NS,
        _DEPTH,
        _required("parent_index", "int64", None, "op_index of the enclosing operator, -1 for none"),
        _optional("input_dims", "string", None, "Input Dims as JSON text"),
        _optional(
            "concrete_inputs",
            "string",
            None,
            "Concrete Inputs (each argument's value as printed, '' for a tensor) as JSON text; null where all are ''",
        ),
        _optional(
            "sequence_number",
            "Int64",
            None,
            "autograd's sequence number: on a forward operator and the backward node it created",
        ),
    ),
)

KINETO_LAUNCHES = Table(
    "kineto_launches",
    "Kineto kernel launch calls (runtime and driver API), by correlation id.",
    (
        _optional("correlation_id", "Int64", None, "CUDA correlation id"),
        _optional("external_id", "Int64", None, "External id of the operator recording at launch"),
        _required("api", "string", None, "the launch call"),
        _KINETO_PID,
        _KINETO_TID,
        _START_NS,
        _END_NS,
    ),
)

KINETO_CALLS = Table(
    "kineto_calls",
    "Every Kineto CUDA runtime and driver API call (launches, synchronisation, copies), by thread and start.",
    (
        _optional("correlation_id", "Int64", None, "CUDA correlation id"),
        _required("name", "string", None, "the API call"),
        _required("category", "string", None, "the trace's category: cuda_runtime or cuda_driver (runtime, driver)"),
        _KINETO_PID,
        _KINETO_TID,
        _START_NS,
        _END_NS,
    ),
)

KINETO_KERNELS = Table(
    "kineto_kernels",
    "Kineto GPU kernels, in correlation order.",
    (
        _required("kernel_index", "int64", None, "0, 1, ... in correlation order"),
        _CORRELATION_ID,
        _optional("external_id", "Int64", None, "External id"),
        _required("name", "string", None, "kernel name"),
        _NAME_KEY,
        _DEVICE_ID,
        _STREAM_ID,
        _KERNEL_START_NS,
        _KERNEL_END_NS,
        *_launch_config(True, True),
        _optional("shared_memory_bytes", "Int64", "bytes", "shared memory per block"),
        _optional(
            "message_bytes", "Int64", "bytes", "a collective's input message (In msg nelems x dtype), where recorded"
        ),
    ),
)

KINETO_MEMORY = Table(
    "kineto_memory",
    "Kineto GPU memory copies and sets (gpu_memcpy and gpu_memset events), in correlation order.",
    (
        _optional("correlation_id", "Int64", None, "CUDA correlation id: ties the copy or set to its API call"),
        _required("name", "string", None, "Kineto's name, e.g. Memcpy HtoD (Pinned -> Device) or Memset (Device)"),
        _required("category", "string", None, "gpu_memcpy or gpu_memset"),
        _DEVICE_ID,
        _STREAM_ID,
        _START_NS,
        _END_NS,
        _optional("bytes", "Int64", "bytes", "bytes copied or set"),
    ),
)

# The logical counters an ncu row carries under their own names: all but the launch facts.
NCU_COUNTERS = [name for name in counter_names() if name not in LAUNCH_CONFIG]

NCU_KERNELS = Table(
    "ncu_kernels",
    "Nsight Compute: one row per profiled kernel of each ncu file (counter group), in ncu's order; "
    "the logical counters in their catalogue units, then every numeric metric of the file.",
    (
        _required("ncu_index", "int64", None, "ncu's kernel ID in its file"),
        _GROUP,
        _required("kernel_name", "string", None, "kernel name as ncu printed it"),
        _optional("name_key", "string", None, "normalised kernel name; null where ncu printed a mangled name"),
        _optional("mangled_name", "string", None, "mangled kernel name, where ncu printed one"),
        _DEVICE_ID,
        _CONTEXT_ID,
        _STREAM_ID,
        *_launch_config(False, True),
        *(_optional(c.name, "float64", c.unit or None, c.description) for c in catalogue() if c.name in NCU_COUNTERS),
    ),
    raw_metrics=True,
)

NCU_RESOLUTION = Table(
    "ncu_resolution",
    "How each logical counter was resolved in each ncu file: the reason behind every null counter.",
    (
        _GROUP,
        _required("counter", "string", None, "logical counter (opprof/counters.yaml)"),
        _optional("raw_metric", "string", None, "the ncu metric read for it; null where none was found"),
        _optional("unit_as_printed", "string", None, "that metric's unit as ncu printed it"),
        _required("status", "string", None, "measured, absent_on_chip or not_collected"),
        _optional("reason", "string", None, "why it is not measured, or on which kernels ncu printed no number"),
    ),
)

CUPTI_KERNELS = Table(
    "cupti_kernels",
    "CUPTI's range profiler: one row per kernel of one measured iteration, in launch order, counted in "
    "the program's own run (caches as the program left them); the logical counters in their catalogue "
    "units, then every metric of cupti.json.",
    (
        _required("range_index", "int64", None, "the range's index: the kernel's launch ordinal in the iteration"),
        _optional("ctas_launched", "Int64", None, "CTAs launched (sm__ctas_launched.sum); null where CUPTI gave none"),
        _optional("warps_launched", "Int64", None, "warps launched (smsp__warps_launched.sum); null where none"),
        *(_optional(c.name, "float64", c.unit or None, c.description) for c in catalogue() if c.name in NCU_COUNTERS),
    ),
    raw_metrics=True,
)

FUSION_MAP = Table(
    "fusion_map",
    "Inductor's fusion map: one row per generated kernel of each compiled graph.",
    (
        _required("graph", "string", None, "the graph's debug folder"),
        _required("kernel_name", "string", None, "generated kernel"),
        _required("aten_ops", "list<string>", None, "operators the kernel computes, in aten:: spelling"),
        _required("source", "string", None, "where they came from: comment, provenance or none"),
    ),
)

INDUCTOR_CALLS = Table(
    "inductor_calls",
    "Each compiled graph's launches in the order its generated code makes them: Triton kernels by name, and the "
    "aten operators it calls out to (cuBLAS GEMMs, attention), which launch kernels Inductor did not generate.",
    (
        _required("graph", "string", None, "the graph's debug folder"),
        _required("ordinal", "int64", None, "0, 1, ... in the order the generated code runs them"),
        _required("kind", "string", None, "triton (a generated kernel) or extern (an aten operator it calls)"),
        _required("name", "string", None, "the Triton kernel's name, or the operator in aten:: spelling"),
    ),
)

_POSITION = _required(
    "position", "int64", None, "window position: 0, 1, ... in launch order, the key of every window table"
)
_ITERATION = _required(
    "iteration", "int64", None, "measured iteration; -1 where an explicit window does not split evenly"
)
_STEP_PHASES = (
    _required("step_phase", "string", None, "the part of the step that launched it: forward, backward or optimizer"),
    _required(
        "phase_evidence",
        "string",
        None,
        "how the part is known: marker (opprof:phase), nvtx_range (autograd node or Optimizer.step range), "
        "autograd_thread (autograd's engine thread) or none",
    ),
)

NSYS_WINDOW = Table(
    "nsys_window",
    "The nsys kernels of the measured window in launch order: every nsys_kernels column, the position and iteration.",
    (*NSYS_KERNELS.columns, _POSITION, _ITERATION, *_STEP_PHASES),
)

NVTX_OPERATORS = Table(
    "nvtx_operators",
    "The measured window's emit_nvtx aten ranges (from the outermost one around the window's first launch to "
    "its last launch), by thread and start, with their nesting among themselves and their call index: what "
    "the NVTX tier and the backward links read.",
    (
        *NSYS_RANGES.pick(
            "pid", "tid", "start_ns", "end_ns", "kind", "operator_name", "sequence_number", "sizes", "step_phase"
        ),
        _required("op_depth", "int64", None, "nesting among the window's aten ranges of its thread (0: outermost)"),
        _required("op_parent", "int64", None, "row of the innermost aten range enclosing it, -1 for none"),
        _required("call_index", "int64", None, "ordinal among the window's aten ranges of its name, in start order"),
    ),
)

WINDOW = Table(
    "window",
    "The measured window: one row per kernel, in order, with each capture's index of it.",
    (
        _POSITION,
        _ITERATION,
        _required("nsys_kernel_index", "int64", None, "kernel_index in nsys_kernels"),
        _optional("kineto_kernel_index", "Int64", None, "kernel_index in kineto_kernels; null without a Kineto trace"),
        *_STEP_PHASES,
    ),
)

NCU_MAP = Table(
    "ncu_map",
    "Which ncu row measured each replayed window position, per counter group.",
    (
        _GROUP,
        _POSITION,
        _required("ncu_index", "int64", None, "ncu_index of the row in ncu_kernels"),
    ),
)

REPLAY_PLAN = Table(
    "replay_plan",
    "Where each window position takes its counters from: its own ncu row, a measured position like it, or "
    "nowhere (a collective ncu must not replay).",
    (
        _POSITION,
        _required(
            "source_position",
            "int64",
            None,
            "the measured position whose counters it takes (itself where measured; -1 where ncu must not replay it)",
        ),
        _optional("reason", "string", None, "why it takes another position's counters or none; null where measured"),
    ),
)

HOST_EVENTS = Table(
    "host_events",
    "Kineto host events whose start lies in a measured iteration (operators, record_function ranges and CUDA "
    "API calls; opprof's markers left out), with their CPU time: torch.profiler's key_averages, from the Kineto "
    "capture.",
    (
        _required("event_index", "int64", None, "0, 1, ... in (thread, start) order"),
        _required("name", "string", None, "operator, range or API call name"),
        _required("category", "string", None, "cpu_op, operator, user_annotation, cuda_runtime or cuda_driver"),
        _required("iteration", "int64", None, "the measured iteration whose marker holds its start"),
        _KINETO_PID,
        _KINETO_TID,
        _START_NS,
        _END_NS,
        _DEPTH,
        _required("parent_index", "int64", None, "event_index of the event enclosing it on its thread, -1 for none"),
        _required("cpu_total_ns", "int64", "ns", "end_ns - start_ns: CPU total, children included"),
        _required(
            "self_cpu_ns",
            "int64",
            "ns",
            "cpu_total_ns less the time of the events directly inside it and profiler_start_ns (Self CPU)",
        ),
        _optional("op_index", "Int64", None, "its row of kineto_ops; null for API calls"),
        _required(
            "profiler_start_ns",
            "int64",
            "ns",
            "the profiler's start this call holds (its Self CPU's excess over its later calls; 0 elsewhere), "
            "removed from self_cpu_ns",
        ),
    ),
)

JOINED = Table(
    "joined",
    "One row per window position: nsys timing and launch facts, and every logical counter with its provenance.",
    (
        *WINDOW.columns,
        *NSYS_KERNELS.pick(
            "correlation_id",
            "stream_id",
            "start_ns",
            "end_ns",
            "duration_ns",
            *LAUNCH_CONFIG,
            "static_shared_bytes",
            "dynamic_shared_bytes",
            "demangled_name",
            "short_name",
            "name_key",
            "launch_api",
            "launch_tid",
            "launch_start_ns",
        ),
        _required("counter_provenance", "string", None, f"where the counters come from: {', '.join(PROVENANCE)}"),
        _optional("propagated_from_position", "Int64", None, "propagated counters: the position measured"),
        _optional("propagation_reason", "string", None, "propagated counters: why"),
    ),
    counter_columns=True,
)

_ATTRIBUTION = (
    _optional("operator_name", "string", None, "operator invocation that launched the kernel"),
    _optional("call_index", "Int64", None, "ordinal of that invocation among same-named ones in the window"),
    _optional("operator_stack", "string", None, "enclosing operators, outermost first, joined by ' > '"),
    _required("enclosing_operators", "int64", "count", "operators in that stack"),
    _optional("operator_shapes", "string", None, "the operator's input shapes as the capture printed them"),
    _required("attribution_method", "string", None, f"how it was attributed: {', '.join(METHODS)} or {NO_METHOD}"),
    _optional(
        "kineto_op_index",
        "Int64",
        None,
        "the launching operator's row of kineto_ops (op_index); null for NVTX and Inductor",
    ),
    _required("confidence", "string", None, f"attribution tier: {', '.join(TIERS)}"),
    _required("fused_with", "list<string>", None, "aten operators Inductor fused into the kernel"),
    _optional(
        "forward_operator", "string", None, "backward kernels: the forward operator their autograd node differentiates"
    ),
    _optional("forward_call_index", "Int64", None, "backward kernels: that forward operator's call_index"),
)

ATTRIBUTED = Table(
    "attributed",
    "joined, with the operator invocation of each kernel and how it was found.",
    (*JOINED.columns, *_ATTRIBUTION),
    counter_columns=True,
)

KERNELS = Table(
    "kernels",
    "attributed, with the row of operators each kernel belongs to: the kernel table the profile is written from.",
    (*ATTRIBUTED.columns, _required("operator_index", "int64", None, "row of operators; -1 for unattributed kernels")),
    counter_columns=True,
    folder="",
)

OPERATORS = Table(
    "operators",
    "One row per attributed operator invocation, in window order; counters aggregated over its kernels.",
    (
        _OPERATOR_NAME,
        _required("call_index", "int64", None, "ordinal among same-named invocations in the window"),
        _required("iteration", "int64", None, "measured iteration of its first kernel"),
        _required("first_position", "int64", None, "window position of its first kernel"),
        _required("kernel_count", "int64", "count", "kernels it launched"),
        _required("duration_ns", "int64", "ns", "summed nsys duration of its kernels"),
        *ATTRIBUTED.pick("operator_stack", "operator_shapes", "step_phase", "forward_operator", "forward_call_index"),
        _required("confidence", "string", None, "the strongest tier among its kernels"),
        _required("lowest_confidence", "string", None, "the weakest tier among its kernels"),
        _required("measured_kernels", "int64", "count", "kernels with counters ncu measured"),
        _required("propagated_kernels", "int64", "count", "kernels with propagated counters"),
        _required("attribution_methods", "list<string>", None, "methods that attributed its kernels"),
        _required("fused_with", "list<string>", None, "union of its kernels' fused aten operators, sorted"),
        _required("is_fused", "bool", None, "whether fused_with is not empty"),
        *ATTRIBUTED.pick("kineto_op_index"),
        _optional("self_cpu_ns", "Int64", "ns", "Kineto: its Self CPU; null where Kineto did not name it"),
        _optional("cpu_total_ns", "Int64", "ns", "Kineto: its CPU total, children included; null likewise"),
    ),
    counter_columns=True,
    folder="",
)

OPERATOR_SUMMARY = Table(
    "operator_summary",
    "One row per operator name (those that launched no kernel too), the most kernel time first, then the most "
    "Self CPU; counters aggregated over its kernels.",
    (
        _OPERATOR_NAME,
        _required("invocations", "int64", "count", "distinct invocations"),
        _required("kernel_count", "int64", "count", "kernels its invocations launched"),
        _required("duration_ns", "int64", "ns", "summed nsys duration of those kernels"),
        _required("high_kernels", "int64", "count", f"of them attributed at tier {HIGH}"),
        _required("medium_kernels", "int64", "count", f"of them attributed at tier {MEDIUM}"),
        *(
            _required(f"{part}_ns", "int64", "ns", f"of duration_ns, the {part} part of the step")
            for part in STEP_PHASES
        ),
        _required("share_of_window_time", "float64", "fraction", "duration_ns over the window's kernel time"),
        _optional(
            "calls", "Int64", "count", "Kineto: its invocations in the measured window; null where Kineto has none"
        ),
        _optional("self_cpu_ns", "Int64", "ns", "Kineto: Self CPU of those invocations, summed"),
        _optional("cpu_total_ns", "Int64", "ns", "Kineto: CPU total of those invocations, children included, summed"),
    ),
    counter_columns=True,
    folder="",
)

# The memory phase (opprof/analysis/memory.py): its own run's operators and allocator events.
_MEMORY_FOLDER = "memory/<source>"
_BYTES = "bytes"
MEMORY_EVENTS = Table(
    "memory_events",
    "The memory phase's allocator events on the run's device inside its measured iterations ([memory] events of "
    "torch.profiler's profile_memory), in time order.",
    (
        _KINETO_TID,
        _required("ts_ns", "int64", "ns", "time on the memory run's clock"),
        _required("bytes", "int64", _BYTES, "allocated (positive) or freed (negative)"),
        _required("allocated_bytes", "int64", _BYTES, "the allocator's allocated bytes after the event"),
        _ITERATION,
        _required(
            "op_index",
            "int64",
            None,
            "memory_ops row owning it (innermost around it, past allocation helpers), -1 for none",
        ),
        _required("addr", "int64", None, "the block's address, which pairs an allocation with its free"),
    ),
    folder=_MEMORY_FOLDER,
)

MEMORY_OPS = Table(
    "memory_ops",
    "The memory phase's operators inside its measured iterations, with the allocator events each encloses.",
    (
        _required("op_index", "int64", None, "0, 1, ... in (thread, start) order"),
        _required("name", "string", None, "operator or annotation name"),
        _KINETO_TID,
        _START_NS,
        _END_NS,
        _DEPTH,
        _required("parent_index", "int64", None, "op_index of the enclosing operator, -1 for none"),
        _ITERATION,
        _optional("step_phase", "string", None, "phase marker around its start: forward, backward or optimizer"),
        _optional(
            "module",
            "string",
            None,
            "innermost module forward around it on its thread (eager runs); in backward, that of the forward "
            "operator it differentiates (autograd's sequence number, its own or its nearest ancestor's)",
        ),
        _required("call_index", "int64", None, "ordinal among same-named operators of the iterations (start order)"),
        _required("allocated_bytes", "int64", _BYTES, "bytes allocated inside it, its children included"),
        _required("freed_bytes", "int64", _BYTES, "bytes freed inside it, its children included"),
        _required("self_allocated_bytes", "int64", _BYTES, "of allocated_bytes, outside any child operator"),
        _required("live_start_bytes", "int64", _BYTES, "allocated bytes when it starts"),
        _required("live_end_bytes", "int64", _BYTES, "allocated bytes when it ends"),
        _required("holds_peak", "bool", None, "whether its iteration's peak allocation happens inside it"),
    ),
    folder=_MEMORY_FOLDER,
)

OPERATOR_MEMORY = Table(
    "operator_memory",
    "Per operators row with a Kineto operator, the memory run's invocation of it (same name, same ordinal "
    "in the measured iterations) and its kernels' DRAM traffic.",
    (
        _required("operator_index", "int64", None, "row of operators"),
        *MEMORY_OPS.pick(
            "allocated_bytes", "freed_bytes", "live_start_bytes", "live_end_bytes", "holds_peak", "module"
        ),
        _optional("dram_read_bytes", "float64", _BYTES, "its kernels' DRAM reads (ncu), summed"),
        _optional("dram_write_bytes", "float64", _BYTES, "its kernels' DRAM writes (ncu), summed"),
    ),
)

TABLES = (
    NSYS_KERNELS,
    NSYS_RANGES,
    KINETO_OPS,
    KINETO_LAUNCHES,
    KINETO_KERNELS,
    KINETO_CALLS,
    KINETO_MEMORY,
    NCU_KERNELS,
    NCU_RESOLUTION,
    CUPTI_KERNELS,
    FUSION_MAP,
    INDUCTOR_CALLS,
    NSYS_WINDOW,
    NVTX_OPERATORS,
    REPLAY_PLAN,
    WINDOW,
    NCU_MAP,
    HOST_EVENTS,
    JOINED,
    ATTRIBUTED,
    KERNELS,
    OPERATORS,
    OPERATOR_SUMMARY,
    MEMORY_EVENTS,
    MEMORY_OPS,
    OPERATOR_MEMORY,
)
# Written only from a memory phase (a bundle's, or memory_<name> on this machine).
MEMORY_TABLES = (MEMORY_EVENTS, MEMORY_OPS, OPERATOR_MEMORY)


def rows(frame: pd.DataFrame) -> list[dict[str, Any]]:
    """``frame.to_dict("records")`` typed as these tables are: every column label is a str."""
    return [{str(column): value for column, value in row.items()} for row in frame.to_dict("records")]


def _cell(text: str | None) -> str:
    return (text or "").replace("|", "\\|")


def _table_markdown(table: Table) -> list[str]:
    lines = [
        f"## {table.name}",
        "",
        f"`results/<name>/{table.file}`: {table.doc}",
        "",
        "| column | dtype | unit | nullable | meaning |",
        "| --- | --- | --- | --- | --- |",
    ]
    lines += [
        f"| `{c.name}` | {c.dtype} | {_cell(c.unit)} | {'yes' if c.nullable else 'no'} | {_cell(c.doc)} |"
        for c in table.columns
    ]
    if table.counter_columns:
        lines += ["", f"Then one float64 column `{COUNTER_PREFIX}<counter>` (nullable) per logical counter below."]
    if table.raw_metrics:
        lines += ["", f"Then one float64 column `{RAW_METRIC_PREFIX}<metric>` per numeric metric of the ncu file."]
    return [*lines, ""]


def markdown() -> str:
    """docs/tables.md: every table's file and columns, then the logical counters."""
    lines = [
        "# Tables",
        "",
        "Generated from `opprof/tables.py` (`python -m opprof.tables > docs/tables.md`); edit the contracts there.",
        "Every rule reads and writes these tables through `opprof.io.read_table` and `write_table`, which",
        "refuse a file or frame that lacks a column, holds one the contract does not name, holds a column",
        "of another dtype or a null where the contract allows none. Text columns are plain or",
        "dictionary-encoded; an integer column that may be null reads back as pandas `Int64`. Each column",
        "carries its description and unit (below) as Parquet field metadata (`description`, `unit`).",
        "",
    ]
    for table in TABLES:
        lines += _table_markdown(table)
    lines += [
        "## Logical counters",
        "",
        "From `opprof/counters.yaml`; the column name in the window tables, its unit and how operators aggregate it.",
        "",
        "| counter | column | unit | aggregation | meaning |",
        "| --- | --- | --- | --- | --- |",
    ]
    lines += [
        f"| {c.name} | `{counter_column(c.name)}` | {_cell(c.unit)} | {c.aggregation} | {_cell(c.description)} |"
        for c in catalogue()
    ]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(markdown())

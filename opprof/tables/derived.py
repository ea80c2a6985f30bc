"""The tables the workflow derives from the captures: the measured window, the gate's map, the
join, attribution, the operators and their host time, and the memory phase's."""

from __future__ import annotations

from opprof.tables.captures import FUSION_MAP, NSYS_KERNELS, NSYS_RANGES
from opprof.tables.columns import (
    _DEPTH,
    _END_NS,
    _GROUP,
    _KINETO_PID,
    _KINETO_TID,
    _OPERATOR_NAME,
    _START_NS,
    HIGH,
    LAUNCH_CONFIG,
    MEDIUM,
    METHODS,
    NO_METHOD,
    PROVENANCE,
    STEP_PHASES,
    TIERS,
    Table,
    _optional,
    _required,
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
    *FUSION_MAP.pick("source_lines"),
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

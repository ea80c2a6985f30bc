"""The tables read from a bundle's captures: nsys kernels and ranges, Kineto's host operators,
launches, kernels, calls and memory copies, ncu's and the range profiler's counters, and
Inductor's fusion map and call order."""

from __future__ import annotations

from opprof.counters import catalogue, counter_names
from opprof.tables.columns import (
    _CONTEXT_ID,
    _CORRELATION_ID,
    _DEPTH,
    _DEVICE_ID,
    _END,
    _END_NS,
    _GROUP,
    _KERNEL_END_NS,
    _KERNEL_START_NS,
    _KINETO_PID,
    _KINETO_TID,
    _NAME_KEY,
    _START,
    _START_NS,
    _STREAM_ID,
    LAUNCH_CONFIG,
    Table,
    _launch_config,
    _optional,
    _required,
)

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
        _required(
            "source_lines",
            "list<string>",
            None,
            "the user's lines ('<file>:<line> <code>') of the graph nodes it computes at any of its call sites, from "
            "the post-grad graph; a backward graph's: the forward lines they differentiate",
        ),
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

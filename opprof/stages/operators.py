"""Rules of rules/operators.smk: counters joined to the nsys kernels, each kernel's operator, and the
operators aggregated.
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from opprof import tables
from opprof.analysis import attribution
from opprof.analysis.aggregate import invocation_cpu_time, operator_index, operator_invocations, operator_summary
from opprof.analysis.compiled_regions import compiled_regions
from opprof.analysis.graph_nodes import attribute_graph_nodes
from opprof.analysis.join import NSYS_FIELDS, join_counters
from opprof.analysis.phases import PHASE_COLUMNS, backward_links
from opprof.bundle.manifest import ncu_entries, read_json
from opprof.bundle.replay_plan import plan_from_table
from opprof.io import read_table, write_json, write_table


def join(
    manifest: str,
    window: str,
    nsys_kernels: str,
    ncu_kernels: str,
    cupti_kernels: str,
    ncu_map: str,
    replay_plan: str,
    joined: str,
) -> None:
    """nsys kernels of the window get ncu counters by invocation order (the range profiler's by
    the gate's map), measured or propagated by the plan."""
    document = read_json(manifest)
    table = join_counters(
        read_table(window, tables.WINDOW),
        read_table(nsys_kernels, tables.NSYS_KERNELS, NSYS_FIELDS),
        read_table(ncu_kernels, tables.NCU_KERNELS),
        read_table(ncu_map, tables.NCU_MAP),
        plan_from_table(read_table(replay_plan, tables.REPLAY_PLAN)),
        [e["group"] for e in ncu_entries(document)],
        read_table(cupti_kernels, tables.CUPTI_KERNELS) if document["files"].get("cupti") else None,
    )
    write_table(joined, tables.JOINED, table)


def nvtx_operators(nsys_window: str, ranges: str, operators: str) -> None:
    """The window's emit_nvtx aten ranges with their nesting and call index (empty where the capture
    has none, or no kernel a launch call). A pass over every NVTX range of the capture, so a rule
    of its own: it runs beside the gate and the join instead of inside attribution."""
    window = read_table(nsys_window, tables.NSYS_WINDOW, ["launch_tid", "launch_start_ns"])
    columns = list(dict.fromkeys([*attribution.NVTX_COLUMNS, *PHASE_COLUMNS]))
    found = attribution.nvtx_operators(window, read_table(ranges, tables.NSYS_RANGES, columns))
    table = tables.NVTX_OPERATORS
    write_table(operators, table, table.empty() if found is None else found[table.names])


def attribute(
    joined: str,
    nvtx_operators: str,
    kineto_ops: str,
    kineto_launches: str,
    kineto_kernels: str,
    fusion_map: str,
    inductor_calls: str,
    attributed: str,
    checks: str,
    trace: str = "kineto",
    export: str = "nsys",
) -> None:
    """Each kernel's operator and evidence tier (CUPTI correlation, NVTX enclosure, a CUDA graph's
    node by Inductor's call order, Inductor's map) and, for backward kernels, the forward
    operator they differentiate. ``trace`` and ``export`` (the bundle's Kineto trace and nsys
    export) name the captures in a refusal. ``checks``: how the graph replays aligned with
    Inductor's call lists, the medium tier's accuracy (the window attributed again without
    Kineto, scored against the high tier), and the compiled frames and graphs the measured
    iterations ran."""
    kernels = read_table(joined, tables.JOINED)
    operators = read_table(nvtx_operators, tables.NVTX_OPERATORS)
    nvtx_ops = None if operators.empty else operators
    fusion = read_table(fusion_map, tables.FUSION_MAP)
    ops = read_table(kineto_ops, tables.KINETO_OPS)
    table = attribution.attribute(
        kernels,
        nvtx_ops,
        ops,
        read_table(kineto_launches, tables.KINETO_LAUNCHES),
        read_table(kineto_kernels, tables.KINETO_KERNELS),
        (trace, export),
    )
    table, replays = attribute_graph_nodes(table, read_table(inductor_calls, tables.INDUCTOR_CALLS))
    table = attribution.attribute_by_inductor(table, fusion)
    accuracy = None
    if (table["confidence"] == tables.HIGH).any():
        no_kineto = tables.KINETO_OPS.empty(), tables.KINETO_LAUNCHES.empty(), tables.KINETO_KERNELS.empty()
        without = attribution.attribute_by_inductor(attribution.attribute(kernels, nvtx_ops, *no_kineto), fusion)
        accuracy = attribution.medium_accuracy(table, without)
    write_table(attributed, tables.ATTRIBUTED, pd.concat([table, backward_links(table, nvtx_ops)], axis=1))
    regions = compiled_regions(ops, Path(trace))
    write_json(checks, {"graph_replays": replays, "medium_accuracy": accuracy, "compiled_regions": regions})


def aggregate(attributed: str, host_events: str, kernels: str, operators: str, summary: str) -> None:
    """Per operator invocation and per operator name: counters aggregated over their kernels, and
    Kineto's CPU time per invocation and per name (calls too; names that launched no kernel too)."""
    table = read_table(attributed, tables.ATTRIBUTED)
    invocations = operator_invocations(table)
    write_table(kernels, tables.KERNELS, table.assign(operator_index=operator_index(table, invocations)))
    host = read_table(host_events, tables.HOST_EVENTS)
    write_table(operators, tables.OPERATORS, invocation_cpu_time(invocations, host))
    write_table(summary, tables.OPERATOR_SUMMARY, operator_summary(table, int(table["duration_ns"].sum()), host))

"""Rules of rules/output.smk: profile.json, report.html, trace.json.gz, the refused bundle name and the
targets' one-line summary.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import pandas as pd

from opprof import tables
from opprof.analysis.step_model import Model, model_from_record, steps_of
from opprof.bundle.manifest import ncu_entries, read_json
from opprof.capture.tools import describe_profiles
from opprof.errors import OpprofError
from opprof.io import read_table, table_rows, write_bytes
from opprof.output.checks import capture_agreement, describe_disagreement
from opprof.output.profile import build_profile, kernel_columns, read_skeleton, write_profile
from opprof.output.trace import KERNEL_COLUMNS as TRACE_COLUMNS
from opprof.output.trace import build_trace, trace_bytes
from opprof.report.page import write_report


def profile_source(
    names: list[str], bundles: list[str], profiles: list[str], source: Literal["live", "recorded"], reason: str
) -> None:
    """Targets profile_<workload> and profile_all: one line per profile saying which capture it profiled."""
    describe_profiles(list(zip(names, bundles, profiles, strict=True)), source, reason)


def refuse_bundle_name(name: str) -> None:
    """A bundle name the workflow cannot use safely: refused in one line."""
    raise OpprofError(
        None,
        f"bundle name {name!r} is not allowed: allowed characters are letters, digits, '_', '.' and '-' "
        "(and '/' only in a data-parallel rank, <name>/rank<r>)",
    )


def profile(
    manifest: str,
    kernels: str,
    operators: str,
    summary: str,
    resolution: str,
    nsys_info: str,
    kineto_info: str,
    ncu_info: str,
    gate_record: str,
    regime: str,
    communication: str,
    bundle: str,
    profile: str,
    compile_cost: str | None = None,
    strict: bool = False,
    memory: str | None = None,
    operator_memory: str | None = None,
    memory_join: str | None = None,
    attribution_checks: str | None = None,
    kineto_ops: str | None = None,
    kineto_calls: str | None = None,
    kineto_kernels: str | None = None,
    kineto_memory: str | None = None,
) -> None:
    """profile.json: one record per operator invocation, every number with its evidence, and the
    plan priced on the step model (rebuilt from the Kineto tables as the regime stage built it). Where the
    exports disagree with capture.json on the GPU or a tool's release, the profile says so (and
    ``strict`` refuses it). ``memory``: the bundle's memory phase summarised, with each invocation's
    counterpart (``operator_memory``) and how they were joined. ``attribution_checks``: how graph
    replays aligned and the medium tier's accuracy (the attribute rule's)."""
    document = read_json(manifest)
    kernel_table = read_table(kernels, tables.KERNELS, kernel_columns(table_rows(kernels)))
    if len(kernel_table) == 0:
        raise OpprofError(profile, "empty measured window")
    devices = read_json(ncu_info)
    tools_seen = {
        "nsys_export": read_json(nsys_info),
        "kineto_trace": read_json(kineto_info),
        "ncu_files": [
            {
                "group": e["group"],
                "file": Path(e["path"]).name,
                "passes": e.get("passes"),
                "wall_s": e.get("wall_s"),
                "device": devices.get(e["group"]),
            }
            for e in ncu_entries(document)
        ],
    }
    agreement = capture_agreement(document, tools_seen)
    if strict and agreement["disagreements"]:
        first = next(f for f in agreement["facts"] if not f["agree"])
        raise OpprofError(Path(bundle), f"the captures disagree (strict): {describe_disagreement(first)}")
    skeleton, arrays = build_profile(
        document,
        tools_seen,
        kernel_table,
        read_table(operators, tables.OPERATORS),
        read_table(summary, tables.OPERATOR_SUMMARY),
        read_table(resolution, tables.NCU_RESOLUTION),
        read_json(gate_record),
        agreement,
        read_json(regime),
        read_json(communication),
        read_json(compile_cost) if compile_cost else None,
        read_json(memory) if memory else None,
        read_json(memory_join) if memory_join else None,
        read_table(operator_memory, tables.OPERATOR_MEMORY) if operator_memory else None,
        read_json(attribution_checks) if attribution_checks else None,
        *_step_model(read_json(regime), Path(bundle), kineto_ops, kineto_calls, kineto_kernels, kineto_memory),
        read_json(Path(bundle) / document["files"]["modules"]) if document["files"].get("modules") else None,
    )
    write_profile(profile, skeleton, arrays)


def _step_model(
    regime: dict[str, Any], bundle: Path, ops: str | None, calls: str | None, kernels: str | None, memory: str | None
) -> tuple[Model | None, pd.DataFrame | None]:
    """The regime stage's step model and the Kineto host operators the plan's fixes read."""
    if ops is None or calls is None or kernels is None or memory is None:
        return None, None
    host_ops = read_table(ops, tables.KINETO_OPS)
    steps = steps_of(
        host_ops,
        read_table(calls, tables.KINETO_CALLS),
        read_table(kernels, tables.KINETO_KERNELS),
        read_table(memory, tables.KINETO_MEMORY),
        bundle / "capture.json",
    )
    return model_from_record(steps, regime.get("step_model") or {}), host_ops


def report(
    profile: str, kernels: str, summary: str, ranges: str, operators: str, report: str, whatif: str | None = None
) -> None:
    """report.html: the profile as one self-contained page (``ranges``, the capture's NVTX
    ranges: its module tree; ``operators``, the window's aten ranges: each backward kernel's
    module; ``whatif``, where the bundle records what-if runs: the predictions checked)."""
    write_report(profile, report, kernels, summary, ranges, operators, read_json(whatif) if whatif else None)


def trace(
    profile: str,
    kernels: str,
    kineto_ops: str,
    kineto_launches: str,
    kineto_kernels: str,
    kineto_calls: str,
    kineto_memory: str,
    trace: str,
) -> None:
    """trace.json.gz: CPU operators and CUDA calls from Kineto, kernels from the nsys timeline with
    their operator, tier, counters and provenance, Kineto's memory copies and sets, flow arrows and
    iteration markers, in the Chrome trace format."""
    document = build_trace(
        read_table(kernels, tables.KERNELS, TRACE_COLUMNS),
        read_table(kineto_ops, tables.KINETO_OPS),
        read_table(kineto_launches, tables.KINETO_LAUNCHES),
        read_table(kineto_kernels, tables.KINETO_KERNELS),
        read_table(kineto_calls, tables.KINETO_CALLS),
        read_table(kineto_memory, tables.KINETO_MEMORY),
        read_skeleton(profile),
    )
    write_bytes(trace, trace_bytes(document))

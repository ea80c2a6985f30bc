"""results/<name>/report.html: the profile as a page a person would rather read than the JSON.

One self-contained file (inline CSS, inline SVG, no script, no network), rendered with jinja2 from
profile.json (the rule reads the kernels, those of the operator table's drill-down too, from
kernels.parquet, which the profile was written from: a million-kernel profile.json is gigabytes of
JSON). The same profile gives byte-identical HTML: no timestamps, fixed number formats, every list
in a defined order.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pandas as pd
from markupsafe import Markup

from opprof.analysis.aggregate import aggregate_counters
from opprof.analysis.phases import BACKWARD
from opprof.bundle.manifest import read_json, validate_json
from opprof.findings.facts import GEMM_OPERATORS
from opprof.findings.plan import ALL_RULES
from opprof.findings.rules import MATERIAL_SHARE, Finding, findings_of
from opprof.io import read_table, write_text
from opprof.output.checks import beyond_roof_reason, impossible_values
from opprof.output.operator_facts import (
    KERNEL_TABLE_COLUMNS,
    UNATTRIBUTED_FAMILY,
    family_facts,
    kernel_frame,
    kernel_table_frame,
)
from opprof.output.profile import read_skeleton
from opprof.report.charts import (
    RAMP_CSS,
    Bar,
    HeatCell,
    HeatColumn,
    Roof,
    RooflinePoint,
    Segment,
    bar_chart,
    heatmap,
    roofline_chart,
    share_chart,
)
from opprof.report.conditions import (
    capture_conditions,
    medium_accuracy_text,
    null_counter_rows,
    null_reasons,
    trust_warnings,
)
from opprof.report.drilldown import (
    DETAIL_COLUMNS,
    KERNELS_SHOWN,
    RANGE_COLUMNS,
    details_from_profile,
    details_from_table,
    distinct_fused,
    fusion_rows,
    kernel_view,
    operator_rows,
    shape_groups,
)
from opprof.report.findings import first_fix, plan_view, signal_groups, top_finding, whatif_view
from opprof.report.jinja import TEMPLATES
from opprof.report.memory import memory_view
from opprof.report.modules import (
    FORWARD_COLUMNS,
    OPEN_DEPTH,
    backward_coverage,
    module_tree,
    no_tree_reason,
    tree_parts,
)
from opprof.report.phases import backward_pairs, differentiates, phase_operators
from opprof.report.regime import (
    KEY_AVERAGE_ORDERS,
    compile_view,
    cuda_total_by_name,
    key_average_table,
    key_average_totals,
    regime_kpi,
    regime_view,
)
from opprof.tables import (
    HIGH,
    KERNELS,
    MEDIUM,
    NSYS_RANGES,
    NVTX_OPERATORS,
    OPERATOR_SUMMARY,
    STEP_PHASES,
    TIERS,
    counter_column,
    counter_columns,
)
from opprof.units import format_count, format_ns, format_pct, format_share, format_step

# The heatmap's columns: the counters that separate compute-, memory- and latency-bound work.
HEATMAP_COUNTERS: tuple[tuple[str, str], ...] = (
    ("tensor_pipe_active_pct", "Tensor pipe"),
    ("achieved_occupancy_pct", "Occupancy"),
    ("issue_active_pct", "Issue active"),
    ("sm_throughput_pct", "SM throughput"),
    ("dram_throughput_pct", "DRAM throughput"),
    ("memory_throughput_pct", "Memory SOL"),
    ("l2_hit_rate_pct", "L2 hit rate"),
    ("l1_hit_rate_pct", "L1 hit rate"),
)
# The drill-down's counters per kernel: what separates compute- from memory-bound work.
KERNEL_COUNTERS = HEATMAP_COUNTERS[:5]
UNATTRIBUTED_SHOWN = 20
SPEED_OF_LIGHT_ROWS = 12


def load_profile(path: str | Path) -> dict[str, Any]:
    """profile.json, refused with the file and the JSON path of the fault if it breaks the schema."""
    document: dict[str, Any] = read_json(path)
    validate_json(document, "profile.schema.json", path)
    return document


def time_budget(facts: pd.DataFrame) -> str:
    """Kernel time per operator family, each bar split by evidence tier."""
    bars = []
    for row in facts.to_dict("records"):
        calls = f"{row['invocations']} calls, " if row["invocations"] else ""
        where = f"{calls}{row['kernel_count']} kernels"
        segments = tuple(
            Segment(tier, ns, f"{row['family']}: {format_ns(ns)} in tier {tier} ({where})")
            for tier in TIERS
            if (ns := row[f"{tier}_ns"]) > 0
        )
        value = f"{format_ns(row['duration_ns'])} · {format_share(row['share_of_window_time'])}"
        bars.append(Bar(row["family"], value, segments))
    return bar_chart(bars, "Kernel time by operator and evidence tier")


def coverage_chart(coverage: dict[str, dict[str, Any]]) -> str:
    """Share of kernels and of kernel time in each evidence tier."""

    def bar(label: str, key: str, text: Callable[[Any], str]) -> Bar:
        total = coverage["total"][key]
        segments = tuple(
            Segment(tier, coverage[tier][key], f"{tier}: {text(coverage[tier][key])} of {text(total)}")
            for tier in TIERS
            if coverage[tier][key] > 0
        )
        return Bar(label, text(total), segments)

    return share_chart([bar("Kernels", "kernels", format_count), bar("Time", "time_ns", format_ns)], "Coverage by tier")


def _flagged_cells(findings: Iterable[Finding]) -> set[tuple[str, str]]:
    return {(f.operator, counter) for f in findings for counter in f.counters}


def _impossible_cells(kernels: pd.DataFrame, flags: list[dict[str, Any]]) -> dict[tuple[str, str], str]:
    """(family, counter) -> the reason of the first of its kernels whose value cannot be true."""
    families = dict(zip(kernels["position"], kernels["family"], strict=True))
    cells: dict[tuple[str, str], str] = {}
    for position, values in sorted(impossible_values(flags).items()):
        for counter, reason in values.items():
            cells.setdefault((str(families.get(position)), counter), f"kernel #{position}: {reason}")
    return cells


def counter_heatmap(
    profile: dict[str, Any],
    kernels: pd.DataFrame,
    facts: pd.DataFrame,
    findings: list[Finding],
    hatch: str = "heat-na",
) -> str:
    """Families x key counters; a null cell says why it is null, a signal's evidence is outlined.
    ``hatch``: the id of its n/a pattern (``heatmap``)."""
    descriptions = {c["name"]: c["description"] for c in profile["counters"]}
    reasons = null_reasons(profile)
    missing = kernels[counter_columns()].isna().groupby(kernels["family"]).sum()
    flagged = _flagged_cells(findings)
    impossible = _impossible_cells(kernels, profile["checks"]["flags"])
    columns = [HeatColumn(label, f"{name}: {descriptions.get(name, '')}") for name, label in HEATMAP_COUNTERS]
    cells = []
    for row in facts.to_dict("records"):
        family, count = row["family"], row["kernel_count"]
        line = []
        for name, label in HEATMAP_COUNTERS:
            value = row[counter_column(name)]
            if pd.isna(value):
                why = reasons.get(name) or (
                    f"{missing[counter_column(name)].loc[family]} of {count} kernels have no value; "
                    "the aggregate stays null rather than average over fewer kernels"
                )
                line.append(HeatCell(None, f"{family} · {label}: n/a. {why}"))
            else:
                tooltip = f"{family} · {label}: {format_pct(value)} (duration-weighted over {count} kernels)"
                wrong = impossible.get((family, name))
                if wrong:
                    tooltip = f"{tooltip}. Cannot be true: {wrong}"
                line.append(HeatCell(float(value), tooltip, (family, name) in flagged, wrong is not None))
        cells.append(line)
    return heatmap(list(facts["family"]), columns, cells, "Key counters by operator", hatch)


def phase_views(profile: dict[str, Any], view: pd.DataFrame, findings: list[Finding]) -> list[dict[str, Any]]:
    """Each part of the step that launched kernels: its totals (the profile's ``phases``), its
    operators with their kernel names, its heatmap and, for backward, each forward operator
    beside its backward."""
    parts = []
    for part in STEP_PHASES:
        kernels = view[(view["phase"] == part).to_numpy(bool)]
        if kernels.empty:
            continue
        split = profile["phases"][part]
        facts = family_facts(kernels)
        parts.append(
            {
                "phase": part,
                "kernels": format_count(split["kernels"]),
                "time": format_ns(split["time_ns"]),
                "share": format_share(split["time_share"]),
                "operators": phase_operators(kernels, KERNEL_COUNTERS),
                "heatmap": Markup(counter_heatmap(profile, kernels, facts, findings, f"heat-na-{part}")),
                "pairs": backward_pairs(view) if part == BACKWARD else [],
            }
        )
    return parts


def _gemm_without_flops(sol: dict[str, Any]) -> bool:
    return sol["operator_name"] in GEMM_OPERATORS and sol["flops"] is None


def speed_of_light_view(profile: dict[str, Any]) -> dict[str, Any]:
    """The speed-of-light card: the roofline chart of the operators whose FLOPs are known, and
    per operator name (the most kernel time first) how close it runs to its roof."""
    section = profile["speed_of_light"]
    peaks = section["peaks"]
    points = section["points"]
    largest = max((p["duration_ns"] for p in points), default=1) or 1
    marks = [
        RooflinePoint(
            p["operator_name"],
            p["step_phase"] or "forward",
            p["arithmetic_intensity"],
            p["achieved_flops_per_s"],
            p["duration_ns"] / largest,
            f"{p['operator_name']} ({p['step_phase']}): {p['achieved_flops_per_s'] / 1e12:.2f} TFLOP/s at "
            f"{p['arithmetic_intensity']:.1f} FLOP/byte, {format_pct(p['pct_of_roof'])} of its roof "
            f"({section['pipes'].get(p['pipe'], p['pipe'])}, {p['bound']}-bound), {format_ns(p['duration_ns'])}",
        )
        for p in points
        if p["arithmetic_intensity"] is not None and p["achieved_flops_per_s"] and p["pct_of_roof"] is not None
    ]
    pipes = {p["pipe"] for p in points}
    roofs = [Roof(label, peaks["flops_per_s"][pipe]) for pipe, label in section["pipes"].items() if pipe in pipes]
    chart = (
        roofline_chart(marks, roofs, peaks["dram_bytes_per_s"], "Roofline of the operators whose FLOPs are known")
        if marks and peaks
        else None
    )
    flags = profile["checks"]["flags"]
    beyond = {f["operator_name"]: beyond_roof_reason(f) for f in flags if f["kind"] == "beyond_roof"}
    rows = [
        {
            "name": sol["operator_name"],
            "time": format_ns(sol["duration_ns"]),
            "pct": format_pct(sol["pct_of_roof"] if sol["pct_of_roof"] is not None else sol["beyond_roof_pct"]),
            # A GEMM without FLOPs has no roofline: ncu's throughput share says nothing of the
            # Tensor Cores' roof it may be far below, so it is never called near its roof.
            "near": sol["pct_of_roof"] is not None
            and sol["pct_of_roof"] >= section["near_roof_pct"]
            and not _gemm_without_flops(sol),
            "impossible": beyond.get(sol["operator_name"]),
            "source": "ncu speed of light (no FLOPs from shapes: not a roofline)"
            if _gemm_without_flops(sol)
            else sol["roof_source"],
            "bound": sol["bound"] or "n/a",
            "achieved": "n/a" if sol["achieved_flops_per_s"] is None else f"{sol['achieved_flops_per_s'] / 1e12:.2f}",
            "pipe": section["pipes"].get(sol["pipe"], "n/a") if sol["pipe"] else "n/a",
        }
        for sol in section["operators"]
        if sol["pct_of_roof"] is not None or sol["beyond_roof_pct"] is not None
    ]
    return {
        "chart": None if chart is None else Markup(chart),
        "rows": rows[:SPEED_OF_LIGHT_ROWS],
        "more": max(len(rows) - SPEED_OF_LIGHT_ROWS, 0),
        "near_roof_pct": format_pct(section["near_roof_pct"]),
        "peaks": peaks,
        "reason": section["reason"],
        "method": section["method"],
        "uncounted": section["uncounted"],
    }


def unattributed_rows(kernels: pd.DataFrame) -> list[dict[str, Any]]:
    """Unattributed kernels by kernel name, the most time first, with their aggregated counters
    (they are a result, not noise)."""
    orphans = kernels[kernels["family"] == UNATTRIBUTED_FAMILY]
    by_name = orphans.groupby("name", sort=True).agg(
        name_key=("name_key", "first"), kernels=("position", "size"), duration_ns=("duration_ns", "sum")
    )
    by_name = by_name.join(aggregate_counters(orphans, ["name"])).reset_index()
    by_name = by_name.sort_values(["duration_ns", "name"], ascending=[False, True], kind="stable")
    return [
        {
            "name": row["name"],
            "name_key": row["name_key"],
            "kernels": format_count(row["kernels"]),
            "duration": format_ns(row["duration_ns"]),
            "counters": [
                "n/a" if pd.isna(value := row[counter_column(name)]) else format_pct(value)
                for name, _ in HEATMAP_COUNTERS
            ],
        }
        for row in by_name.to_dict("records")
    ]


def _count_of(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def headline(profile: dict[str, Any], kernels: pd.DataFrame, findings: list[Finding]) -> list[dict[str, str]]:
    """The key numbers across the top of the page."""
    coverage, window = profile["coverage"], profile["window"]
    attributed_tiers = (HIGH, MEDIUM)
    attributed = sum(coverage[tier]["time_share"] for tier in attributed_tiers)
    step = profile["regime"]["step"]
    return [
        {
            "label": "Step time",
            "value": format_step(step["wall_ns"]),
            "detail": f"host {format_step(step['host_ns'])} · GPU busy {format_step(step['gpu_busy_ns'])} · "
            f"{step['source'] or 'no source'} · "
            + (
                f"95% {format_step(step['interval_ns'][0])}-{format_step(step['interval_ns'][1])}"
                if step["interval_ns"]
                else f"{len(step['steps'])} steps: no interval"
            ),
        },
        {
            "label": "Kernel time per step",
            "value": format_ns(window["kernel_time_ns"] / window["iterations"]),
            "detail": f"{format_count(window['kernels'])} kernels in {window['iterations']} iterations (nsys)",
        },
        {
            "label": "Attributed",
            "value": format_share(attributed),
            "detail": " · ".join(f"{tier} {format_share(coverage[tier]['time_share'])}" for tier in attributed_tiers),
        },
        regime_kpi(profile["regime"]),
        {
            "label": "Signals",
            "value": str(len(findings)),
            "detail": f"on {_count_of(len({f.operator for f in findings}), 'operator')} · "
            f"{sum(f.severity == 'high' for f in findings)} high · gate {profile['gate']['status']}",
        },
    ]


# Data-parallel workloads say in their docstring what they run under in a process group; a run
# outside one has no ranks and no wrapper, so there the clause would only mislead.
DATA_PARALLEL_CLAUSE = re.compile(r";?\s*in a rank of a process group \(ranks: N\), under DistributedDataParallel")


def described(workload: dict[str, Any]) -> str:
    """The workload's description as this run ran it: its rank count for a run in a process
    group, no data-parallel clause for a run outside one."""
    description: str = workload["description"]
    group = workload.get("distributed")
    if group:
        return description.replace("ranks: N", f"ranks: {group['world_size']}")
    return DATA_PARALLEL_CLAUSE.sub("", description)


def render_report(
    profile: dict[str, Any],
    kernels: pd.DataFrame | None = None,
    summary: pd.DataFrame | None = None,
    details: pd.DataFrame | None = None,
    ranges: pd.DataFrame | None = None,
    operators: pd.DataFrame | None = None,
    whatif: dict[str, Any] | None = None,
) -> str:
    """The whole page for one profile (a schema-valid profile.json document). ``kernels`` (as
    ``kernel_frame`` gives them), ``summary`` (the operator summary table) and ``details`` (as
    ``details_from_table`` gives them): given when the document is loaded without its records.
    ``ranges`` (nsys_ranges, RANGE_COLUMNS): where given, kernel time by nn.Module too, and
    ``operators`` (nvtx_operators, FORWARD_COLUMNS) places backward kernels in modules."""
    kernels = kernel_frame(profile) if kernels is None else kernels
    summary = pd.DataFrame(profile["operator_summary"]) if summary is None else summary
    modules = None if ranges is None else ranges[(ranges["kind"] == "module").to_numpy(bool)]
    view = kernel_view(kernels, details_from_profile(profile) if details is None else details, modules, operators)
    view = view.assign(
        impossible=view["position"].map(impossible_values(profile["checks"]["flags"])),
        differentiates=differentiates(view),
    )
    tree = [] if modules is None or view["module"].isna().all() else module_tree(view, modules)
    facts = family_facts(kernels)
    averages = key_average_table(summary, cuda_total_by_name(view), profile["regime"]["cuda_api"])
    findings = findings_of(profile["signals"])
    iterations, step_ns = profile["window"]["iterations"], profile["regime"]["step"]["wall_ns"]
    manifest = profile["capture"]["manifest"]
    template = TEMPLATES.get_template("report.html.j2")
    return template.render(
        name=manifest["name"],
        workload=manifest["workload"],
        description=described(manifest["workload"]),
        recorded_note=manifest.get("recorded_note"),
        warnings=trust_warnings(profile),
        regime=regime_view(profile["regime"], profile["checks"].get("profiler_start")),
        compile_cost=compile_view(profile["compile_cost"]),
        orders=KEY_AVERAGE_ORDERS,
        operators=operator_rows(averages, view, KERNEL_COUNTERS),
        operator_totals=key_average_totals(averages),
        kernel_counters=[label for _, label in KERNEL_COUNTERS],
        kernels_shown=KERNELS_SHOWN,
        shape_groups=shape_groups(view),
        module_tree=tree,
        module_parts=tree_parts(view),
        module_backward=backward_coverage(view),
        module_open_depth=OPEN_DEPTH,
        no_tree_reason=None
        if tree
        else no_tree_reason(manifest["workload"], modules, bool(view["launch_tid"].notna().any())),
        phase_views=phase_views(profile, view, findings),
        fusion=fusion_rows(view),
        fused_operators=distinct_fused(view),
        fusion_coverage=profile["checks"]["fusion_coverage"],
        generator=profile["generator"],
        schema_version=profile["schema_version"],
        headline=headline(profile, kernels, findings),
        time_budget=Markup(time_budget(facts)),
        coverage_chart=Markup(coverage_chart(profile["coverage"])),
        tiers=TIERS,
        coverage=[{"tier": t, **profile["coverage"][t]} for t in (*TIERS, "total")],
        medium_accuracy=medium_accuracy_text(profile["checks"]["medium_accuracy"]),
        phases=[{"phase": part, **profile["phases"][part]} for part in STEP_PHASES],
        phases_trained=any(profile["phases"][part]["kernels"] for part in STEP_PHASES[1:]),
        communication=profile["communication"],
        heatmap=Markup(counter_heatmap(profile, kernels, facts, findings)),
        ramp_css=RAMP_CSS,
        top_finding=top_finding(findings, iterations, step_ns),
        first_fix=first_fix(profile["plan"], step_ns),
        plan=plan_view(profile["plan"]),
        whatif=whatif_view(whatif),
        signal_groups=signal_groups(facts, findings, iterations, step_ns),
        speed_of_light=speed_of_light_view(profile),
        memory=memory_view(profile["memory"] if profile["memory"]["present"] else None, profile["memory"]["reason"]),
        rules=ALL_RULES,
        unattributed_names=unattributed_rows(kernels),
        unattributed_shown=UNATTRIBUTED_SHOWN,
        unattributed_count=int((kernels["family"] == UNATTRIBUTED_FAMILY).sum()),
        heatmap_labels=[label for _, label in HEATMAP_COUNTERS],
        conditions=capture_conditions(profile),
        null_counters=null_counter_rows(profile, kernels),
        commands=sorted(manifest["commands"].items()),
        format_ns=format_ns,
        format_share=format_share,
        format_count=format_count,
        material_share=format_share(MATERIAL_SHARE),
    )


def load_profile_skeleton(path: str | Path) -> dict[str, Any]:
    """profile.json without its record arrays (``read_skeleton``), refused like ``load_profile``
    if it breaks the schema."""
    document = read_skeleton(path)
    validate_json(document, "profile.schema.json", path)
    return document


def write_report(
    profile: str,
    out: str,
    kernels: str | None = None,
    summary: str | None = None,
    ranges: str | None = None,
    operators: str | None = None,
    whatif: dict[str, Any] | None = None,
) -> None:
    """Rule report: report.html (written atomically) from profile.json, or, given ``kernels`` and
    ``summary`` (the kernels.parquet and operator_summary.parquet the profile was written from),
    from the profile's document around its records and those tables: the same page, for a
    window of any size. ``ranges``: the capture's nsys_ranges.parquet, for kernel time by module;
    ``operators``: its nvtx_operators.parquet, for the module of each backward kernel."""
    modules = None if ranges is None else read_table(ranges, NSYS_RANGES, RANGE_COLUMNS)
    aten = None if operators is None else read_table(operators, NVTX_OPERATORS, FORWARD_COLUMNS)
    if kernels is None or summary is None:
        page = render_report(load_profile(profile), ranges=modules, operators=aten, whatif=whatif)
    else:
        columns = list(dict.fromkeys([*KERNEL_TABLE_COLUMNS, *DETAIL_COLUMNS]))
        table = read_table(kernels, KERNELS, columns)
        page = render_report(
            load_profile_skeleton(profile),
            kernel_table_frame(table),
            read_table(summary, OPERATOR_SUMMARY),
            details_from_table(table),
            modules,
            aten,
            whatif,
        )
    write_text(out, page)

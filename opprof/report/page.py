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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
from markupsafe import Markup

from opprof.analysis.aggregate import aggregate_counters
from opprof.analysis.phases import BACKWARD
from opprof.bundle.manifest import PYTORCH_TF32_DEFAULTS, read_json, validate_json
from opprof.io import read_table, write_text
from opprof.output.checks import beyond_roof_reason, describe_disagreement, impossible_values
from opprof.output.operator_facts import (
    KERNEL_TABLE_COLUMNS,
    UNATTRIBUTED_FAMILY,
    family_facts,
    kernel_frame,
    kernel_table_frame,
)
from opprof.output.profile import read_skeleton
from opprof.output.signals import ALL_RULES, GEMM_OPERATORS, MATERIAL_SHARE, Finding, findings_of
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
    CUPTI_GROUP,
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
from opprof.units import format_bytes, format_count, format_ns, format_pct, format_share, format_step

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
_MEASURED = ("measured", "launch_fact")


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


def _collector(group: str) -> str:
    return "the range profiler" if group == CUPTI_GROUP else f"ncu group {group}"


def null_reasons(profile: dict[str, Any]) -> dict[str, str]:
    """Why a counter has no values, for every counter that was not measured."""
    reasons = {}
    for counter in profile["counters"]:
        missing = [r for r in counter["resolution"] if r["status"] not in _MEASURED]
        if missing:
            reasons[counter["name"]] = "; ".join(
                r["status"].replace("_", " ")
                + (f" in {_collector(r['group'])}" if r["group"] else "")
                + f": {r['reason']}"
                for r in missing
            )
    return reasons


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


def saving_text(finding: Finding, iterations: int, step_ns: int | None) -> str:
    """A rule's own estimate per step, labelled with what it is (kernel or GPU idle time, as its
    formula says): never a step saving, which only the plan gives."""
    if finding.kernel_saving_ns is None:
        return finding.kernel_saving_formula
    per_step = finding.kernel_saving_ns / iterations
    return f"rule's estimate: up to {format_ns(per_step)} per step, not step time: {finding.kernel_saving_formula}"


def signal_groups(
    facts: pd.DataFrame, findings: list[Finding], iterations: int, step_ns: int | None
) -> list[dict[str, Any]]:
    """Findings grouped by operator, in the order of their best finding's rank (what fixing it
    could save), each with its rule's reasoning, its saving and its fix."""
    rules = {rule.id: rule for rule in ALL_RULES}
    rows = {row["family"]: row for row in facts.to_dict("records")}
    groups = []
    for operator in dict.fromkeys(f.operator for f in findings):
        row = rows.get(operator)
        above = next((f for f in findings if f.operator == operator and f.plan_fix), None)
        groups.append(
            {
                "operator": operator,
                "stats": f"above the operator: priced by the plan's {above.plan_fix}"
                if above is not None
                else "the whole step"
                if row is None
                else f"{format_ns(row['duration_ns'])} · {format_share(row['share_of_window_time'])} of kernel time "
                f"· {row['kernel_count']} kernels",
                "findings": [
                    {"finding": f, "rule": rules[f.rule], "saving": saving_text(f, iterations, step_ns)}
                    for f in findings
                    if f.operator == operator
                ],
            }
        )
    return groups


def top_finding(findings: list[Finding], iterations: int, step_ns: int | None) -> dict[str, Any] | None:
    """The rule hit ranked first, where the plan has no fix to lead with."""
    if not findings:
        return None
    return {"finding": findings[0], "saving": saving_text(findings[0], iterations, step_ns)}


def _saving_claim(ns: float, step_ns: float) -> str:
    return f"{format_ns(ns)} ({format_share(ns / step_ns)})" if step_ns else format_ns(ns)


def first_fix(plan: dict[str, Any], measured_step_ns: int | None) -> dict[str, str] | None:
    """The top of the page: the plan's first fix, its step saving against the modelled step."""
    fixes, step = plan["fixes"], plan["step_ns"]
    if not fixes or not step:
        return None
    first = fixes[0]
    claim = (
        f"saves {_saving_claim(first['saving_ns'], step)} of the modelled {format_ns(step)} step"
        + (f" (measured {format_ns(measured_step_ns)})" if measured_step_ns else "")
        + f"; the plan's {len(fixes)} fixes together {_saving_claim(plan['saving_ns'], step)}"
    )
    return {"title": first["title"], "action": first["action"], "claim": claim}


def whatif_view(whatif: dict[str, Any] | None) -> dict[str, Any] | None:
    """The what-if card: each fix run and timed, its predicted step against the measured one."""
    if whatif is None or not whatif.get("checked"):
        return None
    base = whatif["baseline"]["measured"]

    def measured(m: dict[str, Any]) -> str:
        interval = m["interval_ns"]
        span = f" [{format_ns(interval[0])}, {format_ns(interval[1])}]" if interval else ""
        return f"{format_ns(m['median_ns'])}{span} ({m['steps']} steps)"

    rows = [
        {
            "fixes": run["key"],
            "measured": "not run" if run["measured"] is None else measured(run["measured"]),
            "predicted": "n/a" if run["predicted_ns"] is None else format_ns(run["predicted_ns"]),
            "error": "n/a" if run["error"] is None else f"{run['error']:+.1%}",
            "note": run["reason"]
            or (
                "within target"
                if run["within_target"]
                else f"outside the {format_share(whatif['error_target'])} target"
            )
            + ("" if run["change_outside_interval"] else "; the change is within the baseline's interval"),
        }
        for run in whatif["runs"]
    ]
    return {"device": whatif["device"], "baseline": measured(base), "rows": rows, "method": whatif["method"]}


def plan_view(plan: dict[str, Any]) -> dict[str, Any]:
    """The plan's card: each fix with what it saves alone now, in the plan, and the step after."""
    step = plan["step_ns"]
    rows = [
        {
            "rank": rank,
            "title": fix["title"],
            "action": fix["action"],
            "formula": fix["formula"],
            "note": fix["note"],
            "alone": _saving_claim(fix["saving_alone_ns"], step),
            "saving": _saving_claim(fix["saving_ns"], step),
            "after": format_ns(fix["step_after_ns"]),
            "evidence": f"{format_count(round(fix['evidence']['kernels_per_step']))} kernels per step "
            f"({format_ns(fix['evidence']['kernel_ns_per_step'])}"
            + (
                f", {format_bytes(fix['evidence']['dram_bytes_per_step'])} of DRAM traffic"
                if fix["evidence"].get("dram_bytes_per_step")
                else ""
            )
            + ") of "
            f"{', '.join(fix['evidence']['operators'][:4]) or 'the step'}"
            + (f"; {len(fix['evidence']['operators']) - 4} more" if len(fix["evidence"]["operators"]) > 4 else "")
            + (
                f"; rules: {', '.join(sorted({s['rule'] for s in fix['evidence']['signals']}))}"
                if fix["evidence"]["signals"]
                else ""
            ),
        }
        for rank, fix in enumerate(plan["fixes"], start=1)
    ]
    lede = (
        plan.get("reason")
        or f"Each fix is a change to the step model, priced as the modelled {format_ns(step)} step before minus "
        "after; the fixes are applied together in this order, so the savings add up and never exceed the step. "
        f"Together: {_saving_claim(plan['saving_ns'], step)}."
    )
    return {"rows": rows, "left_out": plan["left_out"], "lede": lede}


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


def _stats_mhz(stats: dict[str, Any] | None) -> str | None:
    if not stats:
        return None
    return f"median {stats['median']:g} MHz ({stats['min']:g}-{stats['max']:g}, {stats['samples']} samples)"


def _span_text(span: dict[str, int]) -> str:
    return f"kernels {span['first_kernel']}-{span['first_kernel'] + span['count'] - 1}"


def _rows(*pairs: tuple[str, Any]) -> list[tuple[str, str]]:
    """Key-value rows of a conditions panel, leaving out what the capture did not record."""
    return [(key, str(value)) for key, value in pairs if value is not None and value != ""]


@dataclass(frozen=True)
class Panel:
    title: str
    rows: list[tuple[str, str]]
    tone: str | None = None  # "ok" or "warn": shown as a pill with the first row's value


TF32_SWITCHES = {
    "allow_tf32_matmul": "cuBLAS TF32 (torch.backends.cuda.matmul.allow_tf32)",
    "allow_tf32_cudnn": "cuDNN TF32 (torch.backends.cudnn.allow_tf32)",
}


def numerics_panel(workload: dict[str, Any]) -> Panel | None:
    """How the workload computed: dtype, autocast and each TF32 switch against PyTorch's default
    (capture.json's record of it, else PyTorch's own), warned where the capture overrode one."""
    numerics = workload.get("numerics")
    if not numerics:
        return None
    defaults = numerics.get("pytorch_defaults") or PYTORCH_TF32_DEFAULTS
    switches = [(key, numerics.get(key), defaults.get(key)) for key in TF32_SWITCHES]
    overridden = [key for key, value, default in switches if value is not None and value != default]

    def state(value: bool | None, default: bool | None) -> str | None:
        if value is None:
            return None
        said = "on" if value else "off"
        return (
            said
            if value == default
            else f"{said}: the capture overrode PyTorch's default ({'on' if default else 'off'})"
        )

    return Panel(
        "Numerics",
        _rows(
            ("overrides", ", ".join(TF32_SWITCHES[key].split(" (")[0] for key in overridden) or "none"),
            ("dtype", numerics.get("dtype")),
            ("autocast", None if numerics.get("autocast") is None else ("on" if numerics["autocast"] else "off")),
            *((TF32_SWITCHES[key], state(value, default)) for key, value, default in switches),
        ),
        "warn" if overridden else "ok",
    )


def capture_conditions(profile: dict[str, Any]) -> list[Panel]:
    """The measurement conditions, panel by panel: what makes two profiles comparable."""
    manifest, seen = profile["capture"]["manifest"], profile["capture"]["tools_seen"]
    gpu, clocks, window, iterations = (manifest[k] for k in ("gpu", "clocks", "window", "iterations"))
    nsys_seen, kineto_seen = seen.get("nsys_export") or {}, seen.get("kineto_trace") or {}
    ratio = profile["checks"]["ncu_nsys_duration_ratio"]
    ranged = manifest.get("range_profiler")
    spans = [(f"{tool} window", _span_text(window[tool])) for tool in ("nsys", "kineto", "ncu") if tool in window]
    return [
        Panel(
            "GPU",
            _rows(
                ("device", gpu["name"]),
                ("chip", f"{gpu['chip']} · sm_{(gpu.get('compute_capability') or '').replace('.', '')}"),
                ("SMs", gpu.get("sm_count")),
                ("driver", gpu.get("driver")),
                ("CUDA", gpu.get("cuda")),
            ),
        ),
        Panel(
            "Clocks",
            _rows(
                ("mode", clocks["mode"].replace("_", " ")),
                ("locked SM", clocks.get("locked_sm_mhz") and f"{clocks['locked_sm_mhz']:g} MHz"),
                ("locked memory", clocks.get("locked_memory_mhz") and f"{clocks['locked_memory_mhz']:g} MHz"),
                ("observed SM", _stats_mhz(clocks.get("sm_mhz"))),
                ("observed memory", _stats_mhz(clocks.get("memory_mhz"))),
                ("note", clocks.get("note")),
            ),
            "ok" if clocks["mode"] == "lock" else "warn",
        ),
        Panel(
            "Tools",
            _rows(
                *sorted(manifest["software"].items()),
                ("nsys export", nsys_seen.get("nsys_version")),
                ("CUPTI (Kineto)", kineto_seen.get("cupti_version")),
            ),
        ),
        *[panel for panel in (numerics_panel(manifest["workload"]),) if panel is not None],
        Panel(
            "Measured window",
            _rows(
                ("iterations", f"{iterations['warmup']} warm-up, {iterations['measured']} measured"),
                ("method", window["method"]),
                *spans,
                ("kernels", format_count(profile["window"]["kernels"])),
                ("kernel time", format_ns(profile["window"]["kernel_time_ns"])),
            ),
        ),
        Panel(
            "Determinism gate",
            _rows(
                ("status", profile["gate"]["status"]),
                ("mode", profile["gate"]["mode"]),
                ("nsys compared with", ", ".join(profile["gate"]["compared"]) or "nothing"),
            ),
            "ok",
        ),
        Panel(
            "CUPTI range profiler" if ranged else "Nsight Compute replay",
            _rows(
                *[
                    (f"group {f['group']}", f"{f['file']}: {f.get('passes') or '?'} passes, {f.get('wall_s') or '?'} s")
                    for f in seen.get("ncu_files", [])
                ],
                *(
                    [
                        ("where", "in the program's own run: one range per kernel, no replay"),
                        ("kernels counted", f"{ranged['kernels']:,} (one iteration; the others take its counters)"),
                        ("passes", f"{ranged['passes']}, one measured iteration each, {ranged['wall_s']} s"),
                        ("caches", f"{ranged['caches']}: DRAM bytes and hit rates are not ncu's flushed ones"),
                    ]
                    if ranged
                    else []
                ),
                ("metrics requested", len(manifest.get("metrics", [])) or None),
                (
                    "range profiler / nsys duration" if ranged else "ncu / nsys duration",
                    ratio
                    and f"median x{ratio['median']:.2f} (p05 x{ratio['p05']:.2f}, p95 x{ratio['p95']:.2f}); "
                    f"{ratio['beyond_limit']} beyond x{ratio['limit_factor']:g}",
                ),
                ("plausibility flags", profile["checks"]["flag_count"]),
            ),
            "warn" if ranged else None,
        ),
    ]


def null_counter_rows(profile: dict[str, Any], kernels: pd.DataFrame) -> list[dict[str, Any]]:
    """Every counter with null values: on how many kernels, and the reason the capture gives."""
    reasons = null_reasons(profile)
    nulls = kernels[counter_columns()].isna().sum()
    return [
        {
            "counter": c["name"],
            "kernels": f"{nulls[counter_column(c['name'])]:,} of {len(kernels):,}",
            "reason": reasons.get(c["name"], "measured, but without a value on these kernels (see counter_provenance)"),
        }
        for c in profile["counters"]
        if nulls.get(counter_column(c["name"]), 0) > 0
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


def medium_accuracy_text(accuracy: dict[str, Any] | None) -> str | None:
    """The medium tier's accuracy in one sentence, beside the tier counts."""
    if accuracy is None:
        return None
    first = accuracy["first_difference"]
    differs = (
        ""
        if first is None
        else f" First difference at position {first['position']} ({first['kernel']}): CUPTI names {first['cupti']}, "
        f"the medium tier {first['without_kineto'] or 'nothing'} ({first['method']})."
    )
    return (
        f"Medium tier accuracy: attributed again without Kineto (NVTX enclosure, Inductor's map), "
        f"{accuracy['agree']:,} of the {accuracy['kernels']:,} kernels the high tier attributes get the same operator "
        f"invocation ({format_share(accuracy['kernel_share'])} of kernels, "
        f"{format_share(accuracy['time_share'])} of their time).{differs}"
    )


def _replay_warning(replays: dict[str, Any] | None, kernel_time_ns: int) -> list[str]:
    """A CUDA graph replay no call list of Inductor's output code aligns with: where and why."""
    if replays is None or replays["aligned"] == replays["replays"]:
        return []
    first = replays["first_failure"]
    return [
        f"{replays['replays'] - replays['aligned']} of {replays['replays']} CUDA graph replays align with no call list "
        f"of Inductor's output code: their {replays['unaligned_kernels']:,} kernels "
        f"({format_share(replays['unaligned_time_ns'] / kernel_time_ns)} of kernel time) stay on the operator that "
        f"replayed the graph and the fusion coverage does not reach their extern calls. The closest call list "
        f"({first['graph']}) stops matching at the replay's kernel {first['kernel']} (window position "
        f"{first['position']}): {first['reason']}."
    ]


def trust_warnings(profile: dict[str, Any]) -> list[str]:
    """What the profile's checks found that a reader must see before any number: exports that
    disagree with capture.json, and counters beyond what the GPU can do."""
    checks = profile["checks"]
    warnings = [
        f"The captures disagree on {describe_disagreement(f)}: these numbers may not be from the GPU named here."
        for f in checks["capture_agreement"]["facts"]
        if not f["agree"]
    ]
    fusion = checks["fusion_coverage"]
    if fusion["time_share"] is not None and fusion["time_share"] < 1:
        warnings.append(
            f"Inductor's fusion map names the aten operators of {fusion['covered_kernels']} of "
            f"{fusion['triton_kernels']} generated Triton kernels ({format_share(fusion['time_share'])} of their "
            "time): the others show no fused operators."
        )
    warnings += [
        f"{f['operator_name']} runs at {beyond_roof_reason(f)}; no finding is drawn from it."
        for f in checks["flags"]
        if f["kind"] == "beyond_roof"
    ]
    warnings += _replay_warning(fusion.get("graph_replays"), profile["window"]["kernel_time_ns"])
    beyond = [f for f in checks["flags"] if f["kind"] == "dram_bytes_beyond_peak"]
    if beyond:
        peak = checks["dram_peak"]["peak_bytes_per_s"]
        kernels = f"{len(beyond)} kernel{'s' if len(beyond) > 1 else ''}"
        warnings.append(
            f"{kernels} moved more DRAM bytes than {peak / 1e12:.2f} TB/s (the GPU's peak) allows in their ncu "
            f"duration, first at position {beyond[0]['position']}: their DRAM counters cannot be right."
        )
    return warnings


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

"""The page's findings and fixes: the rule hits grouped by operator with each rule's own estimate (kernel
or GPU idle time, labelled so), the plan's fixes priced in step time, and the what-if runs that check them.
"""

from __future__ import annotations

from typing import Any

import pandas as pd

from opprof.findings.plan import ALL_RULES
from opprof.findings.rules import Finding
from opprof.units import format_bytes, format_count, format_ns, format_share


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
            + ("" if run["change_outside_interval"] else "; the change is within the baseline's interval")
            + (f"; {run['miss']}" if run.get("miss") else ""),
        }
        for run in whatif["runs"]
    ]
    model = whatif["baseline"]
    modelled = (
        "n/a"
        if model["modelled_ns"] is None
        else f"{format_ns(model['modelled_ns'])} ({model['error']:+.1%} of the measured)"
    )
    return {
        "device": whatif["device"],
        "profiled_on": whatif["profiled_on"],
        "baseline": measured(base),
        "host": format_ns(model["host_ns"]),
        "modelled": modelled,
        "rows": rows,
        "method": whatif["method"],
    }


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

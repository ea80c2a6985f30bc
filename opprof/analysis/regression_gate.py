"""The regression gate over one diff (config diff.gate): which rules the diff crosses (a family's
or the total kernel time, the step, the peak memory, a counter past a bound), and the table that
fails the target with them."""

from __future__ import annotations

import math
from typing import Any

import numpy as np


def gate_rule_faults(gate: dict[str, Any]) -> list[str]:
    """The bounds of a gate (config diff.gate) that could never fail a diff: a bound that is not a
    finite number (NaN compares false with everything), or a counter's min above its max."""
    counters = gate.get("counters", [])
    keys = ("family_slower_pct", "total_slower_pct", "step_slower_pct", "min_change_ns", "peak_memory_grew_pct")
    bounds = [(key, gate[key]) for key in keys if key in gate]
    bounds += [
        (f"counters[{i}].{side}", b[side]) for i, b in enumerate(counters) for side in ("min", "max") if side in b
    ]
    faults = [f"{key} is {value}" for key, value in bounds if not math.isfinite(float(value))]
    faults += [
        f"counters[{i}] has min {b['min']:g} above max {b['max']:g}"
        for i, b in enumerate(counters)
        if "min" in b and "max" in b and b["min"] > b["max"]
    ]
    return faults


def gate_diff(diff: dict[str, Any], gate: dict[str, Any], expected: list[str]) -> dict[str, Any]:
    """Which of the gate's rules the diff crosses: a family's (or the total) kernel time up more
    than a percentage and more than a floor in ns, or a counter of a family past a bound on the
    new side. Families in ``expected`` (an optimization that adds casts, say) are priced in the
    diff but not gated. A counter the profile has no value for crosses its bound: a gate that
    cannot check passes nothing."""
    pct, floor = float(gate["family_slower_pct"]), float(gate["min_change_ns"])
    crossed = []
    for row in diff["families"]:
        if row["family"] in expected or row["change_ns"] <= floor:
            continue
        if row["base_ns"] == 0 or 100 * row["change_ns"] / row["base_ns"] > pct:
            crossed.append(
                _crossing(
                    "kernel time", row["family"], row["base_ns"], row["new_ns"], f"> +{pct:g}% and > {floor:g} ns"
                )
            )
    base_ns, new_ns = diff["base"]["kernel_ns"], diff["new"]["kernel_ns"]
    total_pct = float(gate["total_slower_pct"])
    if new_ns - base_ns > floor and (base_ns == 0 or 100 * (new_ns - base_ns) / base_ns > total_pct):
        crossed.append(_crossing("kernel time", "(all)", base_ns, new_ns, f"> +{total_pct:g}%"))
    sources = [d for d in diff["differences"] if d["what"] == "step source"]
    not_gated = [
        {"what": "step time", "reason": f"{d['base']} against {d['new']}: a step compares only with one timed alike"}
        for d in sources
    ]
    if not sources:
        crossed.extend(_step_crossing(diff, float(gate["step_slower_pct"]), floor))
    if "peak_memory_grew_pct" in gate:
        crossed.extend(_memory_crossing(diff["memory"], float(gate["peak_memory_grew_pct"])))
    for bound in gate.get("counters", []):
        crossed.extend(_counter_crossing(diff, bound))
    return {
        "passed": not crossed,
        "rules": gate,
        "expected": list(expected),
        "crossed": crossed,
        "not_gated": not_gated,
    }


def _crossing(what: str, family: str, base: float | None, new: float | None, threshold: str) -> dict[str, Any]:
    return {"what": what, "family": family, "base": base, "new": new, "threshold": threshold}


def _step_crossing(diff: dict[str, Any], pct: float, floor: float) -> list[dict[str, Any]]:
    """The step's wall time up by more than ``pct`` and ``floor`` ns, and outside the speedup's
    95% interval where there is one (a step of too few samples for one is held to the
    percentage alone); a side without a comparable step crosses, since a gate that cannot check
    passes nothing."""
    base, new = diff["base"]["step"]["wall_ns"], diff["new"]["step"]["wall_ns"]
    change = diff["step_change"]
    threshold = f"> +{pct:g}% and > {floor:g} ns"
    if change["ratio"] is None:
        return [_crossing("step time", "(step)", base, new, f"{threshold} (not comparable: {change['reason']})")]
    interval = change["interval"]
    if interval is not None and interval[1] >= 1:
        return []
    if new - base > floor and 100 * (new - base) / base > pct:
        within = "no 95% interval" if interval is None else f"95% interval {interval[0]:.2f}x-{interval[1]:.2f}x"
        return [_crossing("step time", "(step)", base, new, f"{threshold}, {within}")]
    return []


def _memory_crossing(memory: dict[str, Any], pct: float) -> list[dict[str, Any]]:
    """The step's peak memory up by more than ``pct``; a side without a memory phase crosses."""
    base, new = memory["base_peak_bytes"], memory["new_peak_bytes"]
    threshold = f"> +{pct:g}%"
    if base is None or new is None:
        return [_crossing("peak memory", "(step)", base, new, f"{threshold} ({memory['reason']})")]
    if base <= 0:
        return [_crossing("peak memory", "(step)", base, new, f"{threshold} (not comparable: a base peak of {base} B)")]
    return [_crossing("peak memory", "(step)", base, new, threshold)] if 100 * (new - base) / base > pct else []


def _counter_crossing(diff: dict[str, Any], bound: dict[str, Any]) -> list[dict[str, Any]]:
    row = next((r for r in diff["families"] if r["family"] == bound["family"]), None)
    counter = bound["counter"]
    values = (row or {}).get("counters", {}).get(counter, {"base": None, "new": None})
    value, low, high = values.get("new"), bound.get("min"), bound.get("max")
    limits = " and ".join(
        t for t in (f">= {low:g}" if low is not None else "", f"<= {high:g}" if high is not None else "") if t
    )
    if value is None:
        return [_crossing(counter, bound["family"], values.get("base"), None, f"{limits} (no value to check)")]
    if (low is not None and value < low) or (high is not None and value > high):
        return [_crossing(counter, bound["family"], values.get("base"), value, limits)]
    return []


def crossed_table(crossed: list[dict[str, Any]]) -> str:
    """The crossed rules as a fixed-width table for the terminal."""
    header = f"{'rule':<24} {'family':<18} {'base':>14} {'new':>14}  threshold"
    lines = [header] + [
        f"{c['what']:<24} {c['family']:<18} {_cell(c['base']):>14} {_cell(c['new']):>14}  {c['threshold']}"
        for c in crossed
    ]
    return "\n".join(lines)


def _cell(value: float | None) -> str:
    return "n/a" if value is None or not np.isfinite(value) else f"{value:,.1f}"

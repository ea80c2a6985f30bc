"""Predictions checked by running the fix: each what-if run (opprof/capture/whatif.py) against the
plan's prediction for the same set of fixes.

The runs may come from another machine than the profiled capture: another CPU issues the same
step faster or slower, so a prediction is checked on the step model recalibrated to the run's own
baseline host time (the median of its steps' host time, read off the plan's host sweep), with the
kernel times as profiled. Its error is the predicted step less the measured one, as a share of
the measured baseline step (what the user pays).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from opprof.analysis.host_time import median_interval
from opprof.analysis.step_model import fix_key
from opprof.errors import OpprofError
from opprof.units import format_ns

# The error within which a prediction counts as checked, as a share of the measured step.
ERROR_TARGET = 0.15
RUNS_FORMAT = "opprof-whatif-runs"
# What the step model cannot predict, and why.
NOT_MODELLED = {
    "bf16_autocast": "not modelled: autocast adds casts and moves GEMMs to another pipe; measured only",
    "compile": "not modelled: which kernels Inductor fuses is known only once compiled; measured only",
    "reduce_overhead": "not modelled as such: a CUDA graph of Inductor's fused kernels; the cuda_graphs prediction "
    "bounds it from above",
}


# The fixes that take the host out of the step: under them a run's host time falls by design.
GRAPHED = {"cuda_graphs", "reduce_overhead"}


def _host_ns(run: dict[str, Any]) -> float:
    """The median of a run's steps' host time (what its host took to issue each step)."""
    return float(np.median([int(s["host_ns"]) for s in run["steps"]]))


def _miss(fixes: list[str], error: float, outside: bool | None, host_ns: float, base: dict[str, Any]) -> str | None:
    """Why a prediction missed its target, where the run says: a fix that leaves the host in the
    step but changed the host's own time (work a library does per call, which the model holds
    fixed) by at least half the miss. Not claimed where the run's step is within the baseline's
    interval: there the host's time moved with the noise of its steps."""
    if abs(error) <= ERROR_TARGET or not outside or GRAPHED & set(fixes):
        return None
    moved = host_ns - base["host_ns"]
    if abs(moved) < abs(error) * base["measured"]["median_ns"] / 2:
        return None
    return (
        f"the run's host took {format_ns(host_ns)} to issue a step against the baseline's "
        f"{format_ns(base['host_ns'])}: the fix changed host work the model holds fixed (it prices kernels and "
        "launches, not what a library does on the host per call)"
    )


def _measured(run: dict[str, Any]) -> dict[str, Any]:
    walls = [int(s["wall_ns"]) for s in run["steps"]]
    return {"steps": len(walls), "median_ns": float(np.median(walls)), **median_interval(walls)}


def _outside(a: dict[str, Any], b: dict[str, Any]) -> bool | None:
    """Whether two measured medians differ beyond their intervals (None where either has none)."""
    if a["interval_ns"] is None or b["interval_ns"] is None:
        return None
    return a["interval_ns"][1] < b["interval_ns"][0] or b["interval_ns"][1] < a["interval_ns"][0]


def _unchecked(fixes: list[str], measured: dict[str, Any] | None, reason: str) -> dict[str, Any]:
    """A run (or a fix no run made) with no prediction checked, and why."""
    return {
        "fixes": fixes,
        "key": fix_key(fixes),
        "measured": measured,
        "predicted_ns": None,
        "error": None,
        "checked": False,
        "reason": reason,
    }


def _host_range(sweep: dict[str, Any]) -> tuple[float, float]:
    return float(sweep["host_ns"][0]), float(sweep["host_ns"][-1])


def at_host(sweep: dict[str, Any], key: str, host_ns: float) -> float | None:
    """The modelled step of fix set ``key`` on a host whose baseline step takes ``host_ns`` to
    issue: the sweep's walls interpolated between the host speeds around it (None where the sweep
    has no such set or the host lies outside it)."""
    walls = sweep["wall_ns"].get(key)
    low, high = _host_range(sweep)
    if walls is None or None in walls or not low <= host_ns <= high:
        return None
    return float(np.interp(host_ns, sweep["host_ns"], walls))


def _baseline(run: dict[str, Any], sweep: dict[str, Any] | None) -> dict[str, Any]:
    """The run's baseline: measured, its host time, and the model's step at that host."""
    measured = _measured(run)
    host = _host_ns(run)
    modelled = None if sweep is None else at_host(sweep, "baseline", host)
    error = None if modelled is None else (modelled - measured["median_ns"]) / measured["median_ns"]
    return {"measured": measured, "host_ns": host, "modelled_ns": modelled, "error": error}


def check_runs(runs: dict[str, Any], plan: dict[str, Any], path: str, not_runnable: dict[str, str]) -> dict[str, Any]:
    """whatif.json: per run, the predicted step (the model at the run's baseline host time), the
    measured step with its interval, and the error; runs the model cannot predict say why, and
    so do the plan's fixes no run could make (``not_runnable``: why, by fix)."""
    if runs.get("format") != RUNS_FORMAT:
        raise OpprofError(path, f"not a what-if runs file (format {runs.get('format')!r}, expected {RUNS_FORMAT!r})")
    by_key = {fix_key(r["fixes"]): r for r in runs["runs"]}
    base = by_key.get("baseline")
    if base is None or "error" in base:
        raise OpprofError(path, "no baseline run: a fix's measured step has nothing to be compared with")
    sweep = plan.get("host_sweep")
    baseline = _baseline(base, sweep)
    measured_base = baseline["measured"]
    outside_sweep = None
    if sweep is not None and baseline["modelled_ns"] is None:
        low, high = _host_range(sweep)
        outside_sweep = (
            f"not checked: the run's host took {format_ns(baseline['host_ns'])} to issue its baseline step, outside "
            f"the modelled range ({format_ns(low)} to {format_ns(high)})"
        )
    rows = []
    for key, run in by_key.items():
        if key == "baseline":
            continue
        if "error" in run:
            rows.append(_unchecked(run["fixes"], None, f"the fix did not run: {run['error']}"))
            continue
        got = _measured(run)
        outside = _outside(got, measured_base)
        predicted = None if sweep is None or outside_sweep else at_host(sweep, key, baseline["host_ns"])
        if predicted is None:
            unknown = [f for f in run["fixes"] if f in NOT_MODELLED]
            reason = NOT_MODELLED[unknown[0]] if unknown else "not predicted: the plan has no such fix for this step"
            rows.append({**_unchecked(run["fixes"], got, outside_sweep or reason), "change_outside_interval": outside})
            continue
        error = (predicted - got["median_ns"]) / measured_base["median_ns"]
        host = _host_ns(run)
        rows.append(
            {
                "fixes": run["fixes"],
                "key": key,
                "measured": got,
                "predicted_ns": predicted,
                "error": error,
                "checked": True,
                "within_target": abs(error) <= ERROR_TARGET,
                "change_outside_interval": outside,
                "host_ns": host,
                "miss": _miss(run["fixes"], error, outside, host, baseline),
                "reason": None,
            }
        )
    ran = {f for r in runs["runs"] for f in r["fixes"]}
    for fix in plan["fixes"]:
        if fix["fix"] not in ran:
            why = not_runnable.get(fix["fix"], "no what-if run made it")
            rows.append(_unchecked([fix["fix"]], None, f"not checked: {why}"))
    return {
        "workload": runs.get("workload"),
        "device": base.get("device"),
        "torch": base.get("torch"),
        "baseline": baseline,
        "runs": rows,
        "error_target": ERROR_TARGET,
        "method": "predicted step = the step model with its host times scaled until the modelled baseline's host "
        "time equals the run's (the median of its baseline steps' host time; the plan's host sweep, interpolated), "
        "the fixes applied, kernel times as profiled on the bundle's GPU; error = (predicted - measured) / measured "
        "baseline; steps of each run timed with no profiler, its median with a 95% distribution-free interval",
    }

"""Validation of propagated counters: the optimized replay against a replay of every kernel.

Launch constants must be equal, instruction counts within 2%, and the duration-weighted rates
of each operator family within 5% of the fully measured ones (for percentages, or within 0.1
percentage points: 0.003% of tensor-pipe activity has no stable relative error). Beside each
family's error stands how far its rate moved between two measured iterations of the full
replay: identical kernels measured twice never agree exactly, and that is the noise floor. And
how far it moves when the full replay's own measurement of each source position is propagated
(``same_run_rel``): that error is layer dedup's assumption alone (identical layers measure alike),
free of the noise between the two ncu runs. And, where validation also repeated the optimized
replay (``repeat_rel``), how far the family moved between two runs of that same replay: ncu's
run-to-run repeatability, which no propagation can beat.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pandas as pd

from opprof.analysis.aggregate import aggregate_counters
from opprof.analysis.gate import capture_sequence, check_sequences, nsys_sequence
from opprof.counters import catalogue
from opprof.errors import OpprofError
from opprof.tables import COUNTER_PREFIX, counter_column

INSTRUCTION_TOLERANCE = 0.02
RATE_TOLERANCE = 0.05
RATE_ABSOLUTE_FLOOR = 0.1
LAUNCH_CONSTANTS = ("registers_per_thread", "dynamic_shared_memory_bytes")


def _relative(a: pd.Series, b: pd.Series) -> pd.Series:
    return (a - b).abs() / b.abs().where(b.abs() > 0)


def metric_errors(optimized: pd.DataFrame, full: pd.DataFrame) -> pd.DataFrame:
    """Per counter: relative error of propagated and of measured kernels against the full replay."""
    rows = []
    for counter in catalogue():
        column = counter_column(counter.name)
        if column not in full or full[column].isna().all():
            continue
        for provenance in ("propagated", "measured"):
            mask = optimized["counter_provenance"] == provenance
            error = _relative(optimized.loc[mask, column], full.loc[mask, column]).dropna()
            absolute = (optimized.loc[mask, column] - full.loc[mask, column]).abs().dropna()
            rows.append(
                {
                    "counter": counter.name,
                    "provenance": provenance,
                    "kernels": int(mask.sum()),
                    "median_rel_error": float(error.median()) if len(error) else None,
                    "p95_rel_error": float(error.quantile(0.95)) if len(error) else None,
                    "max_rel_error": float(error.max()) if len(error) else None,
                    "max_abs_error": float(absolute.max()) if len(absolute) else None,
                }
            )
    return pd.DataFrame(rows)


def _family_rates(kernels: pd.DataFrame) -> pd.DataFrame:
    rates = [counter_column(c.name) for c in catalogue() if c.aggregation == "rate"]
    attributed = kernels[kernels["operator_name"].notna()]
    return aggregate_counters(attributed, ["operator_name"])[rates]


def _relative_change(a: float, b: float) -> float | None:
    return None if np.isnan(a) or np.isnan(b) or b == 0 else abs(a - b) / abs(b)


def propagated_within(full: pd.DataFrame, optimized: pd.DataFrame) -> pd.DataFrame:
    """The full replay with each propagated position's counters replaced by the full replay's own
    values at its source position (both frames indexed by position)."""
    source = optimized["propagated_from_position"].reindex(full.index)
    rows = source.notna().to_numpy()
    inside = rows & source.isin(full.index).to_numpy()
    counters = [c for c in full.columns if str(c).startswith(COUNTER_PREFIX)]
    copied = full.copy()
    copied.loc[inside, counters] = full.loc[source[inside].astype("int64").to_numpy(), counters].to_numpy()
    copied.loc[rows & ~inside, counters] = np.nan  # its source lies outside a sampled full replay
    return copied


def counters_from(optimized: pd.DataFrame, run: pd.DataFrame, rows: npt.NDArray[np.bool_]) -> pd.DataFrame:
    """``optimized`` with another ncu run's counters on ``rows`` (that run's kernels, in position
    order); a counter the run lacks keeps the optimized values."""
    copied = optimized.copy()
    for counter in catalogue():
        if counter.name in run:
            copied.loc[rows, counter_column(counter.name)] = run[counter.name].to_numpy(dtype=float)
    return copied


def repeated(optimized: pd.DataFrame, repeat_ncu: pd.DataFrame, source: Path) -> pd.DataFrame:
    """The optimized profile with a second run of the same replay in place of its measured
    counters, propagated by the same plan (``optimized`` indexed by position)."""
    measured = (optimized["counter_provenance"] == "measured").to_numpy()
    if measured.sum() != len(repeat_ncu):
        raise OpprofError(
            source, f"repeated replay profiled {len(repeat_ncu)} kernels, the optimized one {int(measured.sum())}"
        )
    return propagated_within(counters_from(optimized, repeat_ncu, measured), optimized)


def family_rates(optimized: pd.DataFrame, full: pd.DataFrame, repeat: pd.DataFrame | None = None) -> pd.DataFrame:
    """Duration-weighted rates per operator family, optimized against fully measured.

    ``noise_rel`` is how far the same family's rate moved between measured iteration 0 and the
    other measured iterations of the full replay (identical kernels, measured twice): the error
    that measuring again would have had. ``same_run_rel`` is the error of propagating inside the
    full replay, ``repeat_rel`` how far a second run of the optimized replay moved (see the
    module's docstring; None without a repeat).
    """
    percent = {counter_column(c.name) for c in catalogue() if c.unit == "%"}
    ours = _family_rates(optimized)
    theirs = _family_rates(full).reindex(ours.index)
    same_run = _family_rates(propagated_within(full, optimized)).reindex(ours.index)
    again = _family_rates(repeat).reindex(ours.index) if repeat is not None else None
    # The timeline's durations, not ncu's: the share of the window each family's verdict is about.
    share = optimized.groupby("operator_name")["duration_ns"].sum() / optimized["duration_ns"].sum()
    first = _family_rates(full[full["iteration"] == 0]).reindex(ours.index)
    rest = _family_rates(full[full["iteration"] != 0]).reindex(ours.index)
    rows = []
    for family in ours.index:
        for column in ours.columns:
            a, b = float(ours.loc[family, column]), float(theirs.loc[family, column])
            if np.isnan(a) or np.isnan(b):
                continue
            rel = _relative_change(a, b)
            ok = (rel is not None and rel <= RATE_TOLERANCE) or (
                column in percent and abs(a - b) <= RATE_ABSOLUTE_FLOOR
            )
            noise = _relative_change(float(first.loc[family, column]), float(rest.loc[family, column]))
            rows.append(
                {
                    "operator_family": str(family),
                    "time_share": float(share[family]),
                    "counter": str(column)[len(COUNTER_PREFIX) :],
                    "optimized": a,
                    "full": b,
                    "rel_error": rel,
                    "noise_rel": noise,
                    "same_run_rel": _relative_change(float(same_run.loc[family, column]), b),
                    "repeat_rel": None if again is None else _relative_change(float(again.loc[family, column]), a),
                    "within": ok,
                }
            )
    return pd.DataFrame(rows)


def validate_replay(
    optimized: pd.DataFrame,
    full_ncu: pd.DataFrame,
    nsys_window: pd.DataFrame,
    source: Path,
    repeat_ncu: pd.DataFrame | None = None,
    sampled: bool = False,
) -> dict[str, Any]:
    """Compare position by position; the full replay must have run exactly the window's kernels
    (``sampled``: its first launches), a repeat of the optimized replay (optional) exactly the
    kernels that one measured. A sample is compared on its own positions; a position whose counters
    came from outside it has no same-run figure."""
    window = len(optimized)
    if len(full_ncu) > window or (len(full_ncu) < window and not sampled) or not len(full_ncu):
        raise OpprofError(source, f"full replay profiled {len(full_ncu)} kernels, the window has {window}")
    reference = capture_sequence("ncu[full]", full_ncu)
    nsys_window = nsys_window.sort_values("position").iloc[: len(full_ncu)]
    check_sequences(nsys_sequence(nsys_window, reference.name_kind, source), reference, source)
    everything = optimized.sort_values("position").reset_index(drop=True)
    repeat = repeated(everything, repeat_ncu, source) if repeat_ncu is not None else None
    optimized = everything.iloc[: len(full_ncu)]
    repeat = None if repeat is None else repeat.iloc[: len(full_ncu)]
    full = counters_from(optimized, full_ncu, np.ones(len(optimized), dtype=bool))
    errors = metric_errors(optimized, full)
    propagated = optimized["counter_provenance"] == "propagated"
    constants_equal = all(
        np.array_equal(
            optimized.loc[propagated, counter_column(c)].to_numpy(),
            full.loc[propagated, counter_column(c)].to_numpy(),
            equal_nan=True,
        )
        for c in LAUNCH_CONSTANTS
    )
    instructions = _relative(
        optimized.loc[propagated, counter_column("instructions_executed")],
        full.loc[propagated, counter_column("instructions_executed")],
    ).dropna()
    rates = family_rates(optimized, full, repeat)
    return {
        "kernels": len(optimized),
        "sample": {"launches": len(full_ncu), "window": window} if len(full_ncu) < window else None,
        "propagated_kernels": int(propagated.sum()),
        "launch_constants_equal": constants_equal,
        "instructions_max_rel_error": float(instructions.max()) if len(instructions) else 0.0,
        "instructions_within_2pct": bool((instructions <= INSTRUCTION_TOLERANCE).all()),
        "family_rates_within_5pct": bool(rates["within"].all()) if len(rates) else True,
        "tolerances": {
            "instructions": INSTRUCTION_TOLERANCE,
            "rates": RATE_TOLERANCE,
            "rate_absolute_floor": RATE_ABSOLUTE_FLOOR,
        },
        "metrics": errors.to_dict("records"),
        "family_rates": rates.to_dict("records"),
    }


def naive_cost(runs: list[tuple[int, float]], window: int) -> dict[str, float]:
    """What replaying all ``window`` kernels in one ncu program run would cost, from program runs
    of (kernels profiled, wall seconds): each run's wall is a start-up plus a cost per profiled
    kernel, fitted by least squares over the runs (at least two of different sizes)."""
    kernels = np.array([k for k, _ in runs], dtype=float)
    walls = np.array([w for _, w in runs], dtype=float)
    if len(np.unique(kernels)) < 2:
        raise ValueError(f"a start-up and a per-kernel cost need runs of two sizes, not {runs}")
    (per_kernel, startup), *_ = np.linalg.lstsq(np.stack([kernels, np.ones_like(kernels)], axis=1), walls, rcond=None)
    return {"startup_s": float(startup), "kernel_s": float(per_kernel), "wall_s": float(startup + window * per_kernel)}


def describe_validation(report: dict[str, Any]) -> str:
    """The validation report as text: what ncu cost (when the report has both runs), the
    propagated-counter errors, the family-rate table and the verdict against each target."""
    lines = []
    runs = report.get("ncu_runs")
    if runs:
        for kind in ("full", "optimized", "repeat"):
            if kind in runs:
                run = runs[kind]
                lines.append(
                    f"ncu {kind:9s}: {run['kernels']:4d} kernels, {run['passes']} passes, {run['wall_s']:7.1f} s"
                )
        naive = report.get("naive")  # reports made before it was added measured the naive replay
        if naive is not None:
            lines.append(f"naive replay of the whole window: {naive['wall_s']:.1f} s ({naive['how']})")
        lines.append(
            f"speedup {report['speedup']:.2f}x (target >= 8x); optimized {runs['optimized']['wall_s']:.1f} s"
            " (target < 60 s)"
        )
    metrics = pd.DataFrame(report["metrics"])
    propagated = metrics[metrics["provenance"] == "propagated"].drop(columns="provenance")
    lines += ["", "per counter, propagated kernels against their measured values:"]
    lines.append(propagated.to_string(index=False, float_format=lambda v: f"{v:.4f}"))
    rates = pd.DataFrame(report["family_rates"])
    lines += [
        "",
        "duration-weighted rates per operator family (optimized vs fully measured; noise: iteration 0 vs 1"
        " of the full replay; repeat: a second run of the optimized replay):",
    ]
    lines.append(rates.to_string(index=False, float_format=lambda v: f"{v:.4f}"))
    # Reports made before the repeat was added lack its column.
    noise = (
        rates[["noise_rel", "repeat_rel"]].astype(float).max(axis=1) if "repeat_rel" in rates else rates["noise_rel"]
    )
    beyond_noise = (~rates["within"]) & ~(rates["rel_error"] <= noise)
    lines += [
        "",
        f"launch constants equal: {report['launch_constants_equal']}; instruction counts max relative error "
        f"{report['instructions_max_rel_error']:.4%} (limit {INSTRUCTION_TOLERANCE:.0%}); family rates within "
        f"{RATE_TOLERANCE:.0%}: {int(rates['within'].sum())} of {len(rates)}, beyond {RATE_TOLERANCE:.0%} but within"
        " the measured-twice noise: "
        f"{int(((~rates['within']) & ~beyond_noise).sum())}, beyond both: {int(beyond_noise.sum())}",
    ]
    if "time_share" in rates:  # reports made before it was added lack the column
        families = rates.loc[beyond_noise, ["operator_family", "time_share"]].drop_duplicates()
        lines.append(
            f"families beyond both: {', '.join(families['operator_family']) or 'none'}"
            f" ({families['time_share'].sum():.2%} of the window's kernel time)"
        )
    same_run = (~rates["within"]) & (rates["same_run_rel"] > RATE_TOLERANCE)
    lines.append(
        f"beyond {RATE_TOLERANCE:.0%} where propagating inside the full replay is beyond {RATE_TOLERANCE:.0%} too: "
        f"{int(same_run.sum())}"
        f" of {int((~rates['within']).sum())}"
    )
    return "\n".join(lines)

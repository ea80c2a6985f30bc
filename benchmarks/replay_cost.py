"""What counters cost: ncu wall time of the optimized replay (layer dedup, sequence dedup and the
iteration repeat) against the naive one (every kernel of the measured window), per workload, from
the recorded H200 bundles and the validation runs kept beside them; then each validation's table.

The naive replay is measured where a validation replayed the whole window (gpt2). Elsewhere it is
extrapolated: each ncu program run costs a start-up plus a cost per profiled kernel, fitted by
least squares to the program runs of the same workload that were timed (the bundle's own runs, a
validation's sample of the window's first launches, an earlier capture's run kept as
benchmarks/h200/<name>/ncu_all_before_sequence_dedup.json), and the line says which.

gpt2_train's counters come from CUPTI's range profiler (ncu.range_profiler): its row is that
phase, its naive replay fitted to the ncu capture it replaced (benchmarks/h200/gpt2_train/ncu_bundle/).
The range profiler's runs for gpt2 and the LSTM (benchmarks/h200/<name>/range_profiler/) are
printed beside their ncu rows, and every range profiler run is compared with the ncu capture of
the same workload at the positions ncu measured: launch identity (CTAs and warps against ncu's
grid and block), instructions within 2%, and how far each rate is apart.

    python benchmarks/replay_cost.py                 # the recorded H200 figures
    python benchmarks/replay_cost.py REPORT.json     # one validation report, e.g. after
        snakemake --cores 1 results/gpt2/replay_validation.json   (on a GPU machine)
"""

from __future__ import annotations

import argparse
import gzip
import json
from pathlib import Path
from typing import Any

import pandas as pd

from opprof.analysis.gate import launched
from opprof.analysis.replay_validation import describe_validation, naive_cost
from opprof.bundle.replay_plan import load_plan
from opprof.ingest import cupti, ncu
from opprof.tables import NCU_COUNTERS

ROOT = Path(__file__).resolve().parent.parent
BUNDLES = ROOT / "captures" / "h200"
RECORDS = ROOT / "benchmarks" / "h200"
# The workloads the cost target names (and the batched LSTMs), with their ncu wall-time targets in seconds.
TARGETS = {
    "gpt2": 12,
    "gpt2_compiled": 30,
    "lstm_sequence_encoder": 30,
    "lstm_sequence_encoder_compiled": 30,
    "gpt2_train": 30,
    "lstm_sequence_encoder_batched": 30,
    "lstm_sequence_encoder_batched_compiled": 30,
}
EARLIER = "ncu_all_before_sequence_dedup.json"
# The same optimized replay run again later on a fresh H200 with the current code (bytecode cache
# included), kept beside the bundle's record: the spread between hosts and sessions.
RERUN = "ncu_all_rerun.json"
# ncu's capture of a workload whose bundle the range profiler's replaced, and the range profiler's
# runs of workloads whose bundles ncu counted.
REPLACED = "ncu_bundle"
RANGE_PROFILER = "range_profiler"
RANGE_RERUNS = "cupti_counters_rerun*.json"
INSTRUCTIONS_WITHIN = 0.02


def _read(path: Path) -> dict[str, Any] | None:
    return json.loads(path.read_text()) if path.exists() else None


def ncu_bundle(name: str) -> Path:
    """The workload's ncu capture: its bundle, or the one the range profiler's replaced."""
    manifest = json.loads((BUNDLES / name / "capture.json").read_text())
    return BUNDLES / name if manifest["files"]["ncu"] else RECORDS / name / REPLACED


def program_runs(name: str) -> list[tuple[int, float, str]]:
    """Every timed ncu program run of a workload: (kernels profiled, wall seconds, where from)."""
    manifest = json.loads((ncu_bundle(name) / "capture.json").read_text())
    plan = json.loads((ncu_bundle(name) / "replay_plan.json").read_text())
    runs: list[tuple[int, float, str]] = []
    for entry in manifest["files"]["ncu"]:
        spans = entry.get("runs") or [{"launch_count": plan["ncu_kernels"], "wall_s": entry["wall_s"]}]
        runs += [(int(r["launch_count"]), float(r["wall_s"]), "bundle") for r in spans]
    earlier = _read(RECORDS / name / EARLIER)
    if earlier is not None:
        runs.append((int(earlier["kernels"]), float(earlier["wall_s"]), "earlier capture"))
    return runs


def naive_of(name: str, window: int) -> dict[str, Any] | None:
    """The naive replay's wall time and how it was had, None where no two run sizes were timed."""
    validation = _read(RECORDS / name / "replay_validation.json")
    if validation is not None and "naive" in validation:
        naive: dict[str, Any] = validation["naive"]
        return naive
    runs = program_runs(name)
    if len({k for k, _, _ in runs}) < 2:
        return None
    fit = naive_cost([(k, w) for k, w, _ in runs], window)
    sources = ", ".join(f"{k} kernels in {w:.1f} s ({where})" for k, w, where in runs)
    how = f"extrapolated: {fit['startup_s']:.1f} s start-up + {fit['kernel_s']:.3f} s per kernel, fitted to {sources}"
    return {**fit, "how": how}


def collectors(name: str) -> list[tuple[str, float, int, int, int]]:
    """(label, wall s, kernels profiled, program runs, passes) of each recorded way the workload's
    counters were collected: ncu's optimized replay and the range profiler, the bundle's first."""
    rows = []
    for root in (BUNDLES / name, RECORDS / name / REPLACED):
        manifest = _read(root / "capture.json")
        if manifest is None:
            continue
        if manifest["files"]["ncu"]:
            entries = manifest["files"]["ncu"]
            plan = json.loads((root / "replay_plan.json").read_text())
            rows.append(
                (
                    name + ("" if root.parent == BUNDLES else " (ncu, replaced)"),
                    sum(float(e["wall_s"]) for e in entries),
                    int(plan["ncu_kernels"]),
                    sum(len(e.get("runs") or [None]) for e in entries),
                    max(int(e["passes"]) for e in entries),
                )
            )
        else:
            ranged = manifest["range_profiler"]
            rows.append((f"{name} (range profiler)", ranged["wall_s"], ranged["kernels"], 1, ranged["passes"]))
    record = _read(RECORDS / name / RANGE_PROFILER / "cupti_counters.json")
    if record is not None:
        rows.append((f"{name} (range profiler run)", record["wall_s"], record["kernels"], 1, record["passes"]))
    return rows


def _range_profiler_run(name: str) -> tuple[dict[str, Any], Path] | None:
    """The range profiler's counters of a workload: its bundle's, or a run kept beside an ncu bundle."""
    path = BUNDLES / name / "cupti.json"
    if path.exists():
        return cupti.read_cupti(path), path
    path = RECORDS / name / RANGE_PROFILER / "cupti.json.gz"
    if path.exists():
        return cupti.check_cupti(json.loads(gzip.decompress(path.read_bytes())), path), path
    return None


def against_ncu(name: str) -> str:
    """The range profiler's counters against ncu's at every position ncu measured (the position in
    its iteration: the range profiler measures iteration 0), held together by launch identity."""
    found = _range_profiler_run(name)
    if found is None:
        return f"{name}: no range profiler run recorded"
    document, path = found
    ranges, _ = cupti.to_kernel_table(document, "gh100", path)
    root = ncu_bundle(name)
    manifest = json.loads((root / "capture.json").read_text())
    plan_document = json.loads((root / "replay_plan.json").read_text())
    window = int(plan_document["window_size"])
    per_iteration = window // int(manifest["iterations"]["measured"])
    measured = load_plan(root / "replay_plan.json", window).measured_positions
    rows, _ = ncu.read_ncu(root / manifest["files"]["ncu"][0]["path"], "all", "gh100")
    at = ranges.iloc[[p % per_iteration for p in measured]].reset_index(drop=True)
    ctas, warps = launched(rows)
    identity = bool((at["ctas_launched"].to_numpy() == ctas).all()) and bool(
        (at["warps_launched"].to_numpy() == warps).all()
    )
    lines = [
        f"{name}: {path.relative_to(ROOT)} against {root.relative_to(ROOT)}'s ncu rows, {len(rows)} kernels:"
        f" CTAs and warps equal to ncu's grid and block at every one: {'yes' if identity else 'NO'}"
    ]
    for counter in NCU_COUNTERS:
        if counter not in rows.columns or rows[counter].isna().all() or at[counter].isna().all():
            continue
        # Apart as a share of the larger of the two: a counter ncu read as 0 (DRAM writes under its
        # cache flush) is 100% apart, not infinitely.
        larger = pd.concat([at[counter].abs(), rows[counter].abs()], axis=1).max(axis=1)
        apart = ((at[counter] - rows[counter]).abs() / larger.where(larger > 0)).fillna(0.0)
        verdict = ""
        if counter == "instructions_executed":
            verdict = f"   within {INSTRUCTIONS_WITHIN:.0%}: {'yes' if apart.max() <= INSTRUCTIONS_WITHIN else 'NO'}"
        lines.append(f"  {counter:30s} median {apart.median():8.1%}  max {apart.max():8.1%}{verdict}")
    return "\n".join(lines)


def cost_table() -> str:
    lines = [
        f"{'workload':40s} {'window':>7s} {'profiled':>8s} {'runs':>4s} {'passes':>6s} {'ncu s':>7s} {'target':>6s}"
        f" {'met':>4s} {'naive s':>8s} {'ratio':>7s}",
    ]
    notes = []
    for name, target in TARGETS.items():
        plan = json.loads((BUNDLES / name / "replay_plan.json").read_text())
        naive = naive_of(name, int(plan["window_size"]))
        for label, wall, profiled, runs, passes in collectors(name):
            naive_s = "n/a" if naive is None else f"{naive['wall_s']:.1f}"
            ratio = "n/a" if naive is None else f"{naive['wall_s'] / wall:.1f}x"
            lines.append(
                f"{label:40s} {plan['window_size']:7d} {profiled:8d} {runs:4d} {passes:6d} {wall:7.1f}"
                f" {target:6d} {'yes' if wall <= target else 'no':>4s} {naive_s:>8s} {ratio:>7s}"
            )
        notes.append(f"  {name}: naive replay {'not timed' if naive is None else naive['how']}")
        for again in sorted((RECORDS / name).glob(RANGE_RERUNS)):
            record = json.loads(again.read_text())
            notes.append(
                f"  {name}: range profiler run again in a live profile_{name} ({again.relative_to(ROOT)}):"
                f" {record['wall_s']:.1f} s for {record['kernels']} kernels at {record['passes']} passes,"
                f" target {target} s met: {'yes' if record['wall_s'] <= target else 'no'}"
            )
        rerun = _read(RECORDS / name / RERUN)
        if rerun is not None:
            met = "yes" if rerun["wall_s"] <= target else "no"
            notes.append(
                f"  {name}: run again ({RECORDS.relative_to(ROOT) / name / RERUN}): {rerun['wall_s']:.1f} s for"
                f" {rerun['kernels']} kernels at {rerun['passes']} passes, target {target} s met: {met}"
            )
    return "\n".join([*lines, "", *notes])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("report", nargs="?", type=Path)
    report = parser.parse_args().report
    if report is not None:
        print(describe_validation(json.loads(report.read_text())))
        return
    print(cost_table())
    for name in ("gpt2", "lstm_sequence_encoder"):
        print(f"\n== validation of {name} ({RECORDS.relative_to(ROOT) / name / 'replay_validation.json'})")
        print(describe_validation(json.loads((RECORDS / name / "replay_validation.json").read_text())))
    print(
        "\n== the range profiler against ncu (caches: the program's against ncu's flushed ones, so DRAM bytes"
        " and hit rates differ by design)"
    )
    for name in ("gpt2_train", "gpt2", "lstm_sequence_encoder"):
        print(against_ncu(name))


if __name__ == "__main__":
    main()

"""What counters cost: ncu wall time of the optimized replay (layer dedup, sequence dedup and the
iteration repeat) against the naive one (every kernel of the measured window), per workload, from
the recorded H200 bundles and the validation runs kept beside them; then each validation's table.

The naive replay is measured where a validation replayed the whole window (gpt2). Elsewhere it is
extrapolated: each ncu program run costs a start-up plus a cost per profiled kernel, fitted by
least squares to the program runs of the same workload that were timed (the bundle's own runs, a
validation's sample of the window's first launches, an earlier capture's run kept as
benchmarks/h200/<name>/ncu_all_before_sequence_dedup.json), and the line says which.

    python benchmarks/replay_cost.py                 # the recorded H200 figures
    python benchmarks/replay_cost.py REPORT.json     # one validation report, e.g. after
        snakemake --cores 1 results/gpt2/replay_validation.json   (on a GPU machine)
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from opprof.analysis.replay_validation import describe_validation, naive_cost

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


def _read(path: Path) -> dict[str, Any] | None:
    return json.loads(path.read_text()) if path.exists() else None


def program_runs(name: str) -> list[tuple[int, float, str]]:
    """Every timed ncu program run of a workload: (kernels profiled, wall seconds, where from)."""
    manifest = json.loads((BUNDLES / name / "capture.json").read_text())
    plan = json.loads((BUNDLES / name / "replay_plan.json").read_text())
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


def cost_table() -> str:
    lines = [
        f"{'workload':40s} {'window':>7s} {'profiled':>8s} {'runs':>4s} {'passes':>6s} {'ncu s':>7s} {'target':>6s}"
        f" {'met':>4s} {'naive s':>8s} {'ratio':>7s}",
    ]
    notes = []
    for name, target in TARGETS.items():
        manifest = json.loads((BUNDLES / name / "capture.json").read_text())
        plan = json.loads((BUNDLES / name / "replay_plan.json").read_text())
        wall = sum(float(e["wall_s"]) for e in manifest["files"]["ncu"])
        runs = sum(len(e.get("runs") or [None]) for e in manifest["files"]["ncu"])
        passes = max(int(e["passes"]) for e in manifest["files"]["ncu"])
        naive = naive_of(name, int(plan["window_size"]))
        naive_s = "n/a" if naive is None else f"{naive['wall_s']:.1f}"
        ratio = "n/a" if naive is None else f"{naive['wall_s'] / wall:.1f}x"
        lines.append(
            f"{name:40s} {plan['window_size']:7d} {plan['ncu_kernels']:8d} {runs:4d} {passes:6d} {wall:7.1f}"
            f" {target:6d} {'yes' if wall <= target else 'no':>4s} {naive_s:>8s} {ratio:>7s}"
        )
        notes.append(f"  {name}: naive replay {'not timed' if naive is None else naive['how']}")
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


if __name__ == "__main__":
    main()

"""The plan's predictions for the workloads whatif_<name> can run, from the profiles a workflow
run wrote: each fix's saving alone and after the fixes above it, and the modelled step after it;
then, where a profile's what-if record holds runs, each run's measured step (median, 95% interval)
against the prediction for its fixes.

Usage: python benchmarks/plan_predictions.py RESULTS_DIR [NAME ...]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from opprof.units import format_ns

NAMES = ("gpt2", "lstm_sequence_encoder", "matmul_add_4096", "gpt2_train")


def _interval(measured: dict) -> str:
    low_high = measured.get("interval_ns")
    return f" ({format_ns(low_high[0])}-{format_ns(low_high[1])})" if low_high else " (no interval)"


def print_runs(results: Path, names: tuple[str, ...]) -> None:
    """The what-if runs: measured against predicted, error as a share of the measured baseline."""
    print("\n| workload | fixes | device | steps | measured step (95% interval) | predicted | error | within target |")
    print("|---|---|---|---|---|---|---|---|")
    for name in names:
        whatif = results / name / "whatif.json"
        record = json.loads(whatif.read_text()) if whatif.exists() else {}
        if not record.get("checked"):
            continue
        base = record["baseline"]["measured"]
        print(
            f"| {name} | baseline | {record['device']} | {base['steps']} |"
            f" {format_ns(base['median_ns'])}{_interval(base)} | - | - | - |"
        )
        for row in record["runs"]:
            got = row["measured"]
            if got is None:
                print(f"| {name} | {row['key']} | | | not run | | | {row['reason']} |")
                continue
            measured = f"{format_ns(got['median_ns'])}{_interval(got)}"
            if not row["checked"]:
                print(f"| {name} | {row['key']} | | {got['steps']} | {measured} | - | - | {row['reason']} |")
                continue
            within = "yes" if row["within_target"] else f"no (target {record['error_target']:.0%})"
            within += f": {row['miss']}" if row.get("miss") else ""
            print(
                f"| {name} | {row['key']} | | {got['steps']} | {measured} | {format_ns(row['predicted_ns'])}"
                f" | {row['error']:+.1%} | {within} |"
            )


def main(results: str, *names: str) -> None:
    print("| workload | modelled step | fix | saving alone | after those above | step after | checked by a run |")
    print("|---|---|---|---|---|---|---|")
    for name in names or NAMES:
        folder = Path(results) / name
        plan = json.loads((folder / "profile.json").read_text())["plan"]
        whatif = folder / "whatif.json"
        checked = json.loads(whatif.read_text()) if whatif.exists() else {"checked": False, "reason": "not run"}
        verdict = "yes" if checked.get("checked") else f"no: {checked.get('reason')}"
        step = format_ns(plan["step_ns"]) if plan.get("step_ns") else "-"
        for fix in plan["fixes"]:
            print(
                f"| {name} | {step} | {fix['fix']} | {format_ns(fix['saving_alone_ns'])}"
                f" | {format_ns(fix['saving_ns'])} | {format_ns(fix['step_after_ns'])} | {verdict} |"
            )
    print_runs(Path(results), names or NAMES)


if __name__ == "__main__":
    main(*sys.argv[1:])

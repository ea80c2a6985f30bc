"""The plan's predictions for the workloads whatif_<name> can run, from the profiles a workflow
run wrote: each fix's saving alone and after the fixes above it, and the modelled step after it;
with the runs that check them where the profile's what-if record holds any.

Usage: python benchmarks/plan_predictions.py RESULTS_DIR [NAME ...]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from opprof.units import format_ns

NAMES = ("gpt2", "lstm_sequence_encoder", "matmul_add_4096", "gpt2_train")


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


if __name__ == "__main__":
    main(*sys.argv[1:])

"""Rules of rules/whatif.smk: the what-if runs, and the plan's predictions checked against them."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from opprof.bundle.manifest import read_json
from opprof.capture.fixes import NOT_RUNNABLE, RUNNABLE, whatif_sets
from opprof.capture.phases import workload_env
from opprof.capture.spec import WorkloadSpec
from opprof.capture.tools import run_tool
from opprof.io import write_json
from opprof.output.profile import read_skeleton
from opprof.output.whatif import RUNS_FORMAT, check_runs


def whatif_runs(profile: str, spec: str, runner: str, steps: int, runs: str, device: str = "cuda") -> None:
    """The workload timed with no profiler under each fix the plan prices and opprof can apply,
    alone and as the plan combines them, and under the fixes it cannot model (each set a process
    of its own: scripts/whatif_run.py) -> the runs file whatif checks the predictions against."""
    plan = read_skeleton(profile)["plan"]
    workload = WorkloadSpec.from_json(spec)
    runs_list = []
    with tempfile.TemporaryDirectory(prefix="opprof-whatif-") as scratch:
        for index, chosen in enumerate(whatif_sets([f["fix"] for f in plan["fixes"]], workload)):
            out = Path(scratch) / f"{index}.json"
            command = [sys.executable, "-P", runner, "--spec", spec, "--fixes", chosen, "--steps", str(steps)]
            run_tool([*command, "--run", str(out), "--device", device], workload_env())
            runs_list.append(read_json(out))
    write_json(runs, {"format": RUNS_FORMAT, "workload": workload.name, "runs": runs_list})


def whatif(profile: str, whatif: str, runs: str | None = None, reason: str | None = None) -> None:
    """whatif.json: each what-if run against the plan's prediction for the same fixes; with no
    runs (no GPU here, none recorded in the bundle) the file says so and why."""
    skeleton = read_skeleton(profile)
    if runs is None:
        write_json(whatif, {"runs": [], "checked": False, "reason": reason or "no what-if runs"})
        return
    checked = check_runs(read_json(runs), skeleton["plan"], runs, NOT_RUNNABLE)
    profiled_on = skeleton["capture"]["manifest"]["gpu"]["name"]
    write_json(
        whatif,
        {
            **checked,
            "profiled_on": profiled_on,
            "checked": True,
            "reason": None,
            "runnable": RUNNABLE,
            "not_runnable": NOT_RUNNABLE,
        },
    )

"""benchmarks/live_rules.py, the per-rule benchmark of a live run, read back on what it recorded on
an H100 (benchmarks/h100/live_minute/): snakemake's log of a live profile_gpt2 and the figures of
another run."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from conftest import REPO

LIVE = REPO / "benchmarks" / "h100" / "live_minute"
SCRIPT = REPO / "benchmarks" / "live_rules.py"


def _live_rules() -> ModuleType:
    spec = importlib.util.spec_from_file_location("live_rules", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_job_of_a_live_run_is_read_from_snakemakes_log_with_its_seconds() -> None:
    log = LIVE / "first_call_after.snakemake.log"
    text = log.read_text()
    run_start, jobs = _live_rules().jobs_of(log)
    assert len(jobs) == len(re.findall(r"^Finished jobid: \d+", text, re.M)) == 31
    seconds = {job["rule"]: (job["end"] - job["start"]).total_seconds() for job in jobs}
    # The machine's first workload process: the timing phase pays the cold start (20 s).
    assert seconds["phase0_timing"] == 20 and seconds["ncu_replay"] == 20 and seconds["phase2_nsys"] == 11
    stamp = re.search(r"Date: ([\d-]+ [\d:]+)", text)
    assert stamp is not None and str(run_start) == stamp.group(1)


def test_two_runs_compare_rule_by_rule_and_a_module_a_revision_lacks_is_said_so(tmp_path: Path) -> None:
    figures = json.loads((LIVE / "after.json").read_text())
    slower = {**figures, "jobs": [{**j, "log_s": j["log_s"] + 1} for j in figures["jobs"] if "benchmark_s" not in j]}
    (tmp_path / "slower.json").write_text(json.dumps(slower))
    compared = subprocess.run(
        [sys.executable, str(SCRIPT), "--compare", str(LIVE / "after.json"), str(tmp_path / "slower.json")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert re.search(r"^ncu_replay\s+24\.0\s+25\.0\s+\+1\.0$", compared, re.M)
    shown = _live_rules().show({**figures, "start_up": {"interpreter": 0.09, "import opprof.stages": None}})
    assert shown.splitlines()[0] == "profile_gpt2 in /work/main (--cores 1, --config capture=live): 96.2 s wall"
    assert shown.endswith("import opprof.stages     not in this checkout")

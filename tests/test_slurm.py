"""The workflow on a real single-node Slurm cluster (slurmctld, slurmd, munged from Debian's slurm-wlm).

The cluster profile under test is profiles/slurm itself; profiles/slurm-ci only swaps the status command
for one that works without slurmdbd. Evidence that a job ran under Slurm comes from Slurm, not from
Snakemake's word: the controller's job record and the job's own log file.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SLURM_SCRIPTS = ROOT / "tests" / "slurm"
TARGET = "results/gpt2/profile.json"
# Every wait is bounded. A Snakemake run of the DAG takes about 2 min (about 14 s per Slurm job on the
# critical path); SIGINT, not TERM, is what makes Snakemake cancel its Slurm jobs and exit.
SNAKEMAKE_TIMEOUT_S = 600
CLUSTER_START_TIMEOUT_S = 900  # includes apt-get install on a fresh machine
CLUSTER_STOP_TIMEOUT_S = 120
SLURM_CLI_TIMEOUT_S = 30
# start-slurm.sh exits with this when a Slurm of someone else's already runs here.
FOREIGN_SLURM_EXIT = 3

# What to run: the analysis DAG on the recorded H200 bundle, and a two-job GPU workflow.
ANALYSIS = (
    *("-s", str(ROOT / "Snakefile"), "--configfile", str(ROOT / "config" / "config.yaml")),
    *("--config", f"captures_dir={ROOT / 'captures' / 'h200'}", "--", TARGET),
)
GPU_HOLDERS = ("-s", str(SLURM_SCRIPTS / "gpu_exclusive.smk"), "all")

PROFILES = ROOT / "profiles"
CLUSTER_PROFILES = ("--profile", str(PROFILES / "slurm"), "--workflow-profile", str(PROFILES / "slurm-ci"))

SUBMITTED = re.compile(r"has been submitted with SLURM jobid (\d+) \(log: (\S+)\)\.")
LOCAL_JOB = re.compile(r"^localrule (\w+):$", re.MULTILINE)  # how a local run announces each job


@pytest.fixture(scope="module")
def slurm_cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A running cluster for this module; its daemons are stopped by PID afterwards, also on failure."""
    if os.geteuid() != 0:
        pytest.skip("a real Slurm needs root: start-slurm.sh installs slurm-wlm, writes /etc/slurm, runs daemons")
    state = tmp_path_factory.mktemp("slurm-ci")
    env = {**os.environ, "SLURM_CI_DIR": str(state)}
    try:
        started = _run(["bash", str(SLURM_SCRIPTS / "start-slurm.sh")], env=env, timeout=CLUSTER_START_TIMEOUT_S)
        if started.returncode == FOREIGN_SLURM_EXIT:
            pytest.skip(started.stderr.strip())
        assert started.returncode == 0, f"start-slurm.sh failed:\n{started.stdout}\n{started.stderr}"
        yield state
    finally:
        _run(["bash", str(SLURM_SCRIPTS / "stop-slurm.sh")], env=env, timeout=CLUSTER_STOP_TIMEOUT_S)


def test_every_analysis_job_runs_as_a_slurm_job_and_profile_matches_local_run(
    slurm_cluster: Path, tmp_path: Path
) -> None:
    local = _snakemake(ANALYSIS, tmp_path / "local", "--cores", "2")  # picks up profiles/default
    assert local.returncode == 0, local.stderr
    local_jobs = Counter(LOCAL_JOB.findall(local.stderr))
    assert local_jobs, f"the local run executed no job:\n{local.stderr}"

    on_slurm = _snakemake(ANALYSIS, tmp_path / "slurm", *CLUSTER_PROFILES)
    assert on_slurm.returncode == 0, on_slurm.stderr

    submitted = _submitted_jobs(on_slurm.stderr)
    assert Counter(rule for rule, _ in submitted.values()) == local_jobs, "a job did not go through Slurm"
    assert f"{len(submitted)} of {len(submitted)} steps (100%) done" in on_slurm.stderr
    for slurm_id, (rule, log) in submitted.items():
        record = _scontrol_job(slurm_id)
        assert record["JobState"] == "COMPLETED", (rule, record)
        assert record["ExitCode"] == "0:0", (rule, record)
        wildcards = log.parent.name  # the plugin's "_"-joined wildcard values: the workload, then e.g. the source
        assert wildcards.split("_")[0] == "gpt2", (rule, log)
        assert record["Comment"] == f"rule_{rule}_wildcards_{wildcards}", record
        assert record["Partition"] == "cpu", f"analysis rule {rule} left the CPU partition: {record}"
        job_log = log.read_text()  # written by slurmd from inside the job
        assert f"rule {rule}:" in job_log and "1 of 1 steps (100%) done" in job_log, job_log

    local_profile = (tmp_path / "local" / TARGET).read_bytes()
    assert (tmp_path / "slurm" / TARGET).read_bytes() == local_profile


def test_gpu_jobs_get_the_gpu_partition_and_never_share_the_gpu(slurm_cluster: Path, tmp_path: Path) -> None:
    run = _snakemake(GPU_HOLDERS, tmp_path, *CLUSTER_PROFILES)
    assert run.returncode == 0, run.stderr

    spans = []
    for record in (tmp_path / f"hold_gpu_{i}.txt" for i in range(2)):
        fields = dict(item.split("=", 1) for item in record.read_text().split())
        assert fields["partition"] == "gpu" and fields["gpus"] == "0", fields
        assert _scontrol_job(fields["job"])["TresPerJob"] == "gres:gpu:1"
        spans.append((float(fields["start"]), float(fields["end"])))
    first, second = sorted(spans)
    assert first[1] <= second[0], f"two jobs held the one GPU at once: {spans}"


def _snakemake(workflow: tuple[str, ...], workdir: Path, *options: str) -> subprocess.CompletedProcess[str]:
    """Runs ``workflow`` with its results in ``workdir``, so the repository stays clean."""
    command = ["timeout", "-s", "INT", "-k", "30", str(SNAKEMAKE_TIMEOUT_S), sys.executable, "-m", "snakemake"]
    return _run([*command, "-d", str(workdir), *options, *workflow], timeout=SNAKEMAKE_TIMEOUT_S + 60)


def _submitted_jobs(snakemake_log: str) -> dict[str, tuple[str, Path]]:
    """Slurm job id -> (rule, Slurm log file), from the plugin's submission lines."""
    jobs = {}
    for slurm_id, log in SUBMITTED.findall(snakemake_log):
        rule_dir = Path(log).parents[1]  # .snakemake/slurm_logs/rule_<rule>/<wildcards>/<id>.log
        jobs[slurm_id] = (rule_dir.name.removeprefix("rule_"), Path(log))
    return jobs


def _scontrol_job(slurm_id: str) -> dict[str, str]:
    shown = _run(["scontrol", "--oneliner", "show", "job", slurm_id], timeout=SLURM_CLI_TIMEOUT_S)
    assert shown.returncode == 0, shown.stderr
    return dict(item.split("=", 1) for item in shown.stdout.split() if "=" in item)


def _run(command: list[str], timeout: float, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout, check=False)

"""The doctor and the live capture's preflight on this machine, which has no GPU, no nvidia-smi,
no nsys and no ncu and a CPU build of torch: every check runs for real and says so, each failure
with its fix. The one test double is an ``ncu`` that prints ERR_NVGPUCTRPERM as the real one does
without permission to read the counters, which cannot happen on a machine without a GPU."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import REPO

from opprof.capture.doctor import (
    COUNTERS_DRIVER,
    Check,
    counters_probe,
    dcgm_check,
    disk_check,
    driver_counters_check,
    first_failure,
    outlook,
    preflight_checks,
    tool_check,
)
from opprof.capture.tools import COUNTERS_FIX, run_tool
from opprof.errors import OpprofError
from opprof.stages.capture import preflight

TOOLS = {"nsys": ["nsys"], "ncu": ["ncu"]}
# What ncu 2025.3 prints where the driver restricts the counters to administrators (its text as
# users report it: https://github.com/deepseek-ai/DeepGEMM/issues/46).
PERMISSION_DENIED = (
    "==ERROR== ERR_NVGPUCTRPERM - The user does not have permission to access NVIDIA GPU Performance Counters "
    "on the target device 0. For instructions on enabling permissions and to get more information see "
    "https://developer.nvidia.com/ERR_NVGPUCTRPERM"
)


def no_gpu_machine() -> None:
    if shutil.which("nvidia-smi") or shutil.which("ncu") or shutil.which("nsys"):
        pytest.skip("this machine has NVIDIA tools: these tests are about one without")


def denied_ncu(folder: Path, status: int) -> Path:
    """An ``ncu`` that answers --version and otherwise prints what the real one prints without
    counter permission, then exits with ``status`` (the permission is the error either way)."""
    folder.mkdir(exist_ok=True)
    ncu = folder / "ncu"
    ncu.write_text(
        "#!/bin/sh\n"
        'if [ "$1" = --version ]; then echo "NVIDIA (R) Nsight Compute Command Line Profiler"; '
        'echo "Version 2025.3.1.0 (build 36398880) (public-release)"; exit 0; fi\n'
        'echo "==PROF== Connected to process $$ ($(command -v sh))"\n'
        f"echo '{PERMISSION_DENIED}'\n"
        'echo "==PROF== Disconnected from process $$"\n'
        'echo "==WARNING== No kernels were profiled."\n'
        f"exit {status}\n"
    )
    ncu.chmod(0o755)
    return ncu


def snakemake(workdir: Path, *arguments: str, path: Path | None = None) -> subprocess.CompletedProcess[str]:
    """The workflow run in ``workdir``, with ``path`` first on PATH."""
    command = [sys.executable, "-m", "snakemake", "-s", str(REPO / "Snakefile"), "-d", str(workdir), "--cores", "1"]
    return subprocess.run(
        [*command, "--configfile", str(REPO / "config" / "config.yaml"), *arguments],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PATH": os.pathsep.join([*([str(path)] if path else []), os.environ["PATH"]])},
    )


def doctor_output(workdir: Path, path: Path | None = None) -> str:
    done = snakemake(workdir, "--", "doctor", path=path)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_doctor_says_what_is_missing_here_and_the_fix_for_each(tmp_path: Path) -> None:
    no_gpu_machine()
    out = doctor_output(tmp_path)
    lines = out.splitlines()
    start = lines.index("opprof doctor: what a live capture needs on this machine")
    assert lines[start + 1 : start + 9] == [
        "fails   GPU and driver: no nvidia-smi on PATH",
        "        fix: install the NVIDIA driver: nvidia-smi -L must list the GPU",
        f"fails   PyTorch's CUDA: torch {torch_version()} is a CPU build",
        "        fix: install a CUDA build of torch (https://pytorch.org/get-started/locally/)",
        "fails   nsys: not found (looked for nsys, /opt/nvidia/nsight-compute/2025.3.1/host/target-linux-x64/nsys)",
        "        fix: install Nsight Systems and put nsys on PATH, or give its path in config/config.yaml tools: nsys",
        "fails   ncu: not found (looked for ncu, /usr/local/cuda/bin/ncu)",
        "        fix: install Nsight Compute and put ncu on PATH, or give its path in config/config.yaml tools: ncu",
    ]
    assert "skipped permission to read counters (ncu tried): not checked: no ncu to profile with" in lines
    assert "capture: auto -> recorded (no GPU capture on this machine: no GPU, no nsys, no ncu)" in lines
    assert "will fall back: every profile_<name> profiles its recorded bundle captures/h200/<name>" in lines


def torch_version() -> str:
    import torch

    return str(torch.__version__)


@pytest.mark.parametrize("status", [0, 1])
def test_ncu_without_counter_permission_fails_the_probe_and_the_capture_with_the_fix(
    tmp_path: Path, status: int
) -> None:
    ncu = denied_ncu(tmp_path / "bin", status)
    probe = counters_probe(str(ncu), sys.executable)
    assert (probe.status, probe.fix) == ("fails", COUNTERS_FIX)
    assert probe.found == f"ncu profiled nothing: {PERMISSION_DENIED}"
    # The ncu_replay phase runs ncu through run_tool: refused with the same fix, whatever ncu's status.
    with pytest.raises(OpprofError) as refused:
        run_tool([str(ncu), "--metrics", "sm__cycles_elapsed.avg", sys.executable, "-c", "pass"])
    assert str(refused.value) == f"{ncu}: {PERMISSION_DENIED}; fix: {COUNTERS_FIX}"


def test_the_doctor_reports_the_permission_ncu_was_refused(tmp_path: Path) -> None:
    no_gpu_machine()
    denied_ncu(tmp_path / "bin", 0)
    out = doctor_output(tmp_path, tmp_path / "bin")
    assert "ok      ncu: " + str(tmp_path / "bin" / "ncu") + ", version 2025.3.1.0" in out
    assert f"fails   permission to read counters (ncu tried): ncu profiled nothing: {PERMISSION_DENIED}" in out
    assert f"        fix: {COUNTERS_FIX}" in out


@pytest.mark.parametrize(("restricted", "euid", "status"), [("1", 1000, "fails"), ("1", 0, "ok"), ("0", 1000, "ok")])
def test_the_drivers_profiling_restriction_is_read_without_running_anything(
    tmp_path: Path, restricted: str, euid: int, status: str
) -> None:
    params = tmp_path / "params"
    # The layout of /proc/driver/nvidia/params: one "Name: value" per line.
    params.write_text(f"ResmanDebugLevel: 4294967295\nRmProfilingAdminOnly: {restricted}\nRmLogonRC: 1\n")
    check = driver_counters_check(params, euid)
    assert (check.what, check.status) == (COUNTERS_DRIVER, status)
    assert check.fix == (COUNTERS_FIX if status == "fails" else "")
    assert driver_counters_check(tmp_path / "none", euid).status == "skipped"


def test_a_running_dcgm_host_engine_is_named_with_its_pid(tmp_path: Path) -> None:
    assert dcgm_check().status == "ok"
    engine = tmp_path / "nv-hostengine"
    shutil.copy(shutil.which("sleep") or "/bin/sleep", engine)
    process = subprocess.Popen([str(engine), "60"])
    try:
        # A loaded machine may show the child under its parent's name for a moment after the fork.
        deadline = time.monotonic() + 10
        while (check := dcgm_check()).status == "ok" and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        process.kill()
        process.wait()
    assert check.status == "warns"
    assert f"nv-hostengine (pid {process.pid})" in check.found
    assert "dcgmi profile --pause" in check.fix


def test_disk_and_tools_are_checked_where_they_are(tmp_path: Path) -> None:
    free = shutil.disk_usage(tmp_path).free
    assert disk_check(str(tmp_path / "not" / "yet"), needed=1).status == "ok"
    short = disk_check(str(tmp_path), needed=free + 2**40)
    assert short.status == "fails" and short.fix == f"free space on {tmp_path}'s disk"
    # The first candidate that exists is the one checked: here one whose --version fails.
    broken = tool_check("nsys", ["no-such-nsys", "false"])
    assert broken.status == "fails" and broken.found.startswith(
        f"{shutil.which('false')} --version exited with status 1"
    )


def test_the_preflight_refuses_a_live_capture_here_in_one_line_and_writes_nothing(tmp_path: Path) -> None:
    no_gpu_machine()
    out = tmp_path / "preflight.json"
    with pytest.raises(OpprofError) as refused:
        preflight(TOOLS["nsys"], TOOLS["ncu"], str(tmp_path), "observe", str(out))
    assert str(refused.value) == (
        "GPU and driver: no nvidia-smi on PATH; fix: install the NVIDIA driver: nvidia-smi -L must list the GPU "
        "(snakemake --cores 1 doctor checks everything)"
    )
    assert not out.exists()
    checks = preflight_checks(TOOLS["nsys"], TOOLS["ncu"], str(tmp_path), "observe")
    assert first_failure(checks) == checks[0]


def test_a_forced_live_capture_stops_at_the_preflight_before_the_first_phase(tmp_path: Path) -> None:
    """The timing phase, which every other phase waits for, waits for the preflight."""
    no_gpu_machine()
    done = snakemake(tmp_path, "--config", "capture=live", "--", "results/captures/gpt2/timing.json")
    assert done.returncode != 0
    log = (tmp_path / "results" / "gpt2" / "logs" / "preflight.log").read_text()
    assert log.strip().splitlines()[-1].startswith("opprof: error: GPU and driver: no nvidia-smi on PATH; fix: ")
    assert sorted(p.name for p in (tmp_path / "results" / "gpt2" / "logs").iterdir()) == ["preflight.log"]


def test_what_the_workflow_will_do_follows_from_the_checks() -> None:
    """outlook is a function of the checks' outcome: all well, live; a failure, the preflight's line."""
    ok = [Check("GPU and driver", "ok", "GPU 0, NVIDIA H100"), Check("DCGM", "warns", "nv-hostengine", "pause it")]
    tools = ("/usr/bin/nsys", "/usr/bin/ncu")
    assert outlook(ok, "auto", tools, ["gpt2_train"], "captures/h200") == [
        "capture: auto -> live (this machine has a GPU, nsys and ncu)",
        "will work: the timing, Kineto, memory and nsys phases, and counters by ncu's kernel replay",
        "instead of ncu: CUPTI's range profiler counts gpt2_train (config ncu.range_profiler)",
    ]
    denied = Check(COUNTERS_DRIVER, "fails", "the driver lets only root read them", COUNTERS_FIX)
    assert outlook([*ok, denied], "auto", tools, [], "captures/h200")[1:] == [
        f"will not work: a live capture stops before its first phase with: {denied.refusal()}",
        "    or profile the recorded bundles in captures/h200: --config capture=recorded",
    ]
    assert (
        outlook(ok, "recorded", tools, [], "captures/h200")[0]
        == "capture: recorded -> recorded (capture: recorded in the config)"
    )

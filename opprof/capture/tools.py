"""The profiling tools: where they are, which versions, how they ran, and whether this machine
can capture live at all (read by rules/common.smk when the workflow starts)."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Literal

from opprof.bundle.manifest import MANIFEST, read_json
from opprof.capture.commands import shell_line
from opprof.errors import REFUSAL, OpprofError

CaptureSetting = Literal["auto", "live", "recorded"]
_VERSION = re.compile(r"\d{4}\.\d+\.\d+(?:\.\d+)?")
# ncu reports its replay passes per kernel ("- 10 passes") or per application run ("pass 3").
_PASSES = re.compile(r"(\d+) passes|[Aa]pplication replay pass (\d+)")
# The slowest capture measured here: ncu replaying all 468 GPT-2 kernels took ~190 s (kernel
# replay) and ~395 s (application replay); anything past half an hour is hung.
TOOL_TIMEOUT_S = 1800.0
UNCAUGHT = f"{OpprofError.__module__}.{OpprofError.__name__}: "
REFUSALS = (REFUSAL, UNCAUGHT)
# ncu (and CUPTI) without permission to read the GPU's counters: ncu prints this and profiles nothing.
NO_COUNTERS = "ERR_NVGPUCTRPERM"
COUNTERS_FIX = (
    "run as root, or load the driver with 'options nvidia NVreg_RestrictProfilingToAdminUsers=0' "
    "in /etc/modprobe.d/, then reboot"
)


def find_tool(candidates: str | Sequence[str]) -> str | None:
    """The first candidate (a name on PATH or a path) that is an executable, else None."""
    for candidate in [candidates] if isinstance(candidates, str) else candidates:
        found = shutil.which(candidate)
        if found:
            return found
    return None


def gpu_listed(nvidia_smi: str = "nvidia-smi") -> bool:
    """Whether ``nvidia-smi -L`` lists at least one GPU."""
    try:
        listing = subprocess.run([nvidia_smi, "-L"], capture_output=True, text=True, timeout=30, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return listing.returncode == 0 and any(line.startswith("GPU ") for line in listing.stdout.splitlines())


def capture_source(
    setting: CaptureSetting, has_gpu: bool, nsys: str | None, ncu: str | None
) -> tuple[Literal["live", "recorded"], str]:
    """Live or recorded capture, with the reason in words (printed by the profile_* targets)."""
    if setting == "recorded":
        return "recorded", "capture: recorded in the config"
    if setting == "live":
        return "live", "capture: live in the config"
    missing = [what for what, ok in (("GPU", has_gpu), ("nsys", nsys), ("ncu", ncu)) if not ok]
    if missing:
        return "recorded", "no GPU capture on this machine: " + ", ".join(f"no {m}" for m in missing)
    return "live", "this machine has a GPU, nsys and ncu"


def tool_version(executable: str) -> str:
    """``<tool> --version`` reduced to its version number (the whole last line if none is found)."""
    return version_of(subprocess.run([executable, "--version"], capture_output=True, text=True, check=False).stdout)


def version_of(out: str) -> str:
    """The version number in a tool's ``--version`` output (the whole last line if none is found)."""
    found = _VERSION.search(out)
    lines = [line for line in out.splitlines() if line.strip()]
    return found.group(0) if found else (lines[-1].strip() if lines else "unknown")


def replay_passes(output: str) -> int | None:
    """The most replay passes ncu reported for any kernel, None if its output does not say."""
    counts = [int(a or b) for a, b in _PASSES.findall(output)]
    return max(counts) if counts else None


def counters_refused(output: str) -> str | None:
    """The line in which a tool said it may not read the GPU's counters, None if it did not."""
    return next((line.strip() for line in output.splitlines() if NO_COUNTERS in line), None)


def _kill_group(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pid, signal.SIGKILL)


def run_tool(
    command: Sequence[str], env: Mapping[str, str] | None = None, timeout_s: float = TOOL_TIMEOUT_S
) -> tuple[float, str]:
    """Run a tool, echoing its output to stderr (the rule's log) as it comes; (wall seconds, output).

    The tool runs in its own process group (nsys and ncu start the workload as a child), which is
    killed when the tool outlives ``timeout_s`` or this rule is interrupted: a hung profiler must
    fail its rule, never keep holding the GPU.
    """
    start = time.monotonic()
    lines = []
    with subprocess.Popen(
        list(command), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, start_new_session=True
    ) as process:
        watchdog = threading.Timer(timeout_s, _kill_group, (process.pid,))
        previous = signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
        watchdog.start()
        try:
            assert process.stdout is not None
            for line in process.stdout:
                sys.stderr.write(line)
                lines.append(line)
            process.wait()
        finally:
            watchdog.cancel()
            signal.signal(signal.SIGTERM, previous)
            if process.poll() is None:
                _kill_group(process.pid)
    elapsed = time.monotonic() - start
    if process.returncode != 0 and elapsed >= timeout_s:
        raise OpprofError(command[0], f"did not finish within {timeout_s:.0f} s and was killed: {shell_line(command)}")
    output = "".join(lines)
    refused = counters_refused(output)
    if refused:
        # ncu may exit 0 having profiled nothing: the permission is the error, whatever the status.
        raise OpprofError(command[0], f"{refused}; fix: {COUNTERS_FIX}")
    if process.returncode != 0:
        # A workload process that refused its input said why in one line: that line is the error
        # (a user's program that let opprof.steps' refusal through ends its traceback with it).
        refusals = [line for line in lines if line.startswith(REFUSALS)]
        if refusals:
            last = refusals[-1]
            raise OpprofError(None, last.removeprefix(REFUSAL).removeprefix(UNCAUGHT).strip())
        raise OpprofError(command[0], f"exited with status {process.returncode}: {shell_line(command)}")
    return elapsed, output


def tool_stdout(command: Sequence[str]) -> str:
    """Run a tool whose stdout is data (an export); its stderr goes to the rule's log."""
    done = subprocess.run(list(command), stdout=subprocess.PIPE, text=True, check=False)
    if done.returncode != 0:
        raise OpprofError(command[0], f"exited with status {done.returncode}: {shell_line(command)}")
    return done.stdout


def describe_profiles(entry: list[tuple[str, str, str]], source: Literal["live", "recorded"], reason: str) -> None:
    """Print one line per (name, bundle, profile): which capture the profile was made from, and why."""
    for name, bundle, profile in entry:
        manifest = read_json(Path(bundle) / MANIFEST)
        gpu = str(manifest["gpu"]["name"]).removeprefix("NVIDIA ")
        if source == "recorded":
            print(f"opprof: {name}: profiled the recorded {gpu} capture {bundle} ({reason}) -> {profile}")
        else:
            print(f"opprof: {name}: captured live on this {gpu} into {bundle} ({reason}) and profiled it -> {profile}")
        if manifest["workload"].get("compiled_graphs") == 0:
            print(f"opprof: {name}: torch.compile traced no graph, so every kernel ran as in eager mode")

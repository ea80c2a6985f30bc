"""What a live capture needs on this machine, checked before it runs: the GPU and driver,
PyTorch's CUDA, nsys and ncu, permission to read the GPU's counters, clock locking, DCGM's hold on
the counters and free disk. Each check says what it found and, where it fails, the one-line fix.

Rule ``doctor`` runs every check (the counter permission also by profiling one tiny kernel with
ncu) and says what will work and what falls back; rule ``preflight`` runs those that cost no program
run before a live capture's first phase and refuses with the first failure's fix. Every check
only reads: no clock, driver or DCGM setting is changed.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from opprof.capture.commands import shell_line
from opprof.capture.tools import COUNTERS_FIX, capture_source, counters_refused, find_tool, version_of

Status = Literal["ok", "fails", "warns", "skipped"]
COUNTERS = "permission to read counters"
COUNTERS_DRIVER = f"{COUNTERS} (the driver says)"
COUNTERS_NCU = f"{COUNTERS} (ncu tried)"
# A one-element kernel: enough for ncu to show whether it may read the counters.
TINY_KERNEL = "import torch; torch.ones(1, device='cuda').add_(1); torch.cuda.synchronize()"
PROBE_METRIC = "sm__cycles_elapsed.avg"
# The driver's NVreg_RestrictProfilingToAdminUsers as it reports it (readable by every user).
DRIVER_PARAMS = Path("/proc/driver/nvidia/params")
ADMIN_ONLY = "RmProfilingAdminOnly"
# DCGM's host engine (on its own, or inside dcgm-exporter) holds the counters while its profiling
# module watches them; ncu then cannot read them.
DCGM_PROCESSES = ("nv-hostengine", "dcgm-exporter")
DCGM_FIX = (
    "pause DCGM's profiling for the capture: 'dcgmi profile --pause', then 'dcgmi profile --resume' "
    "(or stop nv-hostengine)"
)
# The shipped bundles take at most 5.2 MB each (captures/h200/); beside a live one lie its nsys and
# ncu reports and their exports, written whole before they are checked: ample room for those.
CAPTURE_DISK_BYTES = 2 * 2**30
RUN_TIMEOUT_S = 120.0


@dataclass(frozen=True)
class Check:
    """One requirement: its status, what was found, and the one-line fix where it is not ok."""

    what: str
    status: Status
    found: str
    fix: str = ""

    def lines(self) -> list[str]:
        return [f"{self.status:7s} {self.what}: {self.found}", *([f"        fix: {self.fix}"] if self.fix else [])]

    def refusal(self) -> str:
        return f"{self.what}: {self.found}; fix: {self.fix}"


def _run(command: Sequence[str], timeout_s: float = RUN_TIMEOUT_S) -> tuple[int, str]:
    """Exit status and output (stdout and stderr together) of a command whose executable exists."""
    try:
        done = subprocess.run(
            list(command), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=timeout_s, check=False
        )
    except subprocess.TimeoutExpired:
        return -1, f"did not finish within {timeout_s:.0f} s"
    return done.returncode, done.stdout


def _last_line(output: str) -> str:
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    return lines[-1] if lines else "no output"


def gpu_check(nvidia_smi: str = "nvidia-smi") -> Check:
    what = "GPU and driver"
    found = shutil.which(nvidia_smi)
    if found is None:
        return Check(
            what, "fails", f"no {nvidia_smi} on PATH", "install the NVIDIA driver: nvidia-smi -L must list the GPU"
        )
    status, out = _run([found, "--query-gpu=index,name,driver_version", "--format=csv,noheader"])
    gpus = [line.strip() for line in out.splitlines() if line.strip()] if status == 0 else []
    if not gpus:
        return Check(
            what,
            "fails",
            f"{found} lists no GPU ({_last_line(out)})",
            "load the NVIDIA driver: nvidia-smi -L must list the GPU",
        )
    return Check(what, "ok", "; ".join(f"GPU {gpu}" for gpu in gpus))


_TORCH_PROBE = (
    "import json, torch; c = torch.cuda.is_available(); print(json.dumps({'torch': torch.__version__, "
    "'cuda': torch.version.cuda, 'available': c, 'device': torch.cuda.get_device_name() if c else None}))"
)


def torch_check(python: str) -> Check:
    """PyTorch with CUDA in ``python``, the interpreter that runs the workload."""
    what = "PyTorch's CUDA"
    status, out = _run([python, "-c", _TORCH_PROBE])
    if status != 0:
        return Check(
            what, "fails", f"{python} cannot import torch ({_last_line(out)})", f"{python} -m pip install torch"
        )
    found = json.loads(out.strip().splitlines()[-1])
    if found["cuda"] is None:
        return Check(
            what,
            "fails",
            f"torch {found['torch']} is a CPU build",
            "install a CUDA build of torch (https://pytorch.org/get-started/locally/)",
        )
    if not found["available"]:
        return Check(
            what,
            "fails",
            f"torch {found['torch']} (CUDA {found['cuda']}) sees no GPU",
            "check the driver (nvidia-smi) and CUDA_VISIBLE_DEVICES",
        )
    return Check(what, "ok", f"torch {found['torch']}, CUDA {found['cuda']}, on {found['device']}")


TOOL_PRODUCTS = {"nsys": "Nsight Systems", "ncu": "Nsight Compute"}


def tool_check(name: str, candidates: Sequence[str]) -> Check:
    """The first candidate that is an executable (config/config.yaml ``tools``), its version, and
    whether ``--version`` runs."""
    found = find_tool(candidates)
    if found is None:
        return Check(
            name,
            "fails",
            f"not found (looked for {', '.join(candidates)})",
            f"install {TOOL_PRODUCTS[name]} and put {name} on PATH, or give its path in config/config.yaml "
            f"tools: {name}",
        )
    status, out = _run([found, "--version"])
    if status != 0:
        return Check(
            name,
            "fails",
            f"{found} --version exited with status {status} ({_last_line(out)})",
            f"run '{found} --version' and install what it lacks, or reinstall {TOOL_PRODUCTS[name]}",
        )
    return Check(name, "ok", f"{found}, version {version_of(out)}")


def counters_probe(ncu: str | None, python: str) -> Check:
    """Profile one tiny kernel with ncu: ERR_NVGPUCTRPERM means no permission to read counters."""
    if ncu is None:
        return Check(COUNTERS_NCU, "skipped", "not checked: no ncu to profile with")
    command = [ncu, "--metrics", PROBE_METRIC, "--target-processes", "all", python, "-c", TINY_KERNEL]
    status, out = _run(command)
    refused = counters_refused(out)
    if refused:
        return Check(COUNTERS_NCU, "fails", f"ncu profiled nothing: {refused}", COUNTERS_FIX)
    if status == 0 and "==PROF== Profiling" in out:
        return Check(COUNTERS_NCU, "ok", "ncu profiled a one-element kernel")
    return Check(
        COUNTERS_NCU,
        "fails",
        f"ncu profiled nothing (status {status}: {_last_line(out)})",
        f"run the probe and read ncu's output: {shell_line(command)}",
    )


def driver_counters_check(params: Path = DRIVER_PARAMS, euid: int | None = None) -> Check:
    """Permission to read counters as the driver states it, without running anything: only root
    may where it restricts profiling to administrators."""
    euid = os.geteuid() if euid is None else euid
    try:
        text = params.read_text()
    except OSError:
        return Check(COUNTERS_DRIVER, "skipped", f"not checked: no NVIDIA driver parameters ({params})")
    values = dict(line.split(":", 1) for line in text.splitlines() if ":" in line)
    restricted = values.get(ADMIN_ONLY, "").strip()
    if restricted == "1" and euid != 0:
        return Check(COUNTERS_DRIVER, "fails", f"the driver lets only root read them ({ADMIN_ONLY}: 1)", COUNTERS_FIX)
    if restricted not in ("0", "1"):
        return Check(COUNTERS_DRIVER, "skipped", f"not checked: {params} has no {ADMIN_ONLY}")
    return Check(
        COUNTERS_DRIVER, "ok", "root" if euid == 0 else f"the driver lets every user read them ({ADMIN_ONLY}: 0)"
    )


def clocks_check(mode: str, nvidia_smi: str = "nvidia-smi", euid: int | None = None) -> Check:
    """Whether the configured clock mode can run here, read from nvidia-smi -q, changing nothing:
    ``lock`` pins clocks through NVML, which needs root and no MIG partition."""
    euid = os.geteuid() if euid is None else euid
    what = f"clocks (mode {mode})"
    found = shutil.which(nvidia_smi)
    if found is None:
        return Check(what, "skipped", f"not checked: no {nvidia_smi} on PATH")
    _, out = _run([found, "-q"])
    mig = any(
        line.split(":", 1)[0].strip() == "Current" and line.split(":", 1)[1].strip() == "Enabled"
        for line in _section(out, "MIG Mode")
    )
    why_not = "a MIG partition" if mig else ("not root" if euid != 0 else None)
    if mode == "observe":
        can = "could be locked (root, no MIG)" if why_not is None else f"could not be locked ({why_not})"
        return Check(what, "ok", f"measured and recorded, never changed; they {can}")
    if why_not is not None:
        return Check(
            what, "fails", f"lock needs root and no MIG: {why_not}", "set clocks: {mode: observe} in config/config.yaml"
        )
    return Check(what, "ok", "root, no MIG: the nsys phase pins both clocks to the probed medians")


def _section(text: str, title: str) -> list[str]:
    """The indented lines under ``title`` in ``nvidia-smi -q`` output."""
    lines = text.splitlines()
    for number, line in enumerate(lines):
        if line.strip().split(":")[0].strip() == title:
            depth = len(line) - len(line.lstrip())
            section = []
            for nested in lines[number + 1 :]:
                if len(nested) - len(nested.lstrip()) <= depth:
                    break
                section.append(nested)
            return section
    return []


def dcgm_check(proc: Path = Path("/proc")) -> Check:
    """DCGM processes running on this host (their profiling module, when it watches the counters,
    keeps ncu from reading them)."""
    what = "DCGM"
    running = []
    for comm in proc.glob("[0-9]*/comm"):
        try:
            name = comm.read_text().strip()
        except OSError:  # the process ended while we looked
            continue
        if name in DCGM_PROCESSES:
            running.append(f"{name} (pid {comm.parent.name})")
    if running:
        return Check(what, "warns", f"{', '.join(sorted(running))} may hold the counters ncu needs", DCGM_FIX)
    return Check(what, "ok", f"no {' or '.join(DCGM_PROCESSES)} running")


def disk_check(folder: str, needed: int = CAPTURE_DISK_BYTES) -> Check:
    """Free space where the capture writes (the nearest existing folder of ``folder``)."""
    where = Path(folder).absolute()
    while not where.exists():
        where = where.parent
    free = shutil.disk_usage(where).free
    found = f"{free / 2**30:.1f} GiB free in {where}"
    if free < needed:
        return Check(
            "free disk", "fails", f"{found}, a capture needs {needed / 2**30:.1f} GiB", f"free space on {where}'s disk"
        )
    return Check("free disk", "ok", found)


def preflight_checks(nsys: Sequence[str], ncu: Sequence[str], results: str, clock_mode: str) -> list[Check]:
    """The checks that run no program under a profiler: what a live capture checks first."""
    return [
        gpu_check(),
        tool_check("nsys", nsys),
        tool_check("ncu", ncu),
        driver_counters_check(),
        clocks_check(clock_mode),
        dcgm_check(),
        disk_check(results),
    ]


def doctor_checks(nsys: Sequence[str], ncu: Sequence[str], results: str, clock_mode: str, python: str) -> list[Check]:
    """Every check, the counter permission also by profiling one tiny kernel."""
    quick = preflight_checks(nsys, ncu, results, clock_mode)
    return [*quick[:1], torch_check(python), *quick[1:4], counters_probe(find_tool(ncu), python), *quick[4:]]


def first_failure(checks: Sequence[Check]) -> Check | None:
    return next((c for c in checks if c.status == "fails"), None)


def outlook(
    checks: Sequence[Check],
    setting: str,
    tools: tuple[str | None, str | None],
    range_profiler: Sequence[str],
    captures_dir: str,
) -> list[str]:
    """What the workflow will do with these checks' outcome, and ``tools`` (nsys and ncu as
    the workflow finds them): capture live, or which fallback."""
    gpu = any(c.what == "GPU and driver" and c.status == "ok" for c in checks)
    source, reason = capture_source(
        "live" if setting == "live" else "recorded" if setting == "recorded" else "auto", gpu, *tools
    )
    lines = [f"capture: {setting} -> {source} ({reason})"]
    if source == "recorded":
        lines.append(f"will fall back: every profile_<name> profiles its recorded bundle {captures_dir}/<name>")
        return lines
    failing = first_failure(checks)
    if failing is not None:
        lines.append(f"will not work: a live capture stops before its first phase with: {failing.refusal()}")
        lines.append(f"    or profile the recorded bundles in {captures_dir}: --config capture=recorded")
        return lines
    counted = ", ".join(range_profiler) or "no workload"
    lines.append("will work: the timing, Kineto, memory and nsys phases, and counters by ncu's kernel replay")
    lines.append(f"instead of ncu: CUPTI's range profiler counts {counted} (config ncu.range_profiler)")
    return lines


def report(checks: Sequence[Check], outlook_lines: Sequence[str]) -> str:
    """What ``doctor`` prints: each check with its fix, then what the workflow will do."""
    lines = ["opprof doctor: what a live capture needs on this machine"]
    for check in checks:
        lines += check.lines()
    return "\n".join([*lines, *outlook_lines]) + "\n"

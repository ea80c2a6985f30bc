"""Faults that used to end in a traceback, pass silently or blame the wrong file, each made from a
shipped bundle and refused in one line naming the file and what is wrong, through the real
workflow (one Snakemake run, --keep-going); and a user's own configfile beside the shipped one."""

from __future__ import annotations

import gzip
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import REPO, SHIPPED, copy_bundle, run_workflow

KERNELS = "CUPTI_ACTIVITY_KIND_KERNEL"
EVENT = 21  # a kernel event of matmul_add_64's Kineto trace
OUTPUT_CODE = Path("inductor") / "model__0_inference_0.0" / "output_code.py"


def _kineto_event(change: Callable[[dict[str, object]], None]) -> Callable[[Path], None]:
    def fault(bundle: Path) -> None:
        path = bundle / "kineto.json.gz"
        trace = json.loads(gzip.decompress(path.read_bytes()))
        change(trace["traceEvents"][EVENT])
        path.write_bytes(gzip.compress(json.dumps(trace).encode(), mtime=0))

    return fault


def _last_kernel(statement: str) -> Callable[[Path], None]:
    def fault(bundle: Path) -> None:
        with sqlite3.connect(bundle / "nsys.sqlite") as conn:
            conn.execute(statement.format(row=f"(SELECT rowid FROM {KERNELS} ORDER BY start DESC LIMIT 1)"))

    return fault


def _binary_output_code(bundle: Path) -> None:
    (bundle / OUTPUT_CODE).write_bytes(bytes(range(256)) * 4)


# bundle: (shipped bundle, the fault, the rule that refuses it, the line after "<bundle>/")
FAULTS: dict[str, tuple[str, Callable[[Path], None], str, str]] = {
    "negative_kineto_dur": (
        "matmul_add_64",
        _kineto_event(lambda e: e.update(dur=-2.08)),
        "ingest_kineto",
        "kineto.json.gz: event 21 (kernel 'void at::native::elementwise_kernel",
    ),
    "string_kineto_ts": (
        "matmul_add_64",
        _kineto_event(lambda e: e.update(ts=str(e["ts"]))),
        "ingest_kineto",
        "kineto.json.gz: event 21 (kernel 'void at::native::elementwise_kernel",
    ),
    "huge_kineto_ts": (
        "matmul_add_64",
        _kineto_event(lambda e: e.update(ts=1e300)),
        "ingest_kineto",
        "kineto.json.gz: event 21 (kernel 'void at::native::elementwise_kernel",
    ),
    "negative_nsys_duration": (
        "matmul_add_64",
        _last_kernel(f"UPDATE {KERNELS} SET end = start - 500 WHERE rowid = {{row}}"),
        "ingest_nsys",
        f"nsys.sqlite: {KERNELS} row 10 ends before it starts (start 2241726639 ns, end 2241726139 ns; 1 such rows)",
    ),
    "nsys_only_kernel_dropped": (
        "matmul_add_64",
        _last_kernel(f"DELETE FROM {KERNELS} WHERE rowid = {{row}}"),
        "ingest_replay_plan",
        "nsys.sqlite: its measured window holds 3 kernels where {bundle}/replay_plan.json, made from it at "
        "capture, holds 4: the export diverges from the bundle's other captures",
    ),
    "binary_output_code": (
        "matmul_add_64_compiled",
        _binary_output_code,
        "fusion_map",
        f"{OUTPUT_CODE}: not UTF-8 text (byte 128)",
    ),
}
ENDINGS = {
    "negative_kineto_dur": " has a negative dur (-2.08 us)",
    "string_kineto_ts": " has ts '5296693328034.246', not a number",
    "huge_kineto_ts": " has ts 1e+300, beyond 64-bit nanoseconds",
}


@pytest.fixture(scope="module")
def faulted_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, subprocess.CompletedProcess[str]]:
    root = tmp_path_factory.mktemp("messages")
    captures = root / "captures"
    for name, (source, fault, _, _) in FAULTS.items():
        fault(copy_bundle(SHIPPED / source, captures / name))
    targets = [f"results/{name}/profile.json" for name in FAULTS]
    result = run_workflow(root / "work", captures, *targets, extra=("--keep-going", "--cores", "2"))
    return root / "work", captures, result


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_fault_is_refused_in_one_line_naming_the_file(
    fault: str, faulted_run: tuple[Path, Path, subprocess.CompletedProcess[str]]
) -> None:
    work, captures, result = faulted_run
    _, _, rule, words = FAULTS[fault]
    bundle = captures / fault
    (line,) = (work / "results" / fault / "logs" / f"{rule}.log").read_text().splitlines()
    assert line.startswith(f"opprof: error: {bundle}/{words.format(bundle=bundle)}"), line
    assert line.endswith(ENDINGS.get(fault, "")), line
    assert not (work / "results" / fault / "profile.json").exists() and result.returncode != 0


def test_a_users_configfile_without_the_range_profilers_workload_runs(tmp_path: Path) -> None:
    """The shipped ncu.range_profiler names gpt2_train; a configfile of the user's own that
    replaces the workloads applies it to none of them."""
    mine = tmp_path / "mine.yaml"
    mine.write_text("workloads: [matmul_add_64]\n")
    configs = ("--configfile", str(REPO / "config" / "config.yaml"), str(mine))
    done = run_workflow(tmp_path / "work", SHIPPED, "profile_matmul_add_64", extra=("--dry-run", *configs))
    assert done.returncode == 0, done.stderr[-3000:]


def test_a_live_capture_without_torch_is_refused_in_one_line_naming_the_interpreter(tmp_path: Path) -> None:
    """capture=live where the interpreter that runs the workload cannot import torch: the capture
    jobs that run it after the preflight (which on this machine, without a GPU, refuses first), the
    clock probe and the timing phase, each refuse in one line."""
    missing = tmp_path / "no-torch" / "torch"
    missing.mkdir(parents=True)
    (missing / "__init__.py").write_text("raise ModuleNotFoundError(\"No module named 'torch'\", name='torch')\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), str(missing.parent)])}
    spec = json.dumps(
        {
            "name": "matmul_add_64",
            "mode": "inference",
            "warmup": 0,
            "measured": 1,
            "entry": "opprof.capture.workloads:matmul_add_64",
        }
    )
    jobs = {
        "clock_probe": [f"--cache-dir={tmp_path / 'cache'}", f"--probe={tmp_path / 'probe.json'}"],
        "phase0_timing": [f"--spec={spec}", f"--runner={REPO / 'scripts' / 'run_workload.py'}"]
        + [f"--{out}={tmp_path / out}.json" for out in ("timing", "record", "workload")],
    }
    refusal = f"opprof: error: {sys.executable}: cannot import torch (No module named 'torch'): a live capture"
    for script, flags in jobs.items():
        command = [sys.executable, "-P", str(REPO / "scripts" / f"{script}.py"), *flags]
        done = subprocess.run(command, capture_output=True, text=True, timeout=600, check=False, env=env)
        assert done.returncode != 0 and "Traceback" not in done.stderr, (script, done.stderr)
        assert done.stderr.strip().splitlines()[-1].startswith(refusal), (script, done.stderr)
    assert not list(tmp_path.glob("*.json"))

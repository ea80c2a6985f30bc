"""Tools that hang must fail their rule and leave no process holding the GPU; the workload
processes they start keep compiled bytecode."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from opprof.capture.phases import workload_env
from opprof.capture.tools import run_tool
from opprof.cli import DEFAULT_PYCACHE
from opprof.errors import OpprofError

# A sleep of its own length (300.<pid> s), so that the check below finds this test's child only,
# not a sleep another test runs at the same time on the other xdist worker.
SLEEP = f"300.{os.getpid()}"
HANGS = (
    f"import subprocess, time; subprocess.Popen(['sleep', '{SLEEP}']); print('started', flush=True); time.sleep(300)"
)


def test_a_hung_tool_is_killed_with_the_workload_it_started() -> None:
    with pytest.raises(OpprofError, match="did not finish within 1 s and was killed"):
        run_tool([sys.executable, "-c", HANGS], timeout_s=1)
    # A killed process is gone once the kernel has reaped it: on a loaded machine that takes a moment.
    deadline = time.monotonic() + 10
    while (left := _still_running()) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert left == ""


def _still_running() -> str:
    found = subprocess.run(["pgrep", "-f", f"sleep {SLEEP}"], capture_output=True, text=True, check=False)
    return found.stdout.strip()


def test_a_tool_that_fails_names_its_exit_status() -> None:
    with pytest.raises(OpprofError, match="exited with status 3"):
        run_tool([sys.executable, "-c", "raise SystemExit(3)"])
    assert run_tool([sys.executable, "-c", "print('ok')"])[1] == "ok\n"


def test_workload_processes_keep_bytecode_even_where_the_environment_forbids_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every capture phase starts a fresh interpreter that imports torch: with PYTHONDONTWRITEBYTECODE
    and no .pyc in site-packages, each one compiled it all again."""
    (tmp_path / "workload_module.py").write_text("VALUE = 1\n")
    cache = tmp_path / "pycache"
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.setenv("PYTHONPYCACHEPREFIX", str(cache))
    env = workload_env({"PYTHONPATH": str(tmp_path)})
    assert "PYTHONDONTWRITEBYTECODE" not in env and env["PYTHONPATH"] == str(tmp_path)
    run_tool([sys.executable, "-c", "import workload_module"], env)
    kept = {p.relative_to(cache) for p in cache.rglob("*.pyc")}
    name = f"workload_module.{sys.implementation.cache_tag}.pyc"
    assert Path(*tmp_path.parts[1:], name) in kept
    monkeypatch.delenv("PYTHONPYCACHEPREFIX")
    assert workload_env()["PYTHONPYCACHEPREFIX"] == str(DEFAULT_PYCACHE)

"""Tools that hang must fail their rule and leave no process holding the GPU."""

from __future__ import annotations

import subprocess
import sys

import pytest

from opprof.capture.tools import run_tool
from opprof.errors import OpprofError

HANGS = "import subprocess, time; subprocess.Popen(['sleep', '300']); print('started', flush=True); time.sleep(300)"


def test_a_hung_tool_is_killed_with_the_workload_it_started() -> None:
    with pytest.raises(OpprofError, match="did not finish within 1 s and was killed"):
        run_tool([sys.executable, "-c", HANGS], timeout_s=1)
    left = subprocess.run(["pgrep", "-f", "sleep 300"], capture_output=True, text=True, check=False)
    assert left.stdout.strip() == ""


def test_a_tool_that_fails_names_its_exit_status() -> None:
    with pytest.raises(OpprofError, match="exited with status 3"):
        run_tool([sys.executable, "-c", "raise SystemExit(3)"])
    assert run_tool([sys.executable, "-c", "print('ok')"])[1] == "ok\n"

"""Every command README.md shows works as written: the Snakemake ones resolve (a dry run from the
repository root, as a user types them), the terminal table runs on the shipped gpt2 profile, and
the set-up commands are CI's own (.ci/run runs tests/setup-and-run.sh)."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from conftest import REPO

from opprof.units import format_ns

README = (REPO / "README.md").read_text()
SET_UP = (
    "python3 -m venv .venv && . .venv/bin/activate && pip install -e '.[workflow]' && snakemake --cores 1 profile_gpt2"
)
TESTS = "bash tests/setup-and-run.sh"
TABLE = "python -m opprof table results/gpt2 --sort self-cpu --limit 10"


def _commands() -> list[str]:
    """The command lines of the README's ``sh`` blocks (comments left out)."""
    blocks = re.findall(r"```sh\n(.*?)```", README, re.S)
    return [line for block in blocks for line in block.splitlines() if line and not line.startswith("#")]


def _snakemake_calls() -> list[str]:
    """Every ``snakemake ...`` step of the README's commands, ``&&`` chains included."""
    steps = [step.strip() for command in _commands() for step in command.split("&&")]
    return [step for step in steps if step.startswith("snakemake ")]


def test_the_readme_shows_only_commands_these_tests_run() -> None:
    commands = _commands()
    assert commands[:2] == [SET_UP, TESTS]
    covered = {SET_UP, TESTS, TABLE} | {c for c in commands if c.startswith(("snakemake ", "pip install -e"))}
    assert set(commands) <= covered
    assert (REPO / ".ci" / "run").read_text().rstrip().endswith(TESTS)
    # The extras the commands install exist.
    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    assert {e for c in commands for e in re.findall(r"pip install -e '\.\[(\w+)\]'", c)} <= set(extras)


@pytest.mark.parametrize("command", _snakemake_calls())
def test_each_snakemake_command_resolves_as_written(command: str) -> None:
    argv = shlex.split(command)
    done = subprocess.run(
        [sys.executable, "-m", argv[0], "--dry-run", *argv[1:]],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]


def test_the_terminal_table_runs_on_the_shipped_profile(shipped_run: Path) -> None:
    assert TABLE in _commands()
    done = subprocess.run(
        [sys.executable, *shlex.split(TABLE)[1:]], cwd=shipped_run, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "aten::addmm" in done.stdout


def test_the_opening_example_is_what_the_shipped_gpt2_profile_says(shipped_run: Path) -> None:
    """The README's first claim: the step and its host time, the verdict from the critical path,
    the plan's first fix and TF32's saving now and after it, and the GEMM's time and roof, as the
    shipped H200 gpt2 profile gives them."""
    profile = json.loads((shipped_run / "results" / "gpt2" / "profile.json").read_text())
    opening = README[: README.index("## What to look at first")]
    step, plan, regime = profile["regime"]["step"], profile["plan"], profile["regime"]
    iterations = profile["window"]["iterations"]
    addmm = next(s for s in profile["speed_of_light"]["operators"] if s["operator_name"] == "aten::addmm")
    assert f"takes {format_ns(step['wall_ns'])} on an H200" in opening
    assert f"for {step['host_ns'] / 1e6:.2f} of its {step['wall_ns'] / 1e6:.2f} ms" in opening
    assert f"`aten::addmm` {addmm['duration_ns'] / iterations / 1e6:.1f} ms of it" in opening
    assert regime["verdict"] == "host-bound" and f"holds {regime['step_model']['host_share']:.0%}" in opening
    graphs, tf32 = plan["fixes"][:2]
    assert graphs["fix"] == "cuda_graphs" and f"saves {format_ns(graphs['saving_ns'])} of it" in opening
    assert tf32["fix"] == "tf32_matmul" and "set_float32_matmul_precision('high')" in tf32["action"]
    assert f"saves {format_ns(tf32['saving_alone_ns'])} today and {format_ns(tf32['saving_ns'])} after" in opening
    assert f"at {addmm['pct_of_roof']:.0f}% of their roof" in opening and addmm["pipe"] == "fp32"
    assert f"within {abs(regime['step_model']['error']):.1%} of the measured step" in opening
    # The what-if runs the shipped bundle records: the graph, then the graph and TF32.
    whatif = json.loads((shipped_run / "results" / "gpt2" / "whatif.json").read_text())
    rows = {r["key"]: r for r in whatif["runs"]}
    graph, both = rows["cuda_graphs"], rows["cuda_graphs+tf32_matmul"]
    assert whatif["device"].startswith("NVIDIA H100") and "(on an H100: the graph" in opening
    assert (
        f"predicted at {format_ns(graph['predicted_ns'])} ran in {format_ns(graph['measured']['median_ns'])}" in opening
    )
    assert f"TF32 {format_ns(both['predicted_ns'])} against {format_ns(both['measured']['median_ns'])})" in opening

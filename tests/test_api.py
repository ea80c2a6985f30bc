"""opprof.load and ``python -m opprof table`` on the profile the real workflow wrote for the
shipped gpt2 bundle (the README's main job), and docs/api.md's example run as written."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from conftest import REPO

import opprof
from opprof.errors import OpprofError
from opprof.io import read_table, write_table
from opprof.tables import KERNELS, OPERATOR_SUMMARY, OPERATORS
from opprof.units import format_ns


@pytest.fixture(scope="module")
def folder(shipped_run: Path) -> Path:
    return shipped_run / "results" / "gpt2"


@pytest.fixture(scope="module")
def document(folder: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((folder / "profile.json").read_text())
    return loaded


def test_load_gives_the_workflows_tables_and_profile_json_findings(folder: Path, document: dict[str, Any]) -> None:
    profile = opprof.load(folder)
    pd.testing.assert_frame_equal(profile.kernels, read_table(folder / "kernels.parquet", KERNELS))
    pd.testing.assert_frame_equal(profile.operators, read_table(folder / "operators.parquet", OPERATORS))
    pd.testing.assert_frame_equal(profile.summary, read_table(folder / "operator_summary.parquet", OPERATOR_SUMMARY))
    assert len(profile.kernels) == document["window"]["kernels"] == 468
    assert profile.signals["rule"].tolist() == [s["rule"] for s in document["signals"]]
    assert profile.signals.iloc[0]["numbers"] == document["signals"][0]["numbers"]
    coverage = profile.coverage.set_index("tier")
    assert coverage.loc["total", "kernels"] == 468
    assert coverage.loc[["high", "medium", "unattributed"], "kernels"].sum() == 468
    assert profile.regime == document["regime"]
    conditions = profile.conditions
    assert conditions["gpu"]["name"] == "NVIDIA H200" and conditions["iterations"]["measured"] == 2
    assert conditions["tools_seen"] == document["capture"]["tools_seen"]
    # A kernel's operator_index is its row of operators.
    first = profile.kernels.iloc[0]
    assert profile.operators.loc[first["operator_index"], "operator_name"] == first["operator_name"]


def test_tables_left_from_another_run_are_refused_naming_the_folder(folder: Path, tmp_path: Path) -> None:
    shutil.copytree(folder, tmp_path / "gpt2")
    folder = tmp_path / "gpt2"
    kernels = read_table(folder / "kernels.parquet", KERNELS)
    write_table(folder / "kernels.parquet", KERNELS, kernels.iloc[:-1])
    with pytest.raises(OpprofError) as error:
        opprof.load(folder)
    assert error.value.path == str(folder)
    assert "(467 kernels" in error.value.reason and "are not those of profile.json (468 kernels" in error.value.reason
    (folder / "profile.json").unlink()
    with pytest.raises(OpprofError, match=r"holds no profile\.json"):
        opprof.load(folder)


def _table(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "opprof", "table", *args], capture_output=True, text=True, check=False)


def test_terminal_table_is_the_summary_sorted_by_the_chosen_column(folder: Path, document: dict[str, Any]) -> None:
    summary = opprof.load(folder).summary
    done = _table(str(folder), "--sort", "calls", "--limit", "3")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith(f"{folder}: {document['regime']['verdict']} (GPU busy ")
    assert lines[2].split()[:2] == ["Name", "Calls"]
    expected = summary.sort_values(["calls", "operator_name"], ascending=[False, True]).head(3)
    for line, row in zip(lines[3:6], expected.itertuples(), strict=True):
        assert line.startswith(row.operator_name + " ") and f" {row.calls} " in line
        assert format_ns(row.duration_ns) in line
    assert lines[6] == f"... {len(summary) - 3} more operator names (--limit 0 shows all)"
    addmm = next(line for line in _table(str(folder)).stdout.splitlines() if line.startswith("aten::addmm "))
    # gpt2 is host-bound: the GEMM's hit drops to low (a faster kernel buys nothing there).
    assert "low: Tensor Cores idle on a GEMM" in addmm
    every = _table(str(folder), "--limit", "0").stdout.splitlines()
    assert len(every) == 3 + len(summary)


def test_terminal_table_of_a_folder_without_a_profile_is_one_line(tmp_path: Path) -> None:
    done = _table(str(tmp_path))
    assert done.returncode == 1 and done.stdout == ""
    assert (
        done.stderr
        == f"opprof: error: {tmp_path}: holds no profile.json: run `snakemake --cores 1 profile_<name>` first\n"
    )


def test_terminal_table_refuses_a_negative_limit_in_one_line(tmp_path: Path) -> None:
    done = _table(str(tmp_path), "--limit", "-1")
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == f"opprof: error: {tmp_path}: --limit -1: the number of operator names to show (0: all)\n"


def test_the_api_example_in_the_docs_runs_as_written(folder: Path, document: dict[str, Any]) -> None:
    text = (REPO / "docs" / "api.md").read_text()
    example = re.search(r"```python\n(.*?)```", text, re.S)
    assert example is not None
    done = subprocess.run(
        [sys.executable, "-c", example.group(1)],
        cwd=folder.parents[1],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{document['regime']['verdict']} ")
    assert "NVIDIA H200 observe {'measured': 2, 'warmup': 2}" in done.stdout

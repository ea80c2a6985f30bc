"""The determinism gate against real faults: each faulted bundle is the recorded H200 GPT-2
bundle with one capture edited the way a real fault would change it. The real workflow must stop
at the gate, name the first divergence (position, kernel, each capture's view) and write no
profile. One Snakemake run (--keep-going) profiles every faulted bundle and an unfaulted control.
"""

from __future__ import annotations

import csv
import gzip
import io
import json
import sqlite3
import subprocess
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pandas as pd
import pytest
from conftest import GPT2_BUNDLE, copy_bundle, run_workflow

from opprof.ingest import nsys

WINDOW_START = 469  # capture.json: the measured window is nsys kernels [469, 469 + 468)
KERNELS = "CUPTI_ACTIVITY_KIND_KERNEL"
RUNTIME = "CUPTI_ACTIVITY_KIND_RUNTIME"


@cache
def _nsys_window() -> pd.DataFrame:
    return nsys.read_kernels(GPT2_BUNDLE / "nsys.sqlite").iloc[WINDOW_START:].reset_index(drop=True)


def _view(position: int, grid_x: int | None = None) -> str:
    """How the gate names the kernel at a window position: name key and grid."""
    row = _nsys_window().iloc[position]
    grid = (row["grid_x"] if grid_x is None else grid_x, row["grid_y"], row["grid_z"])
    return f"{row['name_key']} grid=({grid[0]},{grid[1]},{grid[2]})"


def _ncu_rows(bundle: Path) -> list[list[str]]:
    return list(csv.reader(io.StringIO(gzip.decompress((bundle / "ncu" / "all.csv.gz").read_bytes()).decode())))


def _write_ncu_rows(bundle: Path, rows: list[list[str]]) -> None:
    text = io.StringIO()
    csv.writer(text, quoting=csv.QUOTE_ALL).writerows(rows)
    (bundle / "ncu" / "all.csv.gz").write_bytes(gzip.compress(text.getvalue().encode(), mtime=0))


def drop_ncu_kernel(bundle: Path) -> None:
    """ncu lost the kernel at window position 300 (its row deleted from the raw CSV)."""
    rows = _ncu_rows(bundle)
    _write_ncu_rows(bundle, rows[: 2 + 300] + rows[2 + 301 :])


def short_ncu_replay(bundle: Path) -> None:
    """The ncu replay ended after 400 of the 468 window kernels (the CSV's tail dropped)."""
    _write_ncu_rows(bundle, _ncu_rows(bundle)[: 2 + 400])


def _correlation(position: int) -> int:
    return int(_nsys_window().iloc[position]["correlation_id"])


def swap_nsys_kernels(bundle: Path) -> None:
    """nsys saw window positions 100 and 101 in the other order (their correlation ids swapped,
    launches included)."""
    a, b = _correlation(100), _correlation(101)
    with sqlite3.connect(bundle / "nsys.sqlite") as conn:
        for table in (KERNELS, RUNTIME):
            conn.execute(
                f"UPDATE {table} SET correlationId = CASE correlationId WHEN ? THEN ? ELSE ? END "
                "WHERE correlationId IN (?, ?)",
                (a, b, a, a, b),
            )


def extra_nsys_kernel(bundle: Path) -> None:
    """nsys ran one kernel more inside the window, before position 200 (the init kernel's row
    and its launch copied under a free correlation id), as a lazily allocated workspace would."""
    previous = _correlation(199)
    with sqlite3.connect(bundle / "nsys.sqlite") as conn:
        used = {r[0] for t in (KERNELS, RUNTIME) for r in conn.execute(f"SELECT correlationId FROM {t}")}
        new = next(c for c in range(previous + 1, previous + 1000) if c not in used)
        (first,) = conn.execute(f"SELECT min(correlationId) FROM {KERNELS}").fetchone()
        for table in (KERNELS, RUNTIME):
            conn.execute(f"CREATE TEMP TABLE extra AS SELECT * FROM {table} WHERE correlationId = ?", (first,))
            conn.execute("UPDATE extra SET correlationId = ?", (new,))
            conn.execute(f"INSERT INTO {table} SELECT * FROM extra")
            conn.execute("DROP TABLE extra")


def kineto_launch_config(bundle: Path) -> None:
    """Kineto saw the kernel at window position 350 with half the grid (a different launch)."""
    path = bundle / "kineto.json.gz"
    trace = json.loads(gzip.decompress(path.read_bytes()))
    kernels = sorted(
        (e for e in trace["traceEvents"] if e.get("cat") == "kernel"), key=lambda e: e["args"]["correlation"]
    )
    kernels[350]["args"]["grid"][0] //= 2
    path.write_bytes(gzip.compress(json.dumps(trace).encode(), mtime=0))


FAULTS: dict[str, tuple[Callable[[Path], None], list[str]]] = {
    # bundle: (fault, what the error must say)
    "dropped_kernel": (
        drop_ncu_kernel,
        [
            "nsys has 468 kernels in the measured window, ncu[all] has 467",
            f"first at position 300: nsys ran {_view(300)}",
            f"ncu[all] ran {_view(301)}",
        ],
    ),
    "swapped_kernels": (
        swap_nsys_kernels,
        [
            "2 of 468 kernels differ between nsys and kineto",
            f"first at position 100: nsys ran {_view(101)}",
            f"kineto ran {_view(100)}",
        ],
    ),
    "extra_workspace_kernel": (
        extra_nsys_kernel,
        [
            "kernels differ between nsys and kineto",
            "first at position 200: nsys ran distribution_elementwise_grid_stride_kernel grid=(2,1,1)",
            f"kineto ran {_view(200)}",
        ],
    ),
    "launch_config": (
        kineto_launch_config,
        [
            "1 of 468 kernels differ between nsys and kineto",
            f"first at position 350: nsys ran {_view(350)}",
            f"kineto ran {_view(350, grid_x=int(_nsys_window().iloc[350]['grid_x']) // 2)}",
        ],
    ),
    "short_ncu_replay": (
        short_ncu_replay,
        [
            "nsys has 468 kernels in the measured window, ncu[all] has 400",
            f"first at position 400: nsys ran {_view(400)}",
            "ncu[all] ran (no more kernels)",
        ],
    ),
}
CONTROL = "control"


def _bundle(captures: Path, name: str) -> Path:
    """A copy of the recorded bundle whose ncu window is the whole file (no explicit span), so
    that a changed ncu row count reaches the gate instead of the window check."""
    bundle = copy_bundle(GPT2_BUNDLE, captures / name)
    manifest = json.loads((bundle / "capture.json").read_text())
    manifest["name"] = name
    del manifest["window"]["ncu"]
    (bundle / "capture.json").write_text(json.dumps(manifest, indent=1))
    return bundle


@pytest.fixture(scope="module")
def faulted_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, subprocess.CompletedProcess[str]]:
    root = tmp_path_factory.mktemp("gate-faults")
    captures = root / "captures"
    _bundle(captures, CONTROL)
    for name, (fault, _) in FAULTS.items():
        fault(_bundle(captures, name))
    targets = [f"results/{name}/profile.json" for name in [CONTROL, *FAULTS]]
    result = run_workflow(
        root / "work", captures, *targets, extra=("--keep-going", "--show-failed-logs", "--cores", "2")
    )
    return root / "work", result


def test_unfaulted_control_bundle_passes_the_gate(faulted_run: tuple[Path, subprocess.CompletedProcess[str]]) -> None:
    work, result = faulted_run
    assert (work / "results" / CONTROL / "profile.json").is_file(), result.stderr[-3000:]


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_gate_stops_the_run_naming_the_first_divergence(
    fault: str, faulted_run: tuple[Path, subprocess.CompletedProcess[str]]
) -> None:
    work, result = faulted_run
    assert result.returncode != 0
    log = (work / "results" / fault / "logs" / "gate.log").read_text()
    first_line = log.splitlines()[0]
    assert first_line.startswith(f"opprof: error: {work.parent / 'captures' / fault}: determinism gate failed")
    for words in FAULTS[fault][1]:
        assert words in first_line, (words, first_line)
    assert "first divergences in order:" in log and "position" in log  # the table under the line
    assert first_line in result.stdout + result.stderr  # --show-failed-logs puts it in the run's output
    assert not (work / "results" / fault / "profile.json").exists()
    assert not (work / "results" / fault / "tables" / "window.parquet").exists()

"""Numbers that cannot be true are flagged in profile.json ``checks``, not published silently:
none on the real GPT-2 capture, and each implausible number edited into its inputs."""

from __future__ import annotations

import csv
import gzip
import io
import json
import sqlite3
from pathlib import Path
from typing import Any

from conftest import GPT2_BUNDLE, copy_bundle, run_workflow

from opprof.ingest import nsys
from opprof.output.checks import DURATION_RATIO_LIMIT

WINDOW_START = 469  # capture.json: the measured window is nsys kernels [469, 469 + 468)


def test_real_profile_has_no_flags_and_records_the_duration_ratio(gpt2_profile: dict[str, Any]) -> None:
    checks = gpt2_profile["checks"]
    assert checks["flags"] == [] and checks["flag_count"] == 0
    ratio = checks["ncu_nsys_duration_ratio"]
    assert ratio["kernels"] == 468 and ratio["beyond_limit"] == 0
    assert ratio["limit_factor"] == DURATION_RATIO_LIMIT
    # ncu replays with its own clock and cache control: close to, not equal to, the nsys timing.
    assert 1 / DURATION_RATIO_LIMIT < ratio["min"] <= ratio["p05"] <= ratio["median"] <= ratio["p95"] <= ratio["max"]
    assert 0.9 < ratio["median"] < 2.0 and ratio["max"] < DURATION_RATIO_LIMIT


def _edit_ncu(bundle: Path, edits: dict[tuple[int, str], float]) -> None:
    """Set raw-CSV cells (window position, metric) to values given in the column's printed unit."""
    path = bundle / "ncu" / "all.csv.gz"
    rows = list(csv.reader(io.StringIO(gzip.decompress(path.read_bytes()).decode())))
    for (position, metric), value in edits.items():
        rows[2 + position][rows[0].index(metric)] = f"{value:.6f}"
    text = io.StringIO()
    csv.writer(text, quoting=csv.QUOTE_ALL).writerows(rows)
    path.write_bytes(gzip.compress(text.getvalue().encode(), mtime=0))


def test_implausible_numbers_in_inputs_are_flagged_in_the_profile(tmp_path: Path) -> None:
    bundle = copy_bundle(GPT2_BUNDLE, tmp_path / "captures" / "gpt2")
    window = nsys.read_kernels(bundle / "nsys.sqlite").iloc[WINDOW_START:].reset_index(drop=True)
    nsys_us = float(window.at[20, "duration_ns"]) / 1000  # gpu__time_duration is printed in us
    _edit_ncu(
        bundle,
        {(10, "sm__throughput.avg.pct_of_peak_sustained_elapsed"): 150.0, (20, "gpu__time_duration.sum"): 50 * nsys_us},
    )
    start = int(window.at[30, "start_ns"])
    with sqlite3.connect(bundle / "nsys.sqlite") as conn:  # the kernel ends 1 us before it starts
        conn.execute("UPDATE CUPTI_ACTIVITY_KIND_KERNEL SET end = ? WHERE start = ?", (start - 1000, start))

    result = run_workflow(tmp_path / "work", bundle.parent, "results/gpt2/profile.json")
    assert result.returncode == 0, result.stderr[-3000:]
    checks = json.loads((tmp_path / "work" / "results" / "gpt2" / "profile.json").read_text())["checks"]
    flags = {(f["kind"], f["position"], f["counter"]): f["value"] for f in checks["flags"]}
    assert set(flags) == {
        ("percentage_out_of_range", 10, "sm_throughput_pct"),
        ("ncu_nsys_duration_ratio", 20, "ncu_duration_ns"),
        ("negative_duration", 30, "duration_ns"),
    }
    assert flags[("percentage_out_of_range", 10, "sm_throughput_pct")] == 150.0
    assert abs(flags[("ncu_nsys_duration_ratio", 20, "ncu_duration_ns")] - 50) < 0.01
    assert flags[("negative_duration", 30, "duration_ns")] == -1000.0
    assert checks["flag_count"] == 3 and checks["ncu_nsys_duration_ratio"]["beyond_limit"] == 1

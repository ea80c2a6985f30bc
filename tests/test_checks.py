"""Numbers that cannot be true are flagged in profile.json ``checks``, not published silently:
none on the real GPT-2 capture, and each implausible number edited into its inputs."""

from __future__ import annotations

import csv
import gzip
import io
import json
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from conftest import GPT2_BUNDLE, copy_bundle, run_workflow

from opprof.ingest import nsys
from opprof.output.checks import (
    DRAM_PEAK_MARGIN,
    DURATION_RATIO_LIMIT,
    _dram_beyond_peak,
    capture_agreement,
    describe_disagreement,
)
from opprof.tables import counter_column

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
    # (A kernel that ends before it starts is refused by the nsys ingest: tests/test_refusal_messages.py.)

    result = run_workflow(tmp_path / "work", bundle.parent, "results/gpt2/profile.json")
    assert result.returncode == 0, result.stderr[-3000:]
    profile = json.loads((tmp_path / "work" / "results" / "gpt2" / "profile.json").read_text())
    checks = profile["checks"]
    flags = {(f["kind"], f["position"], f["counter"]): f["value"] for f in checks["flags"]}
    assert set(flags) == {
        ("percentage_out_of_range", 10, "sm_throughput_pct"),
        ("ncu_nsys_duration_ratio", 20, "ncu_duration_ns"),
    }
    assert flags[("percentage_out_of_range", 10, "sm_throughput_pct")] == 150.0
    assert abs(flags[("ncu_nsys_duration_ratio", 20, "ncu_duration_ns")] - 50) < 0.01
    assert checks["flag_count"] == 2 and checks["ncu_nsys_duration_ratio"]["beyond_limit"] == 1
    # The value that cannot be true says so beside it; the ratio (two tools, two clocks) is only reported.
    records = {k["position"]: k for op in profile["operators"] for k in op["kernels"]}
    records.update({k["position"]: k for k in profile["unattributed_kernels"]})
    assert records[10]["impossible"] == ["sm_throughput_pct 150.0% is outside 0-100%: the counter cannot be right"]
    assert records[20]["impossible"] == [] and records[11]["impossible"] == []


def test_real_profile_agrees_with_its_exports_and_stays_under_the_dram_peak(gpt2_profile: dict[str, Any]) -> None:
    checks = gpt2_profile["checks"]
    assert checks["capture_agreement"]["disagreements"] == 0
    facts = {f["fact"]: f for f in checks["capture_agreement"]["facts"]}
    assert facts["GPU"]["seen"] == {"kineto": "NVIDIA H200", "ncu[all]": "NVIDIA H200", "nsys": "NVIDIA H200"}
    assert facts["GPU UUID"]["seen"] == {"nsys": facts["GPU UUID"]["capture"]}  # NVML's GPU- prefix dropped
    assert facts["driver"]["capture"] == "580.159.04" and facts["driver"]["seen"] == {"nsys": "580.159.04"}
    # Builds of one release write one format: capture.json's nsys 2025.3.1 beside the export's 2025.3.2.
    assert facts["nsys release"]["capture"] == "2025.3" and facts["nsys release"]["seen"] == {"nsys": "2025.3"}
    dram = checks["dram_peak"]
    assert dram["peak_bytes_per_s"] == 2 * 3_201_000e3 * 6016 / 8 and dram["beyond_limit"] == 0
    assert checks["fusion_coverage"] == {
        "triton_kernels": 0,
        "covered_kernels": 0,
        "triton_time_ns": 0,
        "covered_time_ns": 0,
        "time_share": None,
        "graph_replays": None,
        "compiled_regions": None,
    }


def _seen(kineto_devices: list[dict[str, Any]], ncu_name: str | None = "NVIDIA H200") -> dict[str, Any]:
    return {
        "nsys_export": {"gpu_name": "NVIDIA H200", "nsys_version": "2025.3.2.0"},
        "kineto_trace": {"cuda_runtime_version": 12040, "devices": kineto_devices},
        "ncu_files": [{"group": "all", "device": {"gpu_name": ncu_name, "sm_count": 132}}],
    }


MANIFEST = {"gpu": {"name": "NVIDIA H200", "sm_count": 132, "cuda": "12.4"}, "software": {"nsys": "2025.3.1.0"}}


def test_a_fact_agrees_when_one_of_several_devices_is_the_captures_and_a_file_that_records_none_is_left_out() -> None:
    devices = [{"gpu_name": "NVIDIA A100"}, {"gpu_name": "NVIDIA H200", "sm_count": 132}]
    agreement = capture_agreement(MANIFEST, _seen(devices, ncu_name=None))
    facts = {f["fact"]: f for f in agreement["facts"]}
    assert agreement["disagreements"] == 0
    assert facts["GPU"]["seen"] == {"nsys": "NVIDIA H200", "kineto": "NVIDIA H200"}  # ncu printed no name
    assert facts["SM count"]["seen"] == {"kineto": 132, "ncu[all]": 132}
    assert facts["CUDA runtime"]["seen"] == {"kineto": "12.4"}
    assert facts["compute capability"] == {"fact": "compute capability", "capture": None, "seen": {}, "agree": True}


def test_a_device_list_without_the_captures_gpu_disagrees_and_says_what_each_file_recorded() -> None:
    agreement = capture_agreement(MANIFEST, _seen([{"gpu_name": "Quadro GP100"}, {"gpu_name": "Tesla T4"}]))
    (gpu,) = [f for f in agreement["facts"] if not f["agree"]]
    assert describe_disagreement(gpu) == (
        "GPU: capture.json says 'NVIDIA H200', the exports say kineto 'Quadro GP100', ncu[all] 'NVIDIA H200', "
        "nsys 'NVIDIA H200'"
    )


def test_dram_bytes_are_flagged_just_beyond_the_margin_over_the_peak_not_at_it() -> None:
    peak = 1e12
    seconds = 1e-6
    at_margin = DRAM_PEAK_MARGIN * peak * seconds
    kernels = pd.DataFrame(
        {
            "position": [0, 1, 2],
            counter_column("dram_bytes_read"): [at_margin / 2, at_margin / 2 * 1.001, np.nan],
            counter_column("dram_bytes_write"): [at_margin / 2, at_margin / 2, 1.0],
            counter_column("ncu_duration_ns"): [seconds * 1e9] * 3,
        }
    )
    flags, summary = _dram_beyond_peak(kernels, peak)
    assert [f["position"] for f in flags] == [1] and summary["beyond_limit"] == 1
    assert _dram_beyond_peak(kernels, None) == (
        [],
        {"peak_bytes_per_s": None, "reason": "no ncu file of the capture prints the memory clock and bus width"},
    )

"""The two ncu inputs of a bundle, raw-page CSV and ``.ncu-rep`` report, give the same values.

There is no ncu binary here to export a CSV from the public reports, so the CSV of a report is
printed the way ``ncu --csv --page raw --print-units base`` prints: that printing model is first
checked cell by cell against a real pair of CSVs of one H200 report (default and base units).
"""

from __future__ import annotations

import csv
import gzip
import json
import math
from pathlib import Path
from typing import Any

import ncu_report
import numpy as np
import pandas as pd
import pytest
from conftest import GPT2_BUNDLE

from opprof.errors import OpprofError
from opprof.ingest.ncu import RawNcu, read_ncu_rep, read_raw_csv, unit_scale
from opprof.stages.ingest import bundle_manifest, ingest_ncu

DATA = Path(__file__).parent / "data"
DEFAULT_UNITS = GPT2_BUNDLE / "ncu" / "all.csv.gz"
BASE_UNITS = DATA / "h200-gpt2" / "ncu_raw_base_units.csv.gz"
REPORTS = sorted((DATA / "peer-traces" / "ncar-gpu-workshop").glob("*.ncu-rep"))
# --print-units base prints two decimals: values agree to half the last printed digit.
PRINT_PRECISION = 0.005


def base_unit_cell(value: float) -> str:
    """A value as --print-units base prints it: integral values bare, others with two decimals."""
    if math.isnan(value):
        return ""
    return f"{int(value):,}" if float(value).is_integer() else f"{value:,.2f}"


def _csv_rows(path: Path) -> list[list[str]]:
    return list(csv.reader(gzip.decompress(path.read_bytes()).decode("utf-8").splitlines()))


def _assert_same_raw(left: RawNcu, right: RawNcu) -> None:
    pd.testing.assert_frame_equal(left.identity, right.identity)
    assert left.units == right.units
    assert sorted(left.metrics.columns) == sorted(right.metrics.columns)
    np.testing.assert_allclose(
        left.metrics[sorted(left.metrics.columns)].to_numpy(),
        right.metrics[sorted(right.metrics.columns)].to_numpy(),
        rtol=1e-12,
        atol=PRINT_PRECISION,
    )


def test_default_and_base_unit_csvs_of_one_report_give_the_same_values() -> None:
    default, base = read_raw_csv(DEFAULT_UNITS), read_raw_csv(BASE_UNITS)
    assert default.metrics.shape == (468, 141)
    pd.testing.assert_frame_equal(default.identity, base.identity)
    assert {m: u[1] for m, u in default.units.items()} == {m: u[1] for m, u in base.units.items()}
    assert default.units["gpu__time_duration.sum"] == ("us", "ns")
    np.testing.assert_allclose(default.metrics.to_numpy(), base.metrics.to_numpy(), atol=PRINT_PRECISION)


def test_base_unit_printing_model_reproduces_real_ncu_output() -> None:
    """Every base-unit cell whose value the default-unit CSV gives to six decimals is printed by
    ``base_unit_cell`` exactly as ncu printed it."""
    default_rows, base_rows = _csv_rows(DEFAULT_UNITS), _csv_rows(BASE_UNITS)
    header, units = default_rows[0], default_rows[1]
    parsed = read_raw_csv(DEFAULT_UNITS).metrics
    compared = 0
    for column in parsed.columns:
        i = header.index(column)
        for row, value in enumerate(parsed[column]):
            printed = default_rows[row + 2][i]
            if "." in printed and len(printed.rsplit(".", 1)[1]) != 6:
                continue  # printed with two decimals in default units too: the exact value is unknown
            exact = round(float(value), 6) if unit_scale(units[i])[0] != 1.0 else float(value)
            assert base_unit_cell(exact) == base_rows[row + 2][i], (column, row, printed)
            compared += 1
    assert compared > 65_000


def _report_rows(path: Path) -> tuple[list[str], list[str], list[list[str]]]:
    """The raw page of a report (header, units row, kernel rows) printed with base units,
    read with ncu_report in this process (the real, unmodified report cannot crash it)."""
    context = ncu_report.load_report(str(path))
    actions = [
        context.range_by_idx(r).action_by_idx(a)
        for r in range(context.num_ranges())
        for a in range(context.range_by_idx(r).num_actions())
    ]
    metrics = sorted({name for action in actions for name in action.metric_names()})
    header = ["ID", "Kernel Name", "Block Size", "Grid Size", "Device", "Context", "Stream", *metrics]
    units = [""] * 7 + [str(actions[0].metric_by_name(m).unit()) for m in metrics]
    rows = []
    for index, action in enumerate(actions):

        def launch(name: str, action: Any = action) -> int:
            return int(action.metric_by_name(name).value())

        cells = [
            str(index),
            action.name(ncu_report.IAction.NameBase_MANGLED),
            f"({launch('launch__block_dim_x')}, {launch('launch__block_dim_y')}, {launch('launch__block_dim_z')})",
            f"({launch('launch__grid_dim_x')}, {launch('launch__grid_dim_y')}, {launch('launch__grid_dim_z')})",
            str(launch("launch__device_id")),
            str(launch("launch__context_id")),
            str(launch("launch__stream_id")),
        ]
        for name in metrics:
            metric = action.metric_by_name(name)
            value = metric.value() if metric is not None else None
            cells.append(value if isinstance(value, str) else base_unit_cell(math.nan if value is None else value))
        rows.append(cells)
    return header, units, rows


@pytest.mark.parametrize("report", REPORTS, ids=lambda p: p.name)
def test_ncu_report_reads_as_the_base_unit_csv_of_the_same_report(report: Path, tmp_path: Path) -> None:
    header, units, rows = _report_rows(report)
    printed = tmp_path / "raw.csv"
    with printed.open("w", newline="") as handle:
        csv.writer(handle, quoting=csv.QUOTE_ALL).writerows([header, units, *rows])
    from_report, from_csv = read_ncu_rep(report), read_raw_csv(printed)
    assert len(from_report.identity) == 5 and from_report.metrics.shape[1] > 500
    _assert_same_raw(from_report, from_csv)


@pytest.mark.parametrize("report", REPORTS, ids=lambda p: p.name)
def test_ncu_report_values_equal_ncu_report_module_metric_by_metric(report: Path) -> None:
    raw = read_ncu_rep(report)
    context = ncu_report.load_report(str(report))
    profiled = context.range_by_idx(0)
    checked = 0
    for row in range(profiled.num_actions()):
        action = profiled.action_by_idx(row)
        for name in raw.metrics.columns:
            metric = action.metric_by_name(name)
            factor, base = unit_scale(str(metric.unit()))
            assert raw.units[name] == (str(metric.unit()), base)
            expected = math.nan if metric.value() is None else float(metric.value()) * factor
            np.testing.assert_equal(raw.metrics.at[row, name], expected)
            checked += 1
    assert checked == 5 * raw.metrics.shape[1]


def test_truncated_ncu_report_is_refused_not_read_as_a_shorter_one(tmp_path: Path) -> None:
    cut = tmp_path / "cut.ncu-rep"
    cut.write_bytes(REPORTS[0].read_bytes()[:1_000_000])
    with pytest.raises(OpprofError, match="truncated or corrupt ncu report"):
        read_ncu_rep(cut)


def test_report_that_kills_ncu_report_is_refused_and_the_next_one_reads(tmp_path: Path) -> None:
    """One flipped byte in a protobuf header makes ncu_report abort() its process (found by fuzzing)."""
    data = bytearray(REPORTS[0].read_bytes())
    data[228] = 0x34
    broken = tmp_path / "broken.ncu-rep"
    broken.write_bytes(bytes(data))
    with pytest.raises(OpprofError, match=r"ncu_report died reading the report \(exit -6: .*Check failed"):
        read_ncu_rep(broken)
    assert len(read_ncu_rep(REPORTS[0]).identity) == 5


def test_ncu_report_is_a_bundle_input_beside_csv(tmp_path: Path) -> None:
    bundle = tmp_path / "miniweather"
    (bundle / "ncu").mkdir(parents=True)
    (bundle / "nsys.sqlite").write_bytes((REPORTS[0].parent / "miniweather_baseline.sqlite").read_bytes())
    (bundle / "ncu" / "baseline.ncu-rep").write_bytes(REPORTS[0].read_bytes())
    manifest = json.loads((GPT2_BUNDLE / "capture.json").read_text())
    manifest["name"] = "miniweather"
    manifest["gpu"]["chip"] = "gv100"
    manifest["files"] = {"nsys": "nsys.sqlite", "ncu": [{"group": "baseline", "path": "ncu/baseline.ncu-rep"}]}
    (bundle / "capture.json").write_text(json.dumps(manifest))
    bundle_manifest(str(bundle / "capture.json"), str(tmp_path / "capture.json"))
    ingest_ncu(
        str(tmp_path / "capture.json"),
        [str(bundle / "ncu" / "baseline.ncu-rep")],
        str(tmp_path / "kernels.parquet"),
        str(tmp_path / "resolution.parquet"),
        str(tmp_path / "ncu_info.json"),
        str(tmp_path / "cupti_kernels.parquet"),
    )
    kernels = pd.read_parquet(tmp_path / "kernels.parquet")
    assert len(kernels) == 5 and (kernels["group"] == "baseline").all()
    # The report's device attributes say which GPU it measured, as a CSV's columns do.
    assert json.loads((tmp_path / "ncu_info.json").read_text()) == {
        "baseline": {
            "gpu_name": "Tesla V100-SXM2-32GB",
            "sm_count": 80,
            "compute_capability": "7.0",
            "peak_dram_bytes_per_s": 898048000000.0,
            "l2_cache_bytes": 6291456,  # the V100's 6 MB
        }
    }
    assert kernels["ncu_duration_ns"].tolist()[2] == 6190944.0

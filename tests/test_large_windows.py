"""What keeps a million-kernel window inside the analysis budget (benchmarks/bench_analysis.py)
without changing a result: the nsys fast read, the profile written in chunks with a sampled
schema validation, and the report read from the kernel table instead of the JSON."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from conftest import GPT2_BUNDLE, results_of, write_profile_of

from opprof.errors import OpprofError
from opprof.ingest import nsys
from opprof.output import records as profile_module
from opprof.output.operator_facts import KERNEL_TABLE_COLUMNS, kernel_frame, kernel_table_frame
from opprof.output.profile import read_skeleton
from opprof.output.records import validation_sample
from opprof.report.page import load_profile

PEER = Path(__file__).parent / "data" / "peer-traces"
EXPORTS = [
    GPT2_BUNDLE / "nsys.sqlite",
    PEER / "nsightful" / "power_iteration__baseline.sqlite",  # nsys 2025.3: NVTX text in textId
    PEER / "ncar-gpu-workshop" / "miniweather_baseline.sqlite",  # nsys 2022.2: no NVTX table
]
ARRAYS = ("operators", "operator_summary", "unattributed_kernels")


@pytest.mark.parametrize("export", EXPORTS, ids=lambda p: p.name)
def test_nsys_fast_read_gives_what_the_careful_read_gives(export: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ADBC reads exports as nsys writes them; the sqlite3 reader (every other export) must agree."""
    fast = [
        read(export, categorical) for read in (nsys.read_kernels, nsys.read_ranges) for categorical in (False, True)
    ]
    monkeypatch.setattr(nsys.kernels, "_kernels_fast", lambda *args: None)
    monkeypatch.setattr(nsys.ranges, "_ranges_fast", lambda *args: None)
    careful = [
        read(export, categorical) for read in (nsys.read_kernels, nsys.read_ranges) for categorical in (False, True)
    ]
    for quick, slow in zip(fast, careful, strict=True):
        pd.testing.assert_frame_equal(quick, slow, check_categorical=False)  # same values, categories in another order


@pytest.mark.parametrize("spans", [1, 2, 3, 7])
def test_nvtx_ranges_read_in_rowid_spans_are_every_row_once_in_order(
    spans: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    export = GPT2_BUNDLE / "nsys.sqlite"
    whole = nsys.read_ranges(export)
    monkeypatch.setattr(nsys.export, "READ_SPANS", spans)
    conn = nsys.open_export(export)
    conditions = nsys.export.rowid_spans(conn, export, "NVTX_EVENTS", "rowid")
    counts = [conn.execute(f"SELECT count(*) FROM NVTX_EVENTS WHERE 1{c}").fetchone()[0] for c in conditions]
    total = conn.execute("SELECT count(*) FROM NVTX_EVENTS").fetchone()[0]
    conn.close()
    assert len(conditions) == spans and sum(counts) == total
    pd.testing.assert_frame_equal(nsys.read_ranges(export), whole)


def test_a_table_without_rowids_is_read_in_one_span(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "export.sqlite")
    conn.execute("CREATE TABLE events (id INTEGER PRIMARY KEY, start INTEGER) WITHOUT ROWID")
    conn.execute("CREATE VIEW NVTX_EVENTS AS SELECT start FROM events")
    for table in ("events", "NVTX_EVENTS"):
        assert nsys.export.rowid_spans(conn, tmp_path / "export.sqlite", table, "rowid") == [""]
    conn.close()


def test_spans_typed_apart_leave_the_export_to_the_careful_read() -> None:
    """A span whose text is all NULL reads as integers where another's reads as text: not
    concatenated (the caller then reads cell by cell), while an empty span is left out."""
    export = GPT2_BUNDLE / "nsys.sqlite"
    same = nsys.export.arrow_streams(export, ["SELECT 1 AS x", "SELECT 2 AS x WHERE 0", "SELECT 3 AS x"], lambda b: b)
    assert same is not None and same["x"].to_pylist() == [1, 3]
    assert nsys.export.arrow_streams(export, ["SELECT 1 AS x", "SELECT 'a' AS x"], lambda b: b) is None


def test_profile_written_in_chunks_is_one_document_with_the_same_records(
    gpt2_profile: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(profile_module, "CHUNK_RECORDS", 7)
    monkeypatch.setattr(profile_module, "VALIDATE_ALL_UP_TO", 100)
    monkeypatch.setattr(profile_module, "SAMPLE_HEAD", 10)
    monkeypatch.setattr(profile_module, "SAMPLE_TAIL", 10)
    monkeypatch.setattr(profile_module, "SAMPLE_SPREAD", 20)
    chunked = write_profile_of(results_of(gpt2_profile), tmp_path / "profile.json")
    for key in ARRAYS:
        assert chunked[key] == gpt2_profile[key]
    records = chunked["checks"]["schema_validation"]["records"]
    assert records["operators"]["total"] == len(chunked["operators"]) == 468
    # head, tail and spread (40) plus the first invocation of every operator name
    assert 40 <= records["operators"]["validated"] < 468
    assert records["operator_summary"] == {"total": 10, "validated": 10}


def test_validation_sample_takes_head_tail_spread_and_every_name() -> None:
    assert validation_sample(5, np.array([0], dtype=np.int64)).tolist() == [0, 1, 2, 3, 4]
    size = 1_000_000
    names = np.array([123_456, 654_321], dtype=np.int64)
    sample = validation_sample(size, names)
    assert (np.diff(sample) > 0).all() and sample[0] == 0 and sample[-1] == size - 1
    assert set(range(profile_module.SAMPLE_HEAD)) <= set(sample.tolist())
    assert {123_456, 654_321} <= set(sample.tolist())
    assert len(sample) <= profile_module.SAMPLE_HEAD + profile_module.SAMPLE_TAIL + profile_module.SAMPLE_SPREAD + 2


def test_a_sampled_record_that_breaks_the_schema_stops_the_rule_before_writing(
    gpt2_profile: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fields = profile_module.kernel_fields

    def broken(kernels: pd.DataFrame) -> dict[str, Any]:
        return {**fields(kernels), "confidence": profile_module.J.strings(pd.Series(["certain"] * len(kernels)))}

    monkeypatch.setattr(profile_module, "kernel_fields", broken)
    out = tmp_path / "profile.json"
    with pytest.raises(OpprofError, match=r"operators\[0\] does not match profile\.schema\.json"):
        write_profile_of(results_of(gpt2_profile), out)
    assert not out.exists() and not list(tmp_path.iterdir())


def test_operator_of_one_kernel_aggregates_to_that_kernels_counters(gpt2_profile: dict[str, Any]) -> None:
    """A duration-weighted mean over one kernel is its value, without rounding."""
    single = [op for op in gpt2_profile["operators"] if op["kernel_count"] == 1]
    assert single
    for op in single:
        assert op["aggregated"] == op["kernels"][0]["counters"]


def test_skeleton_is_the_profile_without_its_records(gpt2_profile: dict[str, Any], tmp_path: Path) -> None:
    path = results_of(gpt2_profile) / "profile.json"
    whole = json.loads(path.read_text())
    expected = {**whole, **{key: [] for key in ARRAYS}}
    assert read_skeleton(path) == expected
    compact = tmp_path / "compact.json"
    compact.write_text(json.dumps(whole))  # another layout: read whole, records dropped
    assert read_skeleton(compact) == expected


def test_report_kernels_from_the_kernel_table_are_the_profiles_kernels(gpt2_profile: dict[str, Any]) -> None:
    results = results_of(gpt2_profile)
    from_json = kernel_frame(load_profile(results / "profile.json"))
    from_table = kernel_table_frame(pd.read_parquet(results / "kernels.parquet", columns=KERNEL_TABLE_COLUMNS))
    pd.testing.assert_frame_equal(from_json, from_table)

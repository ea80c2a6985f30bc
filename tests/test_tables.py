"""The table contracts (opprof.tables): every Parquet file the workflow writes matches its
contract, read_table and write_table refuse one that does not with the file and the reason, and
docs/tables.md is the text the contracts generate."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pyarrow.parquet as pq
import pytest
from conftest import REPO

from opprof.errors import OpprofError
from opprof.io import read_table, write_table
from opprof.tables import MEMORY_TABLES, NCU_RESOLUTION, NSYS_KERNELS, NSYS_RANGES, TABLES, WINDOW, markdown


def _results(profile: dict[str, Any]) -> Path:
    return Path(profile["_workdir"]) / "results" / "gpt2"


def _window(rows: int = 3) -> pd.DataFrame:
    return pd.DataFrame(
        {
            "position": np.arange(rows, dtype=np.int64),
            "iteration": np.zeros(rows, dtype=np.int64),
            "nsys_kernel_index": np.arange(rows, dtype=np.int64) + 10,
            "kineto_kernel_index": pd.array([None] * rows, dtype="Int64"),
            "step_phase": ["forward"] * rows,
            "phase_evidence": ["none"] * rows,
        }
    )


def _refusal(path: Path, read: Any) -> str:
    with pytest.raises(OpprofError) as refused:
        read()
    assert refused.value.path == str(path)
    assert "\n" not in str(refused.value)
    return refused.value.reason


def test_docs_tables_md_is_the_text_the_contracts_generate() -> None:
    assert (REPO / "docs" / "tables.md").read_text(encoding="utf-8") == markdown()


def test_every_table_the_workflow_writes_for_gpt2_matches_its_contract(gpt2_profile: dict[str, Any]) -> None:
    results = _results(gpt2_profile)
    written = {str(p.relative_to(results)) for p in results.rglob("*.parquet")}
    # The recorded GPT-2 bundle has no memory phase (tests/test_memory.py reads those tables).
    written_tables = [t for t in TABLES if t not in MEMORY_TABLES]
    assert written == {t.file for t in written_tables}
    for table in written_tables:
        frame = read_table(results / table.file, table)
        assert set(table.names) <= set(frame.columns)
        # Each column says its unit and meaning to any Parquet reader.
        schema = pq.read_schema(results / table.file)
        for column in table.all_columns:
            meta = schema.field(column.name).metadata
            assert meta[b"description"].decode() == column.doc, (table.name, column.name)
            assert meta.get(b"unit", b"").decode() == (column.unit or ""), (table.name, column.name)


def test_a_stale_table_is_refused_with_its_file_and_the_dropped_column(
    gpt2_profile: dict[str, Any], tmp_path: Path
) -> None:
    stale = tmp_path / "nsys_kernels.parquet"
    pq.write_table(pq.read_table(_results(gpt2_profile) / NSYS_KERNELS.file).drop_columns(["start_ns"]), stale)
    reason = _refusal(stale, lambda: read_table(stale, NSYS_KERNELS))
    assert reason == "nsys_kernels table breaks its contract: lacks columns [start_ns]"
    # A read of other columns still names the stale file, before anything uses it.
    assert _refusal(stale, lambda: read_table(stale, NSYS_KERNELS, ["kernel_index"])) == reason


def test_a_foreign_table_is_refused_with_its_file_and_the_missing_columns(gpt2_profile: dict[str, Any]) -> None:
    ranges = _results(gpt2_profile) / NSYS_RANGES.file
    reason = _refusal(ranges, lambda: read_table(ranges, NSYS_KERNELS))
    assert reason.startswith("nsys_kernels table breaks its contract: lacks columns [kernel_index, correlation_id,")
    assert "holds columns the contract does not name [range_index, pid, tid, depth, text," in reason


def test_write_table_refuses_a_frame_that_breaks_the_contract_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "window.parquet"
    broken = _window().assign(position=[0.0, 1.0, 2.0], iteration=pd.array([0, None, 1], dtype="Int64"), extra=1)
    reason = _refusal(out, lambda: write_table(out, WINDOW, broken))
    assert reason == (
        "window table breaks its contract: holds columns the contract does not name [extra]; "
        "holds columns of another dtype [position (double, not int64)]; "
        "holds nulls in non-nullable columns [iteration (1 rows)]"
    )
    assert not out.exists() and not list(tmp_path.iterdir())


def test_raw_metric_columns_belong_to_the_ncu_kernel_table_only(tmp_path: Path) -> None:
    out = tmp_path / "window.parquet"
    reason = _refusal(out, lambda: write_table(out, WINDOW, _window().assign(**{"raw:sm__cycles": 1.0})))
    assert reason == "window table breaks its contract: holds columns the contract does not name [raw:sm__cycles]"


def test_a_written_table_reads_back_with_exact_nullable_integers_and_the_same_bytes_again(tmp_path: Path) -> None:
    out = tmp_path / "window.parquet"
    beyond_float = 2**53 + 1
    frame = _window().assign(kineto_kernel_index=pd.array([beyond_float, None, 7], dtype="Int64"))
    write_table(out, WINDOW, frame)
    first = out.read_bytes()
    back = read_table(out, WINDOW)
    assert str(back["kineto_kernel_index"].dtype) == "Int64"
    assert back["kineto_kernel_index"].tolist() == [beyond_float, pd.NA, 7]
    write_table(out, WINDOW, back)
    assert out.read_bytes() == first


def test_an_empty_table_has_every_contract_column_in_its_dtype(tmp_path: Path) -> None:
    for table in TABLES:
        out = tmp_path / f"{table.name}.parquet"
        write_table(out, table, table.empty())
        assert read_table(out, table).columns.tolist() == table.names


def test_a_read_of_some_columns_names_them_from_the_contract(tmp_path: Path) -> None:
    out = tmp_path / "ncu_resolution.parquet"
    write_table(out, NCU_RESOLUTION, NCU_RESOLUTION.empty())
    assert read_table(out, NCU_RESOLUTION, NCU_RESOLUTION.select("group", "status")).columns.tolist() == [
        "group",
        "status",
    ]
    with pytest.raises(ValueError, match=r"ncu_resolution table has no columns \['state'\]"):
        NCU_RESOLUTION.select("group", "state")

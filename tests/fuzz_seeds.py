"""Small real inputs the parser fuzzers start from: each is cut from a real capture (public
peer traces or the recorded H200 bundle), so every mutation starts from genuine tool output
and a single parse stays cheap enough for ten thousand cases per parser."""

from __future__ import annotations

import csv
import gzip
import io
import json
import sqlite3
import struct
from pathlib import Path
from typing import Any

from conftest import GPT2_BUNDLE

PEER = Path(__file__).parent / "data" / "peer-traces"
NSYS_EXPORTS = [
    PEER / "nsightful" / "power_iteration__baseline.sqlite",  # nsys 2025.3, NVTX text in textId
    PEER / "ncar-gpu-workshop" / "miniweather_baseline.sqlite",  # nsys 2022.2, no NVTX table
]
KERNELS_KEPT = 12
# Tables the nsys reader looks at (a table an export lacks is skipped).
NSYS_TABLES = [
    "StringIds",
    "CUPTI_ACTIVITY_KIND_KERNEL",
    "CUPTI_ACTIVITY_KIND_RUNTIME",
    "NVTX_EVENTS",
    "ENUM_NSYS_EVENT_TYPE",
    "META_DATA_EXPORT",
    "EXPORT_META_DATA",
    "TARGET_INFO_GPU",
]
_ROWS_KEPT = {
    "CUPTI_ACTIVITY_KIND_KERNEL": f"ORDER BY correlationId LIMIT {KERNELS_KEPT}",
    "CUPTI_ACTIVITY_KIND_RUNTIME": "WHERE correlationId IN (SELECT correlationId FROM kept.CUPTI_ACTIVITY_KIND_KERNEL)",
    "NVTX_EVENTS": f"ORDER BY start LIMIT {KERNELS_KEPT}",
}
_STRING_REFERENCES = [
    ("CUPTI_ACTIVITY_KIND_KERNEL", "demangledName"),
    ("CUPTI_ACTIVITY_KIND_KERNEL", "shortName"),
    ("CUPTI_ACTIVITY_KIND_KERNEL", "mangledName"),
    ("CUPTI_ACTIVITY_KIND_RUNTIME", "nameId"),
    ("NVTX_EVENTS", "textId"),
]


def nsys_seed(export: Path, out: Path) -> Path:
    """The first kernels of a real export with their launches, NVTX ranges and strings, in the
    export's own table definitions (small pages, so byte damage hits structure often)."""
    out.unlink(missing_ok=True)
    conn = sqlite3.connect(f"file:{out}", uri=True)
    conn.execute("PRAGMA page_size = 1024")
    conn.execute("ATTACH DATABASE ? AS source", (f"file:{export}?mode=ro",))
    conn.execute("ATTACH DATABASE ':memory:' AS kept")
    present = {r[0] for r in conn.execute("SELECT name FROM source.sqlite_master WHERE type = 'table'")}
    tables = [t for t in NSYS_TABLES if t in present]
    for table in tables:
        (ddl,) = conn.execute("SELECT sql FROM source.sqlite_master WHERE name = ?", (table,)).fetchone()
        conn.execute(ddl)
        conn.execute(f"CREATE TABLE kept.{table} AS SELECT * FROM source.{table} {_ROWS_KEPT.get(table, '')}")
    used = " UNION ".join(f"SELECT {c} FROM kept.{t}" for t, c in _STRING_REFERENCES if t in tables)
    for table in tables:
        where = f"WHERE id IN ({used})" if table == "StringIds" else ""
        conn.execute(f"INSERT INTO main.{table} SELECT * FROM kept.{table} {where}")
    conn.commit()
    conn.execute("DETACH DATABASE kept")
    conn.execute("DETACH DATABASE source")
    conn.execute("VACUUM")
    conn.close()
    return out


def ncu_csv_rows(rows_kept: int = 3) -> list[list[str]]:
    """Header, units row and the first kernels of the recorded H200 raw-page CSV."""
    text = gzip.decompress((GPT2_BUNDLE / "ncu" / "all.csv.gz").read_bytes()).decode("utf-8")
    return list(csv.reader(io.StringIO(text)))[: 2 + rows_kept]


def ncu_report_seed() -> bytes:
    """The real MW_Baseline report cut after its first kernel, at a block boundary (ncu_report
    reads it as a one-kernel report)."""
    data = (PEER / "ncar-gpu-workshop" / "MW_Baseline.ncu-rep").read_bytes()
    return data[: report_blocks(data)[13]]


def report_blocks(data: bytes) -> list[int]:
    """Offsets of the [uint32 size][payload] blocks after the NVR signature."""
    offsets, offset = [], 4
    while offset + 4 <= len(data):
        offsets.append(offset)
        offset += 4 + struct.unpack_from("<I", data, offset)[0]
    return offsets


def kineto_seed() -> dict[str, Any]:
    """The public Triton example trace (runtime, driver, cpu_op and kernel events)."""
    document: dict[str, Any] = json.loads(gzip.decompress((PEER / "hta" / "triton_example.json.gz").read_bytes()))
    return document


def manifest_seed() -> dict[str, Any]:
    document: dict[str, Any] = json.loads((GPT2_BUNDLE / "capture.json").read_text())
    return document


def replay_plan_seed() -> dict[str, Any]:
    """The plan for the recorded GPT-2 window: iteration 1 takes iteration 0's counters."""
    return {
        "format": "opprof-replay-plan",
        "window_size": 468,
        "measured": [[0, 234]],
        "propagated": [[234, 234, 0, "iteration 1 repeats iteration 0"]],
    }

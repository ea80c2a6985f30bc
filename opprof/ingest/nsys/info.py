"""Nsight Systems provenance: the tool version, GPU and driver an export records."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from opprof.ingest.nsys import export

# What TARGET_INFO_GPU says of the GPU (first device), by the info key it fills.
GPU_COLUMNS = {"gpu_name": "name", "gpu_chip": "chipName", "gpu_uuid": "uuid", "sm_count": "smCount"}
CAPABILITY_COLUMNS = ("computeMajor", "computeMinor")


def read_capture_info(path: str | Path) -> dict[str, str | int | None]:
    """Tool version, GPU and driver as the export itself records them (for the profile's
    provenance and its check against capture.json); None where the export does not say."""
    path = Path(path)
    conn = export.open_export(path)
    try:
        tables = export.table_names(conn, path)
        return {**_export_meta(conn, path, tables), **_gpu(conn, path, tables), "driver": _driver(conn, path, tables)}
    finally:
        conn.close()


def _export_meta(conn: sqlite3.Connection, path: Path, tables: set[str]) -> dict[str, str | int | None]:
    for table in ("META_DATA_EXPORT", "EXPORT_META_DATA"):
        if table in tables and {"name", "value"} <= export.column_names(conn, path, table):
            meta = dict(export.query(conn, path, f"SELECT name, value FROM {table}"))
            return {
                "nsys_version": _text(meta.get("EXPORT_PRODUCT_VERSION")),
                "export_schema": _text(meta.get("EXPORT_SCHEMA_VERSION")),
            }
    return {"nsys_version": None, "export_schema": None}


def _gpu(conn: sqlite3.Connection, path: Path, tables: set[str]) -> dict[str, str | int | None]:
    info: dict[str, str | int | None] = dict.fromkeys([*GPU_COLUMNS, "compute_capability"])
    if "TARGET_INFO_GPU" not in tables:
        return info
    columns = export.column_names(conn, path, "TARGET_INFO_GPU")
    present = {key: column for key, column in GPU_COLUMNS.items() if column in columns}
    selected = [*present.values(), *(c for c in CAPABILITY_COLUMNS if set(CAPABILITY_COLUMNS) <= columns)]
    rows = export.query(conn, path, f"SELECT {', '.join(selected)} FROM TARGET_INFO_GPU ORDER BY id LIMIT 1")
    if not rows or not selected:
        return info
    values = dict(zip(selected, rows[0], strict=True))
    info.update({key: _text(values[column]) for key, column in present.items()})
    info["sm_count"] = values.get("smCount") if isinstance(values.get("smCount"), int) else None
    if set(CAPABILITY_COLUMNS) <= set(values):
        info["compute_capability"] = ".".join(str(values[c]) for c in CAPABILITY_COLUMNS)
    return info


def _driver(conn: sqlite3.Connection, path: Path, tables: set[str]) -> str | None:
    """The NVIDIA driver version the capture ran under (TARGET_INFO_SYSTEM_ENV)."""
    if "TARGET_INFO_SYSTEM_ENV" not in tables or not {"name", "value"} <= export.column_names(
        conn, path, "TARGET_INFO_SYSTEM_ENV"
    ):
        return None
    found = export.query(conn, path, "SELECT value FROM TARGET_INFO_SYSTEM_ENV WHERE name = 'NvDriverVersion'")
    return _text(found[0][0]) if found else None


def _text(value: object) -> str | None:
    """A provenance value as text (the profile is JSON): numbers spelled out, blobs decoded."""
    if value is None or isinstance(value, str):
        return value
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)

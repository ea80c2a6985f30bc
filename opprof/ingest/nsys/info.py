"""Nsight Systems provenance: the tool version and GPU an export records."""

from __future__ import annotations

from pathlib import Path

from opprof.ingest.nsys import export


def read_capture_info(path: str | Path) -> dict[str, str | None]:
    """Tool version and GPU as the export itself records them (for the profile's provenance)."""
    path = Path(path)
    conn = export.open_export(path)
    try:
        tables = export.table_names(conn, path)
        info: dict[str, str | None] = {"nsys_version": None, "export_schema": None, "gpu_name": None, "gpu_chip": None}
        for table in ("META_DATA_EXPORT", "EXPORT_META_DATA"):
            if table in tables and {"name", "value"} <= export.column_names(conn, path, table):
                meta = dict(export.query(conn, path, f"SELECT name, value FROM {table}"))
                info["nsys_version"] = _text(meta.get("EXPORT_PRODUCT_VERSION"))
                info["export_schema"] = _text(meta.get("EXPORT_SCHEMA_VERSION"))
        if "TARGET_INFO_GPU" in tables and {"name", "chipName"} <= export.column_names(conn, path, "TARGET_INFO_GPU"):
            gpu = export.query(conn, path, "SELECT name, chipName FROM TARGET_INFO_GPU ORDER BY id LIMIT 1")
            if gpu:
                info["gpu_name"], info["gpu_chip"] = (_text(v) for v in gpu[0])
    finally:
        conn.close()
    return info


def _text(value: object) -> str | None:
    """A provenance value as text (the profile is JSON): numbers spelled out, blobs decoded."""
    if value is None or isinstance(value, str):
        return value
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)

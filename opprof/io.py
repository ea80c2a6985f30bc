"""Atomic writes: an output exists complete or not at all, so an interrupted rule never leaves
a file that a later run could take as finished."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import orjson
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq


@contextmanager
def atomic_path(final: str | Path) -> Iterator[Path]:
    """Yield a temporary path beside ``final``; rename it into place only if the block succeeds."""
    final = Path(final)
    final.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{final.name}.", suffix=".part", dir=final.parent)
    os.close(fd)
    tmp_path = Path(tmp)
    try:
        yield tmp_path
        os.replace(tmp_path, final)
    finally:
        tmp_path.unlink(missing_ok=True)


@contextmanager
def atomic_scratch(final: str | Path) -> Iterator[Path]:
    """Yield ``<scratch folder>/<final's name>`` beside ``final``, for tools that choose their own
    suffixes or write folders; move it into place only if the block succeeds."""
    final = Path(final)
    final.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f".{final.name}.", dir=final.parent) as scratch:
        tmp_path = Path(scratch) / final.name
        yield tmp_path
        if final.is_dir():
            shutil.rmtree(final)
        os.replace(tmp_path, final)


def write_text(final: str | Path, text: str) -> None:
    with atomic_path(final) as tmp:
        tmp.write_text(text, encoding="utf-8")


def write_bytes(final: str | Path, data: bytes) -> None:
    with atomic_path(final) as tmp:
        tmp.write_bytes(data)


def write_json(final: str | Path, document: Any) -> None:
    """Indented, sorted keys, newline-terminated: the same bytes for the same document."""
    write_bytes(final, orjson.dumps(document, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n")


def write_parquet(final: str | Path, frame: pd.DataFrame) -> None:
    """Write without the pandas index and without wall-clock metadata, so reruns are byte-identical."""
    table = pa.Table.from_pandas(frame, preserve_index=False)
    table = table.replace_schema_metadata(None)
    with atomic_path(final) as tmp:
        pq.write_table(table, tmp, compression="zstd")


def read_parquet(path: str | Path, columns: list[str] | None = None) -> pd.DataFrame:
    """The table (or only ``columns``): dictionary columns as categoricals, list columns
    Arrow-backed (``pd.ArrowDtype``: no Python object per row; ``.tolist()`` gives lists)."""
    table = pq.read_table(path, columns=columns)
    return table.to_pandas(types_mapper=_arrow_lists)


def _arrow_lists(arrow_type: pa.DataType) -> pd.ArrowDtype | None:
    return pd.ArrowDtype(arrow_type) if pa.types.is_list(arrow_type) or pa.types.is_large_list(arrow_type) else None


def write_with(final: str | Path, writer: Callable[[Path], None]) -> None:
    """Run ``writer(tmp)`` and move its file into place only when it returns."""
    with atomic_path(final) as tmp:
        writer(tmp)

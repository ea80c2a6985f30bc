"""Atomic writes: an output exists complete or not at all, so an interrupted rule never leaves
a file that a later run could take as finished."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

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


def write_text(final: str | Path, text: str) -> None:
    with atomic_path(final) as tmp:
        tmp.write_text(text, encoding="utf-8")


def write_bytes(final: str | Path, data: bytes) -> None:
    with atomic_path(final) as tmp:
        tmp.write_bytes(data)


def write_parquet(final: str | Path, frame: pd.DataFrame) -> None:
    """Write without the pandas index and without wall-clock metadata, so reruns are byte-identical."""
    table = pa.Table.from_pandas(frame, preserve_index=False)
    table = table.replace_schema_metadata(None)
    with atomic_path(final) as tmp:
        pq.write_table(table, tmp, compression="zstd")


def read_parquet(path: str | Path) -> pd.DataFrame:
    return pd.read_parquet(path)


def write_with(final: str | Path, writer: Callable[[Path], None]) -> None:
    """Run ``writer(tmp)`` and move its file into place only when it returns."""
    with atomic_path(final) as tmp:
        writer(tmp)

"""Atomic writes: an output exists complete or not at all, so an interrupted rule never leaves
a file that a later run could take as finished. Parquet tables are read and written against their
contracts (opprof.tables): a stale or foreign file is refused where it is read, with its path."""

from __future__ import annotations

import glob
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

from opprof.errors import OpprofError
from opprof.tables import Table, holds


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


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
        # mkstemp makes the file private (0600); an output is as readable as any file the user
        # creates (the umask decides), so colleagues on a shared file system can read profiles.
        tmp_path.chmod(0o666 & ~_umask())
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


def _arrow_table(frame: pd.DataFrame) -> pa.Table:
    """Without the pandas index and without wall-clock metadata, so reruns are byte-identical."""
    return pa.Table.from_pandas(frame, preserve_index=False).replace_schema_metadata(None)


def _write_arrow(final: str | Path, table: pa.Table) -> None:
    # Without column statistics: nothing reads these files by predicate, and computing them was a
    # third of writing 5 million NVTX ranges.
    with atomic_path(final) as tmp:
        pq.write_table(table, tmp, compression="zstd", write_statistics=False)


def _arrow_lists(arrow_type: pa.DataType) -> pd.ArrowDtype | None:
    return pd.ArrowDtype(arrow_type) if pa.types.is_list(arrow_type) or pa.types.is_large_list(arrow_type) else None


def _mismatches(table: Table, schema: pa.Schema, nulls: dict[str, int]) -> list[str]:
    """What keeps a file of ``schema`` (with ``nulls`` per column read) from ``table``'s contract."""
    contracts = table.contracts(schema.names)
    problems = []
    missing = [n for n in table.names if n not in contracts]
    if missing:
        problems.append(f"lacks columns {_some(missing)}")
    unexpected = [n for n, c in contracts.items() if c is None]
    if unexpected:
        problems.append(f"holds columns the contract does not name {_some(unexpected)}")
    named = {n: c for n, c in contracts.items() if c is not None}
    mistyped = [
        f"{n} ({schema.field(n).type}, not {c.dtype})"
        for n, c in named.items()
        if not holds(schema.field(n).type, c.dtype)
    ]
    if mistyped:
        problems.append(f"holds columns of another dtype {_some(mistyped)}")
    null = [f"{n} ({nulls[n]} rows)" for n, c in named.items() if not c.nullable and nulls.get(n, 0)]
    if null:
        problems.append(f"holds nulls in non-nullable columns {_some(null)}")
    return problems


def _some(items: list[str]) -> str:
    """Up to ten items, and how many more: a foreign table may hold hundreds of columns."""
    return f"[{', '.join(items[:10])}{f', ... {len(items) - 10} more' if len(items) > 10 else ''}]"


def _refuse_mismatch(path: str | Path, table: Table, schema: pa.Schema, arrow: pa.Table) -> None:
    problems = _mismatches(table, schema, {n: arrow.column(n).null_count for n in arrow.column_names})
    if problems:
        raise OpprofError(path, f"{table.name} table breaks its contract: {'; '.join(problems)}")


def _documented(table: Table, arrow: pa.Table) -> pa.Table:
    """Each field with its contract's unit and description as field metadata, so that any Parquet
    reader sees what a column means without this package."""
    contracts = table.contracts(arrow.column_names)
    fields = []
    for field in arrow.schema:
        column = contracts[field.name]
        meta = {} if column is None else {"description": column.doc, **({"unit": column.unit} if column.unit else {})}
        fields.append(field.with_metadata(meta))
    return pa.Table.from_arrays(arrow.columns, schema=pa.schema(fields))


def write_table(path: str | Path, table: Table, frame: pd.DataFrame) -> None:
    """``frame`` as ``table``'s Parquet file, refused unless it matches the contract; written
    atomically, without the pandas index or wall-clock metadata (the same bytes for the same frame),
    each column with its unit and description."""
    arrow = _arrow_table(frame)
    _refuse_mismatch(path, table, arrow.schema, arrow)
    _write_arrow(path, _documented(table, arrow))


def table_rows(path: str | Path) -> int:
    """The rows of a Parquet file, from its footer (read_table refuses a damaged file with its reason)."""
    try:
        return int(pq.read_metadata(path).num_rows)
    except (OSError, pa.ArrowException) as exc:
        raise OpprofError(path, f"cannot read the Parquet footer: {exc}") from exc


def read_table(path: str | Path, table: Table, columns: list[str] | None = None) -> pd.DataFrame:
    """``table``'s file (or only ``columns``, names of the contract), refused unless the file
    matches the contract (nulls: in the columns read). Dictionary columns come as categoricals,
    list columns Arrow-backed (``pd.ArrowDtype``: no Python object per row), and an integer
    column with nulls as pandas ``Int64``, not float64 (which rounds beyond 2**53)."""
    wanted = table.select(*columns) if columns is not None else None
    try:
        schema = pq.read_schema(path)
        arrow = pq.read_table(path, columns=wanted)
    except (OSError, pa.ArrowException) as exc:
        raise OpprofError(path, f"cannot read the {table.name} table: {exc}") from exc
    _refuse_mismatch(path, table, schema, arrow)
    frame = arrow.to_pandas(types_mapper=_arrow_lists)
    for name in arrow.column_names:
        column = arrow.column(name)
        if pa.types.is_integer(column.type) and column.null_count:
            frame[name] = column.to_pandas(types_mapper={column.type: pd.Int64Dtype()}.get)
    return frame


def write_with(final: str | Path, writer: Callable[[Path], None]) -> None:
    """Run ``writer(tmp)`` and move its file into place only when it returns."""
    with atomic_path(final) as tmp:
        writer(tmp)


# Left in a workload's results folder by a job that refused its inputs; the workflow's end removes
# what the earlier inputs made (remove_refused_results), when no job can still read it.
REFUSED = ".refused"
# Left instead by a job of a run on this machine (a capture, the local memory phase) of a workload
# profiled from a recorded bundle: only the local memory results are its inputs'.
REFUSED_LOCAL = ".refused-local"
LOCAL_RESULTS = "memory/local"
# What a user reads as a workload's result; a diff's files; a data-parallel run's rank comparison.
PUBLISHED_FILES = (
    "kernels.parquet",
    "operators.parquet",
    "operator_summary.parquet",
    "profile.json",
    "report.html",
    "trace.json.gz",
)
DIFF_FILES = ("diff.json", "diff.html", "gate.json")
RANK_FILES = ("ranks.json", "ranks_diff.json", "ranks_diff.html")


def made_from(results: Path, name: str) -> list[Path]:
    """Every result made from workload ``name``'s inputs under ``results``: its tables and records,
    its published files, the diffs that read its profile (``diff/<name>__*``, ``diff/*__<name>``)
    and, for a rank (``<run>/rank<r>``), its run's rank comparison."""
    made = [results / name / "tables", *(results / name / f for f in PUBLISHED_FILES)]
    if "/" in name:
        return made + [results / name.rsplit("/", 1)[0] / f for f in RANK_FILES]
    escaped = glob.escape(name)
    pairs = [*(results / "diff").glob(f"{escaped}__*"), *(results / "diff").glob(f"*__{escaped}")]
    return made + [p / f for p in sorted(pairs) for f in DIFF_FILES]


def remove_refused_results(results: str | Path) -> list[str]:
    """For each workload a job refused in this run (its REFUSED marker), remove what ``made_from``
    lists, then the marker: nothing made from the earlier inputs passes for the result of the new
    ones, nor feeds a later target; for a REFUSED_LOCAL marker, only its local memory results.
    Returns the workload names."""
    results = Path(results)
    markers = sorted([*results.glob(f"*/{REFUSED}"), *results.glob(f"*/rank*/{REFUSED}")])
    local = sorted(results.glob(f"*/{REFUSED_LOCAL}"))
    names = [m.parent.relative_to(results).as_posix() for m in [*markers, *local]]
    made = [made_from(results, name) for name in names[: len(markers)]]
    made += [[results / name / LOCAL_RESULTS] for name in names[len(markers) :]]
    for marker, paths in zip([*markers, *local], made, strict=True):
        for path in paths:
            if path.is_dir():
                shutil.rmtree(path)
            else:
                path.unlink(missing_ok=True)
        marker.unlink()
    return names

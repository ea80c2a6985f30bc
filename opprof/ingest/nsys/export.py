"""Opening an nsys SQLite export and reading its cells as nsys writes them.

The file is opened, validated and its schema looked up with the standard sqlite3 module; the
schema differs across nsys versions (2022.2 has no NVTX table and only driver-API launches;
2025.3 keeps NVTX text in ``textId``), so columns are looked up, not assumed.

The bulk rows (a million kernels, millions of NVTX ranges) are read through ADBC
(``adbc_driver_sqlite``, Apache Arrow's SQLite driver), which hands back Arrow columns: sqlite3
builds one Python object per cell and alone costs most of the budget of analysing one million
kernels in under a minute. ADBC infers a column's type from its values, so this fast read is
taken only when every cell has the type nsys writes (checked on the Arrow types, and with SQL
``typeof()`` for text); any other export, damaged or odd, is read cell by cell with sqlite3 and
refused with the file, the row and the reason.
"""

from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import adbc_driver_manager
import adbc_driver_sqlite.dbapi as adbc_sqlite
import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from opprof.errors import OpprofError

SQLITE_MAGIC = b"SQLite format 3\x00"
# The longest path SQLite opens: its unix file layer's 512 bytes less the 8 of a "-journal" suffix
# (sqlite3 here opens 504 bytes and says "unable to open database file" at 505).
SQLITE_PATH_BYTES = 504
# What a damaged database raises from any query: sqlite3 decodes a corrupt schema text itself.
SQLITE_FAILURES = (sqlite3.Error, UnicodeDecodeError)
# What the ADBC read raises for cells it cannot type (or a damaged file): the careful read decides.
# How sqlite3 says a TEXT cell holds bytes that are not UTF-8.
NOT_UTF8 = "Could not decode to UTF-8"
ADBC_FAILURES = (adbc_driver_manager.Error, OSError, UnicodeError, ValueError, pa.ArrowException)


def open_export(path: str | Path) -> sqlite3.Connection:
    """Open an nsys SQLite export read-only, refusing files that are not one."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            head = handle.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise OpprofError(path, f"cannot read: {exc.strerror or exc}") from exc
    if head != SQLITE_MAGIC:
        raise OpprofError(path, "not an SQLite database (export the capture with `nsys export --type sqlite`)")
    length = len(str(path.resolve()).encode())
    if length > SQLITE_PATH_BYTES:
        raise OpprofError(
            path,
            f"its path is {length} bytes, longer than the {SQLITE_PATH_BYTES} SQLite opens: "
            "move the bundle (captures_dir) to a shorter path",
        )
    try:
        conn = sqlite3.connect(_read_only_uri(path), uri=True)
        conn.execute("PRAGMA query_only = 1")
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except SQLITE_FAILURES as exc:
        raise OpprofError(path, f"unreadable SQLite database: {exc}") from exc
    return conn


def _read_only_uri(path: Path) -> str:
    return f"file:{path.resolve()}?mode=ro&immutable=1"


def query(conn: sqlite3.Connection, path: Path, sql: str, params: tuple[object, ...] = ()) -> list[tuple]:
    try:
        return conn.execute(sql, params).fetchall()
    except SQLITE_FAILURES as exc:
        if str(exc).startswith(NOT_UTF8):
            # nsys writes its text as UTF-8: other bytes are damage or another writer, not truncation.
            raise OpprofError(path, f"text that is not UTF-8 in the export: {exc} (nsys writes UTF-8)") from exc
        raise OpprofError(path, f"SQLite error ({exc}) while reading the export; is the file truncated?") from exc


def arrow_queries(path: Path, *sql: str) -> list[pa.Table] | None:
    """Results of ``sql`` as Arrow tables through ADBC; None where the driver cannot give them
    (cells whose type changes within a column, bytes that are not UTF-8, a damaged page)."""
    try:
        with adbc_sqlite.connect(_read_only_uri(path)) as conn, conn.cursor() as cursor:
            tables = []
            for statement in sql:
                cursor.execute(statement)
                table = cursor.fetch_arrow_table()
                table.validate(full=True)  # strings must be UTF-8, as sqlite3 would insist
                tables.append(table)
            return tables
    except ADBC_FAILURES:
        return None


# Rows per batch of a streamed read: the driver's default (1,024) would give each batch of a
# dictionary-encoded column its own copy of the dictionary, thousands of them.
BATCH_ROWS_OPTION = "adbc.sqlite.query.batch_rows"
STREAM_BATCH_ROWS = 1 << 16


def arrow_stream(path: Path, sql: str, convert: Callable[[pa.RecordBatch], pa.RecordBatch]) -> pa.Table | None:
    """The result of ``sql`` through ADBC with each batch passed through ``convert`` as it arrives,
    so that a bulky raw column (millions of NVTX texts) is never held whole; None where the driver
    cannot give it or ``convert`` refuses its cells (an Arrow error)."""
    try:
        with adbc_sqlite.connect(_read_only_uri(path)) as conn, conn.cursor() as cursor:
            cursor.adbc_statement.set_options(**{BATCH_ROWS_OPTION: str(STREAM_BATCH_ROWS)})
            cursor.execute(sql)
            reader = cursor.fetch_record_batch()
            batches = []
            for batch in reader:
                batch.validate(full=True)  # strings must be UTF-8, as sqlite3 would insist
                batches.append(convert(batch))
            if not batches:
                batches.append(convert(pa.RecordBatch.from_pylist([], schema=reader.schema)))
            return pa.Table.from_batches(batches)
    except ADBC_FAILURES:
        return None


# Spans of rows a bulk read is split into, each read on a thread of its own through its own
# connection: the driver releases the GIL, and 5.1 million NVTX rows took 1.2 s in two spans where
# they took 2.3 s in one.
READ_SPANS = 2


def rowid_spans(conn: sqlite3.Connection, path: Path, table: str, rowid: str) -> list[str]:
    """SQL conditions (`` AND <rowid> >= a AND <rowid> < b``) that split ``table``'s rows into
    READ_SPANS spans of rowids, in rowid order; one empty condition for an empty table or one
    without rowids (a view, a WITHOUT ROWID table: read whole, as before the split)."""
    try:
        low, high = conn.execute(f"SELECT min(rowid), max(rowid) FROM {table}").fetchone()
    except SQLITE_FAILURES:
        return [""]
    if not isinstance(low, int) or not isinstance(high, int):
        return [""]
    edges = [low + (high + 1 - low) * k // READ_SPANS for k in range(READ_SPANS + 1)]
    return [f" AND {rowid} >= {a} AND {rowid} < {b}" for a, b in itertools.pairwise(edges)]


def arrow_streams(
    path: Path, statements: Sequence[str], convert: Callable[[pa.RecordBatch], pa.RecordBatch]
) -> pa.Table | None:
    """``arrow_stream`` of each statement, all at once on threads, their rows in statement order;
    None where any cannot be read or their columns came out typed apart (a span whose text is
    all NULL reads as integers: the careful read decides)."""
    with ThreadPoolExecutor(max_workers=len(statements), thread_name_prefix="adbc") as pool:
        tables = list(pool.map(lambda sql: arrow_stream(path, sql, convert), statements))
    read = [t for t in tables if t is not None]
    if len(read) < len(tables):
        return None
    try:
        return pa.concat_tables([t for t in read if t.num_rows] or read[:1])
    except pa.ArrowInvalid:
        return None


def table_names(conn: sqlite3.Connection, path: Path) -> set[str]:
    return {r[0] for r in query(conn, path, "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}


def column_names(conn: sqlite3.Connection, path: Path, table: str) -> set[str]:
    return {r[1] for r in query(conn, path, f"PRAGMA table_info({table})")}


def require_columns(columns: set[str], needed: list[str], path: Path, table: str) -> None:
    missing = [c for c in needed if c not in columns]
    if missing:
        raise OpprofError(path, f"table {table} lacks columns {missing}")


# --- StringIds -------------------------------------------------------------------------------------

STRINGS_SQL = "SELECT id, value FROM StringIds"
# The fast read: every id an integer and every value text, else the export goes the careful way.
STRINGS_CHECKED_SQL = "SELECT id, value, typeof(id) = 'integer' AND typeof(value) = 'text' AS typed FROM StringIds"


def string_ids(conn: sqlite3.Connection, path: Path) -> dict[int, str]:
    """StringIds as id -> text; a value that is not text names nothing (rows naming it are refused)."""
    return {i: v for i, v in query(conn, path, STRINGS_SQL) if isinstance(v, str)}


@dataclass(frozen=True)
class StringTable:
    """StringIds as Arrow columns (fast read): integer ids and, per id, a code into ``text``."""

    ids: pa.Array
    values: pa.Array
    codes: np.ndarray
    text: pd.Index

    @staticmethod
    def from_arrow(table: pa.Table) -> StringTable | None:
        values = table["value"].combine_chunks()
        if not (all_true(table["typed"]) and pa.types.is_integer(table["id"].type)):
            return None
        if not (pa.types.is_string(values.type) or len(values) == 0):
            return None
        values = values.cast(pa.string())
        codes, text = factorize(values)
        return StringTable(table["id"].combine_chunks().cast(pa.int64()), values, codes, text)

    def text_of(self, ids: pa.ChunkedArray | pa.Array) -> pa.DictionaryArray:
        """Text of each id, dictionary-encoded over StringIds; null for ids StringIds lacks."""
        return pa.DictionaryArray.from_arrays(pc.index_in(_int64(ids), value_set=self.ids), self.values)

    def resolve(self, ids: pa.ChunkedArray | pa.Array) -> pd.Categorical:
        """Text of each id as a categorical over ``text``; missing for ids StringIds lacks."""
        found = pc.index_in(_int64(ids), value_set=self.ids)
        positions = pc.fill_null(found, -1).to_numpy(zero_copy_only=False).astype(np.int64)
        codes = np.where(positions >= 0, self.codes[np.clip(positions, 0, None)], -1) if len(self.codes) else positions
        return pd.Categorical.from_codes(codes, categories=self.text)


def _int64(values: pa.ChunkedArray | pa.Array) -> pa.Array:
    array = values.combine_chunks() if isinstance(values, pa.ChunkedArray) else values
    return array.cast(pa.int64())


# --- columns: Arrow to pandas, as the careful read types them ---------------------------------------


def factorize(values: pa.Array) -> tuple[np.ndarray, pd.Index]:
    """Codes (-1 for null) and distinct non-null values, as pandas categoricals want them."""
    encoded = pc.dictionary_encode(values)
    codes = pc.fill_null(encoded.indices, -1).to_numpy(zero_copy_only=False).astype(np.int64)
    return codes, pd.Index(pd.array(encoded.dictionary, dtype="str"))


def to_categorical(values: pd.Series | pa.Array) -> pd.Categorical:
    """A text column (or Arrow dictionary array) as a categorical."""
    array = values if isinstance(values, pa.Array) else pa.array(values.astype(object).where(values.notna(), None))
    if pa.types.is_dictionary(array.type):
        assert isinstance(array, pa.DictionaryArray)
        codes = pc.fill_null(array.indices, -1).to_numpy(zero_copy_only=False).astype(np.int64)
        return pd.Categorical.from_codes(codes, categories=pd.Index(pd.array(array.dictionary, dtype="str")))
    codes, text = factorize(array.cast(pa.string()))
    return pd.Categorical.from_codes(codes, categories=text)


def remap(column: pd.Categorical, spelling: pa.Array | list[str | None]) -> pd.Categorical:
    """``column`` with each category replaced by ``spelling`` (same order; null: missing)."""
    codes, text = factorize(spelling if isinstance(spelling, pa.Array) else pa.array(spelling, pa.string()))
    remapped = np.where(column.codes >= 0, codes[np.clip(column.codes, 0, None)], -1) if len(codes) else column.codes
    return pd.Categorical.from_codes(remapped, categories=text)


def all_true(column: pa.ChunkedArray | pa.Array) -> bool:
    return len(column) == 0 or (column.null_count == 0 and bool(pc.all(pc.cast(column, pa.bool_())).as_py()))


def holds_ids(column: pa.ChunkedArray) -> bool:
    return pa.types.is_integer(column.type) or pa.types.is_null(column.type)


def int_column(column: pa.ChunkedArray, nullable: bool) -> np.ndarray | pd.Series | None:
    """An Arrow column of integers as pandas would hold sqlite3's rows after ``require_integers``:
    int64 without nulls, Int64 with them; None for anything else (the careful read decides)."""
    if not (pa.types.is_integer(column.type) or pa.types.is_null(column.type)):
        return None
    if column.null_count == 0:
        return column.to_numpy().astype(np.int64, copy=False)
    if not nullable:
        return None
    return pd.Series(pd.array(column.cast(pa.int64()).combine_chunks(), dtype="Int64"))


def require_integers(frame: pd.DataFrame, columns: list[str], path: Path, table: str, nullable: bool = False) -> None:
    """SQLite keeps whatever a writer put in a cell: refuse text, blobs, fractions and NULLs where
    nsys writes integers, instead of failing later in arithmetic."""
    for column in columns:
        raw = frame[column]
        if pd.api.types.is_integer_dtype(raw.dtype):
            continue  # integers throughout: the export as nsys writes it
        try:
            values = None if _beyond_int64(raw) else raw.astype("Int64")
        except (TypeError, ValueError, OverflowError):
            values = None
        if values is None or (not nullable and values.isna().any()):
            row = next((i for i, v in enumerate(raw) if not _is_integer(v, nullable)), 0)
            shown = "NULL" if pd.isna(raw.iloc[row]) else repr(raw.iloc[row])
            raise OpprofError(path, f"{table}: {column} of row {row} is {shown}, not an integer")
        frame[column] = values if nullable else values.astype("int64")


def _beyond_int64(raw: pd.Series) -> bool:
    """Floats no int64 holds (inf, 1e300), which a cast would turn into garbage with a warning."""
    if not pd.api.types.is_float_dtype(raw.dtype):
        return False
    return bool((np.abs(raw.to_numpy(dtype="float64")) >= 2.0**63).any())


def _is_integer(value: object, nullable: bool) -> bool:
    if value is None or (isinstance(value, float) and np.isnan(value)):
        return nullable
    if isinstance(value, float):
        return value.is_integer() and abs(value) < 2.0**63
    return isinstance(value, int | np.integer)


def decode_global_tid(gtid: pd.Series) -> tuple[pd.Series, pd.Series]:
    """nsys serialises (hw, vm, pid, tid) in one integer: pid in bits 24-47, tid in bits 0-23."""
    return _pid_tid(gtid.astype("Int64"))


def decode_global_tids(gtid: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``decode_global_tid`` of ids none of which is missing (NVTX ranges), as int64 arrays:
    millions of ranges need no mask."""
    return _pid_tid(gtid.astype(np.int64, copy=False))


Ids = TypeVar("Ids", pd.Series, np.ndarray)


def _pid_tid(values: Ids) -> tuple[Ids, Ids]:
    return (values // (1 << 24)) % (1 << 24), values % (1 << 24)

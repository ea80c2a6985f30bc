"""Nsight Systems SQLite export -> kernel and NVTX range tables (opprof.tables contracts).

The file is opened, validated and its schema looked up with the standard sqlite3 module; the
schema differs across nsys versions (2022.2 has no NVTX table and only driver-API launches;
2025.3 keeps NVTX text in ``textId``), so columns are looked up, not assumed.

The bulk rows (a million kernels, millions of NVTX ranges) are read through ADBC
(``adbc_driver_sqlite``, Apache Arrow's SQLite driver), which hands back Arrow columns: sqlite3
builds one Python object per cell and costs most of the issue-2 budget (one million kernels
analysed in under a minute) on its own. ADBC infers a column's type from its values, so this
fast read is taken only when every cell has the type nsys writes (checked on the Arrow types, and
with SQL ``typeof()`` for text); any other export, damaged or odd, is read cell by cell with
sqlite3 and refused with the file, the row and the reason, exactly as before.
"""

from __future__ import annotations

import sqlite3
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import adbc_driver_manager
import adbc_driver_sqlite.dbapi as adbc_sqlite
import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from opprof.errors import OpprofError
from opprof.intervals import nesting_depth, sorted_order
from opprof.names import kernel_name_key
from opprof.tables import LAUNCH_CONFIG, NSYS_KERNELS, NSYS_RANGES

SQLITE_MAGIC = b"SQLite format 3\x00"
# What a damaged database raises from any query: sqlite3 decodes a corrupt schema text itself.
SQLITE_FAILURES = (sqlite3.Error, UnicodeDecodeError)
# What the ADBC read raises for cells it cannot type (or a damaged file): the careful read decides.
ADBC_FAILURES = (adbc_driver_manager.Error, OSError, UnicodeError, ValueError, pa.ArrowException)
KERNEL_TABLE = "CUPTI_ACTIVITY_KIND_KERNEL"
RUNTIME_TABLE = "CUPTI_ACTIVITY_KIND_RUNTIME"
NVTX_TABLE = "NVTX_EVENTS"
# NVTX range event types (ENUM_NSYS_EVENT_TYPE); exports without the enum table use these ids.
NVTX_RANGE_TYPES = {"NvtxPushPopRange": 59, "NvtxStartEndRange": 60}
LAUNCH_API_PREFIXES = ("cudaLaunch", "cuLaunch", "cudaGraphLaunch", "cuGraphLaunch")
REQUIRED_KERNEL_INTEGERS = ["correlation_id", "start_ns", "end_ns", *LAUNCH_CONFIG]
OPTIONAL_KERNEL_INTEGERS = [
    "device_id",
    "context_id",
    "stream_id",
    "static_shared_bytes",
    "dynamic_shared_bytes",
    "local_memory_per_thread_bytes",
    "global_pid",
]
KERNEL_ROW = [
    "correlation_id",
    "device_id",
    "context_id",
    "stream_id",
    "start_ns",
    "end_ns",
    *LAUNCH_CONFIG,
    "static_shared_bytes",
    "dynamic_shared_bytes",
    "local_memory_per_thread_bytes",
    "mangled_id",
    "demangled_id",
    "short_id",
    "global_pid",
]
NAME_COLUMNS = {"mangled_name": "mangled_id", "demangled_name": "demangled_id", "short_name": "short_id"}
LAUNCH_ROW = ["correlation_id", "name_id", "global_tid", "launch_start_ns", "launch_end_ns"]

# emit_nvtx: "aten::mm, op_id = 26, sizes = [[512, 768], [768, 2304]], input_op_ids = [...]";
# older torch adds "seq = N" and omits sizes without record_shapes.
# op_id and iteration numbers of at most 18 digits: an int64 holds them.
_ATEN_RANGE = (
    r"^(?P<operator>[A-Za-z_][\w:.]*), (?:seq = \d+, )?op_id = (?P<op_id>\d{1,18})"
    r"(?:, sizes = (?P<sizes>\[.*?\]))?(?:, input_op_ids = .*)?$"
)
# The same texts, split faster (RE2 extracts fields slowly through the lazy, end-anchored sizes):
# a text is aten when it matches _ATEN_RANGE (a match, not an extraction), and its fields come
# from this anchored prefix that reads sizes as emit_nvtx writes them, a list of lists. Where that
# reading differs (sizes of another shape), _ATEN_RANGE itself gives the fields.
_ATEN_FIELDS = (
    r"^(?P<operator>[A-Za-z_][\w:.]*), (?:seq = \d+, )?op_id = (?P<op_id>\d{1,18})"
    r"(?:, sizes = (?P<sizes>\[(?:\[[^\[\]\n]*\](?:, )?)*\])(?:, input_op_ids = |$))?"
)
_ITERATION_RANGE = r"^opprof:iteration:(?P<iteration>\d{1,18})$"
_MODULE_RANGE = r"^opprof:module:(?P<module_name>[^:]*):(?P<module_type>.+)$"


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
    try:
        conn = sqlite3.connect(_read_only_uri(path), uri=True)
        conn.execute("PRAGMA query_only = 1")
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except SQLITE_FAILURES as exc:
        raise OpprofError(path, f"unreadable SQLite database: {exc}") from exc
    return conn


def _read_only_uri(path: Path) -> str:
    return f"file:{path.resolve()}?mode=ro&immutable=1"


def _query(conn: sqlite3.Connection, path: Path, sql: str, params: tuple[object, ...] = ()) -> list[tuple]:
    try:
        return conn.execute(sql, params).fetchall()
    except SQLITE_FAILURES as exc:
        raise OpprofError(path, f"SQLite error ({exc}) while reading the export; is the file truncated?") from exc


def _arrow_queries(path: Path, *sql: str) -> list[pa.Table] | None:
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


def _tables(conn: sqlite3.Connection, path: Path) -> set[str]:
    return {r[0] for r in _query(conn, path, "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}


def _columns(conn: sqlite3.Connection, path: Path, table: str) -> set[str]:
    return {r[1] for r in _query(conn, path, f"PRAGMA table_info({table})")}


def _require(columns: set[str], needed: list[str], path: Path, table: str) -> None:
    missing = [c for c in needed if c not in columns]
    if missing:
        raise OpprofError(path, f"table {table} lacks columns {missing}")


# --- StringIds -------------------------------------------------------------------------------------

STRINGS_SQL = "SELECT id, value FROM StringIds"
# The fast read: every id an integer and every value text, else the export goes the careful way.
STRINGS_CHECKED_SQL = "SELECT id, value, typeof(id) = 'integer' AND typeof(value) = 'text' AS typed FROM StringIds"


def _strings(conn: sqlite3.Connection, path: Path) -> dict[int, str]:
    """StringIds as id -> text; a value that is not text names nothing (rows naming it are refused)."""
    return {i: v for i, v in _query(conn, path, STRINGS_SQL) if isinstance(v, str)}


@dataclass(frozen=True)
class _StringTable:
    """StringIds as Arrow columns (fast read): integer ids and, per id, a code into ``text``."""

    ids: pa.Array
    values: pa.Array
    codes: np.ndarray
    text: pd.Index

    @staticmethod
    def from_arrow(table: pa.Table) -> _StringTable | None:
        values = table["value"].combine_chunks()
        if not (_all_true(table["typed"]) and pa.types.is_integer(table["id"].type)):
            return None
        if not (pa.types.is_string(values.type) or len(values) == 0):
            return None
        values = values.cast(pa.string())
        codes, text = _factorize(values)
        return _StringTable(table["id"].combine_chunks().cast(pa.int64()), values, codes, text)

    def text_of(self, ids: pa.ChunkedArray | pa.Array) -> pa.Array:
        """Text of each id; null for ids StringIds lacks."""
        return pc.take(self.values, pc.index_in(_int64(ids), value_set=self.ids))

    def resolve(self, ids: pa.ChunkedArray | pa.Array) -> pd.Categorical:
        """Text of each id as a categorical over ``text``; missing for ids StringIds lacks."""
        found = pc.index_in(_int64(ids), value_set=self.ids)
        positions = pc.fill_null(found, -1).to_numpy(zero_copy_only=False).astype(np.int64)
        codes = np.where(positions >= 0, self.codes[np.clip(positions, 0, None)], -1) if len(self.codes) else positions
        return pd.Categorical.from_codes(codes, categories=self.text)


def _int64(values: pa.ChunkedArray | pa.Array) -> pa.Array:
    array = values.combine_chunks() if isinstance(values, pa.ChunkedArray) else values
    return array.cast(pa.int64())


def _factorize(values: pa.Array) -> tuple[np.ndarray, pd.Index]:
    """Codes (-1 for null) and distinct non-null values, as pandas categoricals want them."""
    encoded = pc.dictionary_encode(values)
    codes = pc.fill_null(encoded.indices, -1).to_numpy(zero_copy_only=False).astype(np.int64)
    return codes, pd.Index(pd.array(encoded.dictionary, dtype="str"))


def _categorical(values: pd.Series | pa.Array) -> pd.Categorical:
    """A text column (or Arrow dictionary array) as a categorical."""
    array = values if isinstance(values, pa.Array) else pa.array(values.astype(object).where(values.notna(), None))
    if pa.types.is_dictionary(array.type):
        assert isinstance(array, pa.DictionaryArray)
        codes = pc.fill_null(array.indices, -1).to_numpy(zero_copy_only=False).astype(np.int64)
        return pd.Categorical.from_codes(codes, categories=pd.Index(pd.array(array.dictionary, dtype="str")))
    codes, text = _factorize(array.cast(pa.string()))
    return pd.Categorical.from_codes(codes, categories=text)


def _remap(column: pd.Categorical, spelling: pa.Array | list[str | None]) -> pd.Categorical:
    """``column`` with each category replaced by ``spelling`` (same order; null: missing)."""
    codes, text = _factorize(spelling if isinstance(spelling, pa.Array) else pa.array(spelling, pa.string()))
    remapped = np.where(column.codes >= 0, codes[np.clip(column.codes, 0, None)], -1) if len(codes) else column.codes
    return pd.Categorical.from_codes(remapped, categories=text)


def _all_true(column: pa.ChunkedArray | pa.Array) -> bool:
    return len(column) == 0 or (column.null_count == 0 and bool(pc.all(pc.cast(column, pa.bool_())).as_py()))


def _int_column(column: pa.ChunkedArray, nullable: bool) -> np.ndarray | pd.Series | None:
    """An Arrow column of integers as pandas would hold sqlite3's rows after ``_integers``:
    int64 without nulls, Int64 with them; None for anything else (the careful read decides)."""
    if not (pa.types.is_integer(column.type) or pa.types.is_null(column.type)):
        return None
    if column.null_count == 0:
        return column.to_numpy().astype(np.int64, copy=False)
    if not nullable:
        return None
    return pd.Series(pd.array(column.cast(pa.int64()).combine_chunks(), dtype="Int64"))


def _integers(frame: pd.DataFrame, columns: list[str], path: Path, table: str, nullable: bool = False) -> None:
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


def _text_column(columns: set[str], name: str) -> str:
    return name if name in columns else "NULL"


def _decode_global_tid(gtid: pd.Series) -> tuple[pd.Series, pd.Series]:
    """nsys serialises (hw, vm, pid, tid) in one integer: pid in bits 24-47, tid in bits 0-23."""
    values = gtid.astype("Int64")
    return (values // (1 << 24)) % (1 << 24), values % (1 << 24)


# --- kernels ---------------------------------------------------------------------------------------


def _kernel_queries(conn: sqlite3.Connection, path: Path) -> tuple[str, str]:
    """SQL for the kernel rows (KERNEL_ROW) and their launch calls (LAUNCH_ROW), after checking
    the export has the tables and columns they need."""
    tables = _tables(conn, path)
    for needed, hint in ((KERNEL_TABLE, "capture with `-t cuda`"), ("StringIds", "")):
        if needed not in tables:
            raise OpprofError(path, f"no {needed} table: not a CUDA trace export {hint}".rstrip())
    if RUNTIME_TABLE not in tables:
        raise OpprofError(path, f"no {RUNTIME_TABLE} table: kernel launches cannot be tied to host threads")
    kcols = _columns(conn, path, KERNEL_TABLE)
    _require(
        kcols,
        [
            "start",
            "end",
            "correlationId",
            "gridX",
            "gridY",
            "gridZ",
            "blockX",
            "blockY",
            "blockZ",
            "registersPerThread",
            "shortName",
        ],
        path,
        KERNEL_TABLE,
    )
    _require(
        _columns(conn, path, RUNTIME_TABLE),
        ["start", "end", "globalTid", "correlationId", "nameId"],
        path,
        RUNTIME_TABLE,
    )
    optional = {
        c: _text_column(kcols, c)
        for c in (
            "deviceId",
            "contextId",
            "streamId",
            "globalPid",
            "demangledName",
            "mangledName",
            "staticSharedMemory",
            "dynamicSharedMemory",
            "localMemoryPerThread",
        )
    }
    kernel_sql = f"""SELECT correlationId, {optional["deviceId"]}, {optional["contextId"]}, {optional["streamId"]},
                       start, end, gridX, gridY, gridZ, blockX, blockY, blockZ, registersPerThread,
                       {optional["staticSharedMemory"]}, {optional["dynamicSharedMemory"]},
                       {optional["localMemoryPerThread"]}, {optional["mangledName"]},
                       {optional["demangledName"]}, shortName, {optional["globalPid"]}
                FROM {KERNEL_TABLE}"""
    launch_sql = f"""SELECT r.correlationId, r.nameId, r.globalTid, r.start, r."end"
                FROM {RUNTIME_TABLE} r
                WHERE r.correlationId IN (SELECT correlationId FROM {KERNEL_TABLE})"""
    return kernel_sql, launch_sql


def _kernels_fast(path: Path, kernel_sql: str, launch_sql: str) -> tuple[pd.DataFrame, pd.DataFrame] | None:
    """Kernel rows and launch rows through ADBC, typed as the careful read types them, names as
    categoricals over StringIds; None unless every cell has the type nsys writes."""
    fetched = _arrow_queries(path, kernel_sql, launch_sql, STRINGS_CHECKED_SQL)
    if fetched is None:
        return None
    names = (KERNEL_ROW, LAUNCH_ROW, ["id", "value", "typed"])
    kernel_rows, launch_rows, string_rows = (t.rename_columns(n) for t, n in zip(fetched, names, strict=True))
    strings = _StringTable.from_arrow(string_rows)
    if strings is None or kernel_rows.num_rows == 0:
        return None
    kernels: dict[str, object] = {}
    for column in [*REQUIRED_KERNEL_INTEGERS, *OPTIONAL_KERNEL_INTEGERS]:
        values = _int_column(kernel_rows[column], nullable=column in OPTIONAL_KERNEL_INTEGERS)
        if values is None:
            return None
        kernels[column] = values
    for column, source in NAME_COLUMNS.items():
        if not _holds_ids(kernel_rows[source]):
            return None  # names spelled out in the column: the careful read handles them
        kernels[column] = strings.resolve(kernel_rows[source])
    calls: dict[str, object] = {}
    for column in ("correlation_id", "global_tid", "launch_start_ns", "launch_end_ns"):
        values = _int_column(launch_rows[column], nullable=column == "global_tid")
        if values is None:
            return None
        calls[column] = values
    if not _holds_ids(launch_rows["name_id"]):
        return None
    calls["launch_api"] = strings.resolve(launch_rows["name_id"])
    return pd.DataFrame(kernels), pd.DataFrame(calls)


def _holds_ids(column: pa.ChunkedArray) -> bool:
    return pa.types.is_integer(column.type) or pa.types.is_null(column.type)


def _kernels_careful(
    conn: sqlite3.Connection, path: Path, kernel_sql: str, launch_sql: str
) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Kernel and launch rows read cell by cell with sqlite3; every cell nsys would not have
    written is refused with its table, column and row."""
    rows = _query(conn, path, kernel_sql)
    launches = _query(conn, path, launch_sql)
    strings = _strings(conn, path)
    if not rows:
        raise OpprofError(path, f"{KERNEL_TABLE} is empty: the capture recorded no kernels")
    kernels = pd.DataFrame(rows, columns=KERNEL_ROW)
    _integers(kernels, REQUIRED_KERNEL_INTEGERS, path, KERNEL_TABLE)
    _integers(kernels, OPTIONAL_KERNEL_INTEGERS, path, KERNEL_TABLE, nullable=True)
    names = {column: _resolve_strings(kernels[source], strings) for column, source in NAME_COLUMNS.items()}
    kernels = kernels.drop(columns=list(NAME_COLUMNS.values())).assign(**_shared_categories(names))
    _check_names(kernels, path)
    calls = pd.DataFrame(launches, columns=LAUNCH_ROW)
    _integers(calls, ["correlation_id", "launch_start_ns", "launch_end_ns"], path, RUNTIME_TABLE)
    _integers(calls, ["global_tid"], path, RUNTIME_TABLE, nullable=True)
    calls["launch_api"] = _categorical(calls["name_id"].map(strings).astype("string"))
    return kernels, calls.drop(columns="name_id")


def _shared_categories(columns: dict[str, pd.Series]) -> dict[str, pd.Categorical]:
    """Text columns as categoricals over one set of categories (so codes compare across them)."""
    whole = _categorical(pd.concat(list(columns.values()), ignore_index=True))
    out, at = {}, 0
    for name, column in columns.items():
        out[name] = pd.Categorical.from_codes(whole.codes[at : at + len(column)], categories=whole.categories)
        at += len(column)
    return out


def _check_names(kernels: pd.DataFrame, path: Path) -> None:
    nameless = (kernels["demangled_name"].isna() & kernels["short_name"].isna()).to_numpy()
    if nameless.any():
        row = int(nameless.argmax())
        raise OpprofError(path, f"kernel row {row} has no name: its StringIds ids are missing (corrupt export?)")


def read_kernels(path: str | Path, categorical: bool = False) -> pd.DataFrame:
    """One row per kernel in launch order, with its launching API call from the runtime table.

    Name columns are text; with ``categorical`` pandas categoricals (what the ingest rule writes:
    a million kernels run a few hundred distinct kernels).
    """
    path = Path(path)
    conn = open_export(path)
    try:
        kernel_sql, launch_sql = _kernel_queries(conn, path)
        fetched = _kernels_fast(path, kernel_sql, launch_sql)
        kernels, calls = fetched if fetched is not None else _kernels_careful(conn, path, kernel_sql, launch_sql)
    finally:
        conn.close()
    _check_names(kernels, path)
    demangled, short = kernels["demangled_name"].array, kernels["short_name"].array
    assert isinstance(demangled, pd.Categorical) and isinstance(short, pd.Categorical)
    named = pd.Categorical.from_codes(
        np.where(demangled.codes >= 0, demangled.codes, short.codes), categories=demangled.categories
    ).remove_unused_categories()  # StringIds holds every string of the capture: key the kernel names only
    kernels["demangled_name"] = named
    kernels["name_key"] = _remap(named, [kernel_name_key(str(n)) for n in named.categories])
    kernels = kernels.merge(_launch_calls(calls), on="correlation_id", how="left")
    pid_from_kernel, _ = _decode_global_tid(kernels["global_pid"])
    kernels["launch_pid"] = kernels["launch_pid"].fillna(pid_from_kernel)
    kernels = kernels.sort_values(["launch_pid", "correlation_id", "start_ns"], kind="stable")
    kernels["kernel_index"] = np.arange(len(kernels), dtype=np.int64)
    kernels["duration_ns"] = kernels["end_ns"] - kernels["start_ns"]
    kernels = kernels[NSYS_KERNELS].reset_index(drop=True)
    names = ["mangled_name", "demangled_name", "short_name", "name_key", "launch_api"]
    if categorical:
        return kernels.assign(**{c: kernels[c].cat.remove_unused_categories() for c in names})
    return kernels.astype({**dict.fromkeys(names, "string"), "name_key": "str"})


def _resolve_strings(ids: pd.Series, strings: dict[int, str]) -> pd.Series:
    """Name columns hold StringIds ids (all versions seen) or, in some exports, the text itself."""
    if ids.map(lambda v: isinstance(v, str)).any():
        return ids.astype("string")
    return ids.map(strings).astype("string")


def _launch_calls(calls: pd.DataFrame) -> pd.DataFrame:
    """The launching API call of each correlation id; other API rows sharing it (backtraces) are dropped."""
    names = calls["launch_api"].array
    assert isinstance(names, pd.Categorical)
    spelled = pc.replace_substring_regex(pa.array(names.categories, pa.string()), r"_v\d+$", "")
    api = _remap(names, spelled)
    # One flag per category and a last False that code -1 (no name) picks.
    is_launch = np.array([str(c).startswith(LAUNCH_API_PREFIXES) for c in api.categories] + [False])
    calls = calls.assign(launch_api=api)[is_launch[api.codes]]
    # Outermost call first: a runtime launch that reaches the driver keeps the runtime name.
    calls = calls.sort_values(["correlation_id", "launch_start_ns", "launch_end_ns"], ascending=[True, True, False])
    calls = calls.drop_duplicates("correlation_id", keep="first")
    calls["launch_pid"], calls["launch_tid"] = _decode_global_tid(calls["global_tid"])
    return calls[["correlation_id", "launch_api", "launch_pid", "launch_tid", "launch_start_ns", "launch_end_ns"]]


# --- NVTX ranges -----------------------------------------------------------------------------------


def _range_query(conn: sqlite3.Connection, path: Path) -> tuple[str, str, tuple[int, int]] | None:
    """(text column, textId column, range event types) of the export's NVTX table; None without one."""
    tables = _tables(conn, path)
    if NVTX_TABLE not in tables:
        return None
    cols = _columns(conn, path, NVTX_TABLE)
    _require(cols, ["start", "end", "eventType", "globalTid"], path, NVTX_TABLE)
    types = dict(NVTX_RANGE_TYPES)
    if "ENUM_NSYS_EVENT_TYPE" in tables:
        names = dict(_query(conn, path, "SELECT name, id FROM ENUM_NSYS_EVENT_TYPE"))
        types = {k: names[k] if isinstance(names.get(k), int) else v for k, v in types.items()}
    text = "n.text" if "text" in cols else "NULL"
    text_id = "n.textId" if "textId" in cols else "NULL"
    push_pop, start_end = types.values()
    return text, text_id, (push_pop, start_end)


def _ranges_fast(path: Path, text: str, text_id: str, types: tuple[int, int]) -> tuple[pa.Table, pa.Array] | None:
    """(thread, start, end) as int64 columns and the text of every range through ADBC; None unless
    every cell has the type nsys writes. Text is read apart from NULL (``ifnull``), so a column
    that is NULL for its first rows still reads as text."""
    sql = f"""SELECT n.globalTid, n.start, n."end", {text} IS NULL AS no_text, ifnull({text}, '') AS text,
                     {text_id} AS text_id, typeof({text}) IN ('text', 'null') AS text_typed
              FROM {NVTX_TABLE} n WHERE n.eventType IN ({int(types[0])}, {int(types[1])}) AND n."end" IS NOT NULL"""
    fetched = _arrow_queries(path, sql, STRINGS_CHECKED_SQL)
    if fetched is None:
        return None
    rows, string_rows = fetched
    strings = _StringTable.from_arrow(string_rows)
    if strings is None or not _all_true(rows["text_typed"]):
        return None
    times = {}
    for column, name in (("globalTid", "global_tid"), ("start", "start_ns"), ("end", "end_ns")):
        values = _int_column(rows[column], nullable=False)
        if values is None:
            return None
        times[name] = values
    if not (_holds_ids(rows["text_id"]) and (pa.types.is_string(rows["text"].type) or rows.num_rows == 0)):
        return None
    texts = rows["text"].combine_chunks()
    registered = pc.cast(rows["no_text"].combine_chunks(), pa.bool_())
    if pc.any(registered).as_py():  # registered strings (textId) where a range has no text of its own
        by_id = strings.text_of(rows["text_id"])
        texts = by_id if pc.all(registered).as_py() else pc.if_else(registered, by_id, texts)
    return pa.table(times), texts


def _ranges_careful(
    conn: sqlite3.Connection, path: Path, text: str, text_id: str, types: tuple[int, int]
) -> tuple[pa.Table, pa.Array]:
    rows = _query(
        conn,
        path,
        f"""SELECT n.globalTid, n.start, n."end", COALESCE({text}, s.value) AS text
            FROM {NVTX_TABLE} n LEFT JOIN StringIds s ON s.id = {text_id}
            WHERE n.eventType IN (?, ?) AND n."end" IS NOT NULL""",
        types,
    )
    ranges = pd.DataFrame(rows, columns=["global_tid", "start_ns", "end_ns", "text"])
    _integers(ranges, ["global_tid", "start_ns", "end_ns"], path, NVTX_TABLE)
    not_text = ranges["text"].map(lambda v: v is not None and not isinstance(v, str))
    if not_text.any():
        row = int(not_text.to_numpy().argmax())
        raise OpprofError(path, f"{NVTX_TABLE}: text of row {row} is {ranges['text'].iloc[row]!r}, not text")
    times = pa.table({c: ranges[c].to_numpy(np.int64) for c in ("global_tid", "start_ns", "end_ns")})
    return times, pa.array(ranges["text"].tolist(), type=pa.string())


def _repetitive(texts: pa.Array) -> bool:
    """Whether ranges repeat their texts enough that parsing each distinct text once pays (the
    texts of an evenly spaced sample of rows are at most half distinct). emit_nvtx texts repeat
    when op_id does; where it counts every call, each text is parsed in place."""
    sample = texts.take(pa.array(np.linspace(0, len(texts) - 1, min(len(texts), SAMPLE_ROWS)).astype(np.int64)))
    return pc.count_distinct(sample).as_py() * 2 <= len(sample)


def read_ranges(path: str | Path, categorical: bool = False) -> pd.DataFrame:
    """NVTX push/pop and start/end ranges with nesting depth and parsed emit_nvtx fields.

    An export without an NVTX table (captured without ``-t nvtx``) gives an empty table. Text
    columns are text; with ``categorical`` pandas categoricals where values repeat (what the
    ingest rule writes: millions of ranges repeat a few thousand texts).
    """
    path = Path(path)
    conn = open_export(path)
    try:
        query = _range_query(conn, path)
        if query is None:
            return _empty_ranges()
        fetched = _ranges_fast(path, *query)
        times, texts = fetched if fetched is not None else _ranges_careful(conn, path, *query)
    finally:
        conn.close()
    if times.num_rows == 0:
        return _empty_ranges()
    global_tid = times["global_tid"].to_numpy()
    start, end = times["start_ns"].to_numpy(), times["end_ns"].to_numpy()
    order = sorted_order(global_tid % (1 << 24), start, end)
    pid, tid = _decode_global_tid(pd.Series(global_tid[order]))
    ranges = pd.DataFrame(
        {
            "range_index": np.arange(len(order), dtype=np.int64),
            "pid": pid,
            "tid": tid,
            "start_ns": start[order],
            "end_ns": end[order],
            "depth": nesting_depth(tid.to_numpy(np.int64), start[order], end[order]),
        }
    )
    if _repetitive(texts):
        codes, distinct = _factorize(texts)
        text = pd.Categorical.from_codes(codes[order], categories=distinct)
        for column, values in _parse_texts(pa.array(distinct, pa.string())).items():
            if column == "text":
                ranges[column] = text
            elif pa.types.is_integer(values.type):
                numbers = pd.array(values, dtype="Int64")
                ranges[column] = pd.Series(numbers.take(text.codes, allow_fill=True), index=ranges.index)
            else:
                ranges[column] = _remap(text, values.cast(pa.string()))
    else:  # each text parsed in place; only the short, repeating fields become categoricals
        in_order = np.array_equal(order, np.arange(len(order)))
        for column, values in _parse_texts(texts if in_order else texts.take(pa.array(order))).items():
            if pa.types.is_integer(values.type):
                ranges[column] = pd.array(values, dtype="Int64")
            elif column == "text":
                ranges[column] = pd.arrays.ArrowExtensionArray(values) if categorical else pd.array(values, dtype="str")
            else:
                ranges[column] = _categorical(
                    values if pa.types.is_dictionary(values.type) else pc.dictionary_encode(values)
                )
    ranges = ranges[NSYS_RANGES]
    if not categorical:
        ranges = ranges.astype({**dict.fromkeys(RANGE_TEXT, "string"), "text": "str"})
    return ranges


RANGE_TEXT = ["text", "kind", "operator_name", "sizes", "module_name", "module_type"]
# Rows sampled to tell repeating NVTX texts from unique ones.
SAMPLE_ROWS = 65_536


def parse_range_texts(texts: pa.Array | pd.Series) -> pd.DataFrame:
    """Classify NVTX texts (aten / iteration / module / other) and split out their fields, one
    row per text."""
    arr = texts if isinstance(texts, pa.Array) else pa.array(texts.astype(object).where(texts.notna(), None))
    parsed = _parse_texts(arr)
    return pd.DataFrame(
        {
            column: pd.array(values, dtype="Int64" if pa.types.is_integer(values.type) else "string")
            for column, values in parsed.items()
        }
    ).astype({"text": "str"})


KINDS = ["aten", "iteration", "module", "other"]


def _parse_texts(texts: pa.Array) -> dict[str, pa.Array]:
    """The ranges table's text columns (RANGE_TEXT, op_id, iteration) of each text, as Arrow
    arrays; ``kind`` dictionary-encoded. Uses Arrow's RE2 regex kernels: captures hold millions
    of ranges (the ingest parses each distinct text once where they repeat)."""
    arr = texts.cast(pa.string())
    aten = _aten_fields(arr)
    # Only opprof's own markers can be iteration or module ranges: the rest skip those patterns.
    marker = pc.fill_null(pc.starts_with(arr, "opprof:"), False)
    markers = arr.filter(marker)
    rows = pc.if_else(
        marker, pc.subtract(pc.cumulative_sum(pc.cast(marker, pa.int64())), 1), pa.scalar(None, pa.int64())
    )
    iteration = pc.extract_regex(markers, _ITERATION_RANGE)
    module = pc.extract_regex(markers, _MODULE_RANGE)
    out = {
        "text": arr,
        "operator_name": _struct_field(aten, "operator"),
        "op_id": _struct_field(aten, "op_id").cast(pa.int64()),
        "sizes": _struct_field(aten, "sizes"),
        "iteration": _struct_field(iteration, "iteration", rows).cast(pa.int64()),
        "module_name": _struct_field(module, "module_name", rows),
        "module_type": _struct_field(module, "module_type", rows),
    }
    found = [pc.is_valid(out[c]).to_numpy(zero_copy_only=False) for c in ("op_id", "iteration", "module_type")]
    kind = np.select(found, [0, 1, 2], default=3).astype(np.int8)
    return {"kind": pa.DictionaryArray.from_arrays(pa.array(kind), pa.array(KINDS)), **out}


def _aten_fields(texts: pa.Array) -> pa.StructArray:
    """_ATEN_RANGE's fields of every text (null where it does not match), the fast way."""
    fields = pc.extract_regex(texts, _ATEN_FIELDS)
    matches = pc.fill_null(pc.match_substring_regex(texts, _ATEN_RANGE), False)
    sizes = pc.struct_field(fields, "sizes") if len(texts) else pa.array([], pa.string())
    stated = pc.fill_null(pc.match_substring(texts, ", sizes = "), False)
    # RE2 gives a group that took no part in a match as "": sizes stated but not read as a list of lists.
    odd = pc.fill_null(pc.and_(pc.and_(matches, stated), pc.equal(sizes, "")), False)
    matched = pa.StructArray.from_arrays(
        [fields.field(i) for i in range(fields.type.num_fields)],
        fields=list(fields.type),
        mask=pc.invert(matches),
    )
    if not pc.any(odd).as_py():
        return matched
    exact = pc.extract_regex(texts.filter(odd), _ATEN_RANGE)
    rows = pc.if_else(odd, pc.subtract(pc.cumulative_sum(pc.cast(odd, pa.int64())), 1), pa.scalar(None, pa.int64()))
    return pc.if_else(odd, pc.take(exact, rows), matched)


def _struct_field(struct: pa.Array, name: str, rows: pa.Array | None = None) -> pa.Array:
    """Field ``name`` of a regex match struct; with ``rows``, of the match at each row's index
    (null index: no match)."""
    field = pc.struct_field(struct, name) if len(struct) else pa.array([], pa.string())
    return field if rows is None else pc.take(field, rows)


def _empty_ranges() -> pd.DataFrame:
    dtypes = {
        **dict.fromkeys(("range_index", "pid", "tid", "start_ns", "end_ns", "depth"), "int64"),
        **dict.fromkeys(("op_id", "iteration"), "Int64"),
        **dict.fromkeys(("text", "kind", "operator_name", "sizes", "module_name", "module_type"), "string"),
    }
    return pd.DataFrame({c: pd.Series(dtype=dtypes[c]) for c in NSYS_RANGES})


def read_tables(path: str | Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    """``read_kernels`` and ``read_ranges`` (categorical), read at once on two threads: the bulk
    reads and the Arrow and numpy work release the GIL, and the ingest rule has the second core
    to itself for most of its run."""
    with ThreadPoolExecutor(max_workers=2, thread_name_prefix="nsys-read") as pool:
        kernels = pool.submit(read_kernels, path, True)
        ranges = pool.submit(read_ranges, path, True)
        return kernels.result(), ranges.result()


def read_capture_info(path: str | Path) -> dict[str, str | None]:
    """Tool version and GPU as the export itself records them (for the profile's provenance)."""
    path = Path(path)
    conn = open_export(path)
    try:
        tables = _tables(conn, path)
        info: dict[str, str | None] = {"nsys_version": None, "export_schema": None, "gpu_name": None, "gpu_chip": None}
        for table in ("META_DATA_EXPORT", "EXPORT_META_DATA"):
            if table in tables and {"name", "value"} <= _columns(conn, path, table):
                meta = dict(_query(conn, path, f"SELECT name, value FROM {table}"))
                info["nsys_version"] = _text(meta.get("EXPORT_PRODUCT_VERSION"))
                info["export_schema"] = _text(meta.get("EXPORT_SCHEMA_VERSION"))
        if "TARGET_INFO_GPU" in tables and {"name", "chipName"} <= _columns(conn, path, "TARGET_INFO_GPU"):
            gpu = _query(conn, path, "SELECT name, chipName FROM TARGET_INFO_GPU ORDER BY id LIMIT 1")
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

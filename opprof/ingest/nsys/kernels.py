"""Nsight Systems kernels: one row per kernel of the export (opprof.tables.NSYS_KERNELS), with
the API call that launched it from the runtime table."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from opprof.errors import OpprofError
from opprof.ingest.nsys import export
from opprof.names import kernel_name_key
from opprof.tables import GRAPH_LAUNCH_APIS, LAUNCH_CONFIG, NSYS_KERNELS

KERNEL_TABLE = "CUPTI_ACTIVITY_KIND_KERNEL"
RUNTIME_TABLE = "CUPTI_ACTIVITY_KIND_RUNTIME"
LAUNCH_API_PREFIXES = ("cudaLaunch", "cuLaunch", *GRAPH_LAUNCH_APIS)
# Graph launches that ran no kernel row: nsys traced the graph whole (its default), not its nodes.
# The names are matched once in StringIds, not per API call (a join per call costs a second a
# million launches).
_GRAPH_LAUNCH_NAMES = " OR ".join(f"s.value LIKE '{api}%'" for api in GRAPH_LAUNCH_APIS)
UNTRACED_GRAPHS_SQL = f"""SELECT count(*) FROM {RUNTIME_TABLE} r
    WHERE r.nameId IN (SELECT id FROM StringIds s WHERE {_GRAPH_LAUNCH_NAMES})
    AND r.correlationId NOT IN (SELECT correlationId FROM {KERNEL_TABLE})"""
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


def _text_column(columns: set[str], name: str) -> str:
    return name if name in columns else "NULL"


def _kernel_queries(conn: sqlite3.Connection, path: Path) -> tuple[str, str]:
    """SQL for the kernel rows (KERNEL_ROW) and their launch calls (LAUNCH_ROW), after checking
    the export has the tables and columns they need."""
    tables = export.table_names(conn, path)
    for needed, hint in ((KERNEL_TABLE, "capture with `-t cuda`"), ("StringIds", "")):
        if needed not in tables:
            raise OpprofError(path, f"no {needed} table: not a CUDA trace export {hint}".rstrip())
    if RUNTIME_TABLE not in tables:
        raise OpprofError(path, f"no {RUNTIME_TABLE} table: kernel launches cannot be tied to host threads")
    kcols = export.column_names(conn, path, KERNEL_TABLE)
    export.require_columns(
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
    export.require_columns(
        export.column_names(conn, path, RUNTIME_TABLE),
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
    fetched = export.arrow_queries(path, kernel_sql, launch_sql, export.STRINGS_CHECKED_SQL)
    if fetched is None:
        return None
    names = (KERNEL_ROW, LAUNCH_ROW, ["id", "value", "typed"])
    kernel_rows, launch_rows, string_rows = (t.rename_columns(n) for t, n in zip(fetched, names, strict=True))
    strings = export.StringTable.from_arrow(string_rows)
    if strings is None or kernel_rows.num_rows == 0:
        return None
    kernels: dict[str, object] = {}
    for column in [*REQUIRED_KERNEL_INTEGERS, *OPTIONAL_KERNEL_INTEGERS]:
        values = export.int_column(kernel_rows[column], nullable=column in OPTIONAL_KERNEL_INTEGERS)
        if values is None:
            return None
        kernels[column] = values
    for column, source in NAME_COLUMNS.items():
        if not export.holds_ids(kernel_rows[source]):
            return None  # names spelled out in the column: the careful read handles them
        kernels[column] = strings.resolve(kernel_rows[source])
    calls: dict[str, object] = {}
    for column in ("correlation_id", "global_tid", "launch_start_ns", "launch_end_ns"):
        values = export.int_column(launch_rows[column], nullable=column == "global_tid")
        if values is None:
            return None
        calls[column] = values
    if not export.holds_ids(launch_rows["name_id"]):
        return None
    calls["launch_api"] = strings.resolve(launch_rows["name_id"])
    return pd.DataFrame(kernels), pd.DataFrame(calls)


def _kernels_careful(
    conn: sqlite3.Connection, path: Path, kernel_sql: str, launch_sql: str
) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Kernel and launch rows read cell by cell with sqlite3; every cell nsys would not have
    written is refused with its table, column and row."""
    rows = export.query(conn, path, kernel_sql)
    launches = export.query(conn, path, launch_sql)
    strings = export.string_ids(conn, path)
    if not rows:
        raise OpprofError(path, f"{KERNEL_TABLE} is empty: the capture recorded no kernels")
    kernels = pd.DataFrame(rows, columns=KERNEL_ROW)
    export.require_integers(kernels, REQUIRED_KERNEL_INTEGERS, path, KERNEL_TABLE)
    export.require_integers(kernels, OPTIONAL_KERNEL_INTEGERS, path, KERNEL_TABLE, nullable=True)
    names = {column: _resolve_strings(kernels[source], strings) for column, source in NAME_COLUMNS.items()}
    kernels = kernels.drop(columns=list(NAME_COLUMNS.values())).assign(**_shared_categories(names))
    _check_names(kernels, path)
    calls = pd.DataFrame(launches, columns=LAUNCH_ROW)
    export.require_integers(calls, ["correlation_id", "launch_start_ns", "launch_end_ns"], path, RUNTIME_TABLE)
    export.require_integers(calls, ["global_tid"], path, RUNTIME_TABLE, nullable=True)
    calls["launch_api"] = export.to_categorical(calls["name_id"].map(strings).astype("string"))
    return kernels, calls.drop(columns="name_id")


def _shared_categories(columns: dict[str, pd.Series]) -> dict[str, pd.Categorical]:
    """Text columns as categoricals over one set of categories (so codes compare across them)."""
    whole = export.to_categorical(pd.concat(list(columns.values()), ignore_index=True))
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


def _check_graph_nodes_traced(conn: sqlite3.Connection, path: Path) -> None:
    """Kernels a CUDA graph ran are rows only when nsys traced its nodes: otherwise they vanish
    from every window without a trace."""
    ((untraced,),) = export.query(conn, path, UNTRACED_GRAPHS_SQL)
    if untraced:
        raise OpprofError(
            path,
            f"{untraced} CUDA graph launches ran no kernel the export records: nsys traced the graphs whole "
            "(its default); capture with `nsys profile --cuda-graph-trace=node`",
        )


def _check_unique(kernels: pd.DataFrame, path: Path) -> None:
    """Two rows alike in stream, start, end and launch are one kernel written twice, which would
    shift every later position (and be blamed on the other captures)."""
    key = ["device_id", "stream_id", "start_ns", "end_ns", "correlation_id"]
    # Sorted, not np.unique: its hash table took 0.8 s on a million ids, the sort 0.06 s.
    correlation = np.sort(kernels["correlation_id"].to_numpy(np.int64))
    if not (correlation[1:] == correlation[:-1]).any():
        return  # no two rows share a launch (only graph replays do), so none share the whole key
    repeated = kernels.duplicated(key, keep=False).to_numpy()
    if repeated.any():
        first, second = np.flatnonzero(repeated)[:2]
        device, stream, start = kernels[key[:3]].iloc[first]
        raise OpprofError(
            path,
            f"{KERNEL_TABLE} rows {first} and {second} are one kernel written twice (device {device}, stream {stream}, "
            f"start {start} ns; {int(repeated.sum())} rows share a stream and start)",
        )


def _check_durations(kernels: pd.DataFrame, path: Path) -> None:
    """A kernel that ends before it starts would subtract its time from every total it is in."""
    backwards = np.flatnonzero((kernels["end_ns"] < kernels["start_ns"]).to_numpy())
    if len(backwards):
        start, end = kernels[["start_ns", "end_ns"]].iloc[backwards[0]]
        raise OpprofError(
            path,
            f"{KERNEL_TABLE} row {backwards[0]} ends before it starts (start {start} ns, end {end} ns; "
            f"{len(backwards)} such rows): a corrupt or edited export",
        )


def read_kernels(path: str | Path, categorical: bool = False) -> pd.DataFrame:
    """One row per kernel in launch order, with its launching API call from the runtime table.

    Name columns are text; with ``categorical`` pandas categoricals (what the ingest rule writes:
    a million kernels run a few hundred distinct kernels).
    """
    path = Path(path)
    conn = export.open_export(path)
    try:
        kernel_sql, launch_sql = _kernel_queries(conn, path)
        _check_graph_nodes_traced(conn, path)
        fetched = _kernels_fast(path, kernel_sql, launch_sql)
        kernels, calls = fetched if fetched is not None else _kernels_careful(conn, path, kernel_sql, launch_sql)
    finally:
        conn.close()
    _check_names(kernels, path)
    _check_unique(kernels, path)
    _check_durations(kernels, path)
    demangled, short = kernels["demangled_name"].array, kernels["short_name"].array
    assert isinstance(demangled, pd.Categorical) and isinstance(short, pd.Categorical)
    named = pd.Categorical.from_codes(
        np.where(demangled.codes >= 0, demangled.codes, short.codes), categories=demangled.categories
    ).remove_unused_categories()  # StringIds holds every string of the capture: key the kernel names only
    kernels["demangled_name"] = named
    kernels["name_key"] = export.remap(named, [kernel_name_key(str(n)) for n in named.categories])
    kernels = kernels.merge(_launch_calls(calls), on="correlation_id", how="left")
    pid_from_kernel, _ = export.decode_global_tid(kernels["global_pid"])
    kernels["launch_pid"] = kernels["launch_pid"].fillna(pid_from_kernel)
    kernels = kernels.sort_values(["launch_pid", "correlation_id", "start_ns"], kind="stable")
    kernels["kernel_index"] = np.arange(len(kernels), dtype=np.int64)
    kernels["duration_ns"] = kernels["end_ns"] - kernels["start_ns"]
    kernels = kernels[NSYS_KERNELS.names].reset_index(drop=True)
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
    api = export.remap(names, spelled)
    # One flag per category and a last False that code -1 (no name) picks.
    is_launch = np.array([str(c).startswith(LAUNCH_API_PREFIXES) for c in api.categories] + [False])
    calls = calls.assign(launch_api=api)[is_launch[api.codes]]
    # Outermost call first: a runtime launch that reaches the driver keeps the runtime name.
    calls = calls.sort_values(["correlation_id", "launch_start_ns", "launch_end_ns"], ascending=[True, True, False])
    calls = calls.drop_duplicates("correlation_id", keep="first")
    calls["launch_pid"], calls["launch_tid"] = export.decode_global_tid(calls["global_tid"])
    return calls[["correlation_id", "launch_api", "launch_pid", "launch_tid", "launch_start_ns", "launch_end_ns"]]

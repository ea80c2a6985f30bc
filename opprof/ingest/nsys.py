"""Nsight Systems SQLite export -> kernel and NVTX range tables (opprof.tables contracts).

Read with the standard sqlite3 module; the schema differs across nsys versions (2022.2 has no
NVTX table and only driver-API launches; 2025.3 keeps NVTX text in ``textId``), so columns are
looked up, not assumed.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from ..errors import OpprofError
from ..intervals import nesting_depth
from ..names import name_keys
from ..tables import NSYS_KERNELS, NSYS_RANGES

SQLITE_MAGIC = b"SQLite format 3\x00"
KERNEL_TABLE = "CUPTI_ACTIVITY_KIND_KERNEL"
RUNTIME_TABLE = "CUPTI_ACTIVITY_KIND_RUNTIME"
NVTX_TABLE = "NVTX_EVENTS"
# NVTX range event types (ENUM_NSYS_EVENT_TYPE); exports without the enum table use these ids.
NVTX_RANGE_TYPES = {"NvtxPushPopRange": 59, "NvtxStartEndRange": 60}
LAUNCH_API_PREFIXES = ("cudaLaunch", "cuLaunch", "cudaGraphLaunch", "cuGraphLaunch")

# emit_nvtx: "aten::mm, op_id = 26, sizes = [[512, 768], [768, 2304]], input_op_ids = [...]";
# older torch adds "seq = N" and omits sizes without record_shapes.
_ATEN_RANGE = (
    r"^(?P<operator>[A-Za-z_][\w:.]*), (?:seq = \d+, )?op_id = (?P<op_id>\d+)"
    r"(?:, sizes = (?P<sizes>\[.*?\]))?(?:, input_op_ids = .*)?$"
)
_ITERATION_RANGE = r"^opprof:iteration:(?P<iteration>\d+)$"
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
        conn = sqlite3.connect(f"file:{path.resolve()}?mode=ro&immutable=1", uri=True)
        conn.execute("PRAGMA query_only = 1")
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.Error as exc:
        raise OpprofError(path, f"unreadable SQLite database: {exc}") from exc
    return conn


def _query(conn: sqlite3.Connection, path: Path, sql: str, params: tuple[object, ...] = ()) -> list[tuple]:
    try:
        return conn.execute(sql, params).fetchall()
    except sqlite3.Error as exc:
        raise OpprofError(path, f"SQLite error ({exc}) while reading the export; is the file truncated?") from exc


def _tables(conn: sqlite3.Connection, path: Path) -> set[str]:
    return {r[0] for r in _query(conn, path, "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}


def _columns(conn: sqlite3.Connection, path: Path, table: str) -> set[str]:
    return {r[1] for r in _query(conn, path, f"PRAGMA table_info({table})")}


def _require(columns: set[str], needed: list[str], path: Path, table: str) -> None:
    missing = [c for c in needed if c not in columns]
    if missing:
        raise OpprofError(path, f"table {table} lacks columns {missing}")


def _strings(conn: sqlite3.Connection, path: Path) -> dict[int, str]:
    return dict(_query(conn, path, "SELECT id, value FROM StringIds"))


def _text_column(columns: set[str], name: str) -> str:
    return name if name in columns else "NULL"


def _decode_global_tid(gtid: pd.Series) -> tuple[pd.Series, pd.Series]:
    """nsys serialises (hw, vm, pid, tid) in one integer: pid in bits 24-47, tid in bits 0-23."""
    values = gtid.astype("Int64")
    return (values // (1 << 24)) % (1 << 24), values % (1 << 24)


def read_kernels(path: str | Path) -> pd.DataFrame:
    """One row per kernel in launch order, with its launching API call from the runtime table."""
    path = Path(path)
    conn = open_export(path)
    try:
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
        rows = _query(
            conn,
            path,
            f"""SELECT correlationId, {optional["deviceId"]}, {optional["contextId"]}, {optional["streamId"]},
                       start, end, gridX, gridY, gridZ, blockX, blockY, blockZ, registersPerThread,
                       {optional["staticSharedMemory"]}, {optional["dynamicSharedMemory"]},
                       {optional["localMemoryPerThread"]}, {optional["mangledName"]},
                       {optional["demangledName"]}, shortName, {optional["globalPid"]}
                FROM {KERNEL_TABLE}""",
        )
        launches = _query(
            conn,
            path,
            f"""SELECT r.correlationId, r.nameId, r.globalTid, r.start, r."end"
                FROM {RUNTIME_TABLE} r
                WHERE r.correlationId IN (SELECT correlationId FROM {KERNEL_TABLE})""",
        )
        strings = _strings(conn, path)
    finally:
        conn.close()
    if not rows:
        raise OpprofError(path, f"{KERNEL_TABLE} is empty: the capture recorded no kernels")
    kernels = pd.DataFrame(
        rows,
        columns=[
            "correlation_id",
            "device_id",
            "context_id",
            "stream_id",
            "start_ns",
            "end_ns",
            "grid_x",
            "grid_y",
            "grid_z",
            "block_x",
            "block_y",
            "block_z",
            "registers_per_thread",
            "static_shared_bytes",
            "dynamic_shared_bytes",
            "local_memory_per_thread_bytes",
            "mangled_id",
            "demangled_id",
            "short_id",
            "global_pid",
        ],
    )
    for column, source in (
        ("mangled_name", "mangled_id"),
        ("demangled_name", "demangled_id"),
        ("short_name", "short_id"),
    ):
        kernels[column] = _resolve_strings(kernels[source], strings)
    kernels["demangled_name"] = kernels["demangled_name"].fillna(kernels["short_name"])
    kernels["name_key"] = name_keys(kernels["demangled_name"])
    kernels = kernels.merge(_launch_calls(launches, strings), on="correlation_id", how="left")
    pid_from_kernel, _ = _decode_global_tid(kernels["global_pid"])
    kernels["launch_pid"] = kernels["launch_pid"].fillna(pid_from_kernel)
    kernels = kernels.sort_values(["launch_pid", "correlation_id", "start_ns"], kind="stable")
    kernels["kernel_index"] = np.arange(len(kernels), dtype=np.int64)
    kernels["duration_ns"] = kernels["end_ns"] - kernels["start_ns"]
    return kernels[NSYS_KERNELS].reset_index(drop=True)


def _resolve_strings(ids: pd.Series, strings: dict[int, str]) -> pd.Series:
    """Name columns hold StringIds ids (all versions seen) or, in some exports, the text itself."""
    if ids.map(lambda v: isinstance(v, str)).any():
        return ids.astype("string")
    return ids.map(strings).astype("string")


def _launch_calls(rows: list[tuple], strings: dict[int, str]) -> pd.DataFrame:
    """The launching API call of each correlation id; other API rows sharing it (backtraces) are dropped."""
    calls = pd.DataFrame(rows, columns=["correlation_id", "name_id", "global_tid", "launch_start_ns", "launch_end_ns"])
    calls["launch_api"] = calls["name_id"].map(strings).astype("string").str.replace(r"_v\d+$", "", regex=True)
    calls = calls[calls["launch_api"].str.startswith(LAUNCH_API_PREFIXES).fillna(False)]
    # Outermost call first: a runtime launch that reaches the driver keeps the runtime name.
    calls = calls.sort_values(["correlation_id", "launch_start_ns", "launch_end_ns"], ascending=[True, True, False])
    calls = calls.drop_duplicates("correlation_id", keep="first")
    calls["launch_pid"], calls["launch_tid"] = _decode_global_tid(calls["global_tid"])
    return calls[["correlation_id", "launch_api", "launch_pid", "launch_tid", "launch_start_ns", "launch_end_ns"]]


def read_ranges(path: str | Path) -> pd.DataFrame:
    """NVTX push/pop and start/end ranges with nesting depth and parsed emit_nvtx fields.

    An export without an NVTX table (captured without ``-t nvtx``) gives an empty table.
    """
    path = Path(path)
    conn = open_export(path)
    try:
        tables = _tables(conn, path)
        if NVTX_TABLE not in tables:
            return _empty_ranges()
        cols = _columns(conn, path, NVTX_TABLE)
        _require(cols, ["start", "end", "eventType", "globalTid"], path, NVTX_TABLE)
        types = dict(NVTX_RANGE_TYPES)
        if "ENUM_NSYS_EVENT_TYPE" in tables:
            names = dict(_query(conn, path, "SELECT name, id FROM ENUM_NSYS_EVENT_TYPE"))
            types = {k: int(names.get(k, v)) for k, v in types.items()}
        text = "text" if "text" in cols else "NULL"
        text_id = "textId" if "textId" in cols else "NULL"
        rows = _query(
            conn,
            path,
            f"""SELECT n.globalTid, n.start, n."end", COALESCE(n.{text}, s.value) AS text
                FROM {NVTX_TABLE} n LEFT JOIN StringIds s ON s.id = n.{text_id}
                WHERE n.eventType IN (?, ?) AND n."end" IS NOT NULL""",
            tuple(types.values()),
        )
    finally:
        conn.close()
    if not rows:
        return _empty_ranges()
    ranges = pd.DataFrame(rows, columns=["global_tid", "start_ns", "end_ns", "text"])
    ranges["pid"], ranges["tid"] = _decode_global_tid(ranges["global_tid"])
    ranges = ranges.sort_values(["tid", "start_ns", "end_ns"], ascending=[True, True, False], kind="stable")
    ranges["range_index"] = np.arange(len(ranges), dtype=np.int64)
    ranges["depth"] = nesting_depth(
        ranges["tid"].to_numpy(np.int64), ranges["start_ns"].to_numpy(np.int64), ranges["end_ns"].to_numpy(np.int64)
    )
    ranges = pd.concat([ranges.reset_index(drop=True), parse_range_texts(ranges["text"])], axis=1)
    return ranges[NSYS_RANGES]


def parse_range_texts(texts: pd.Series) -> pd.DataFrame:
    """Classify NVTX texts (aten / iteration / module / other) and split out their fields.

    Uses Arrow's RE2 regex kernels: captures hold millions of ranges.
    """
    arr = pa.array(texts.astype(object).where(texts.notna(), None).tolist(), type=pa.string())
    aten = pc.extract_regex(arr, _ATEN_RANGE)
    iteration = pc.extract_regex(arr, _ITERATION_RANGE)
    module = pc.extract_regex(arr, _MODULE_RANGE)
    out = pd.DataFrame(
        {
            "operator_name": _field(aten, "operator"),
            "op_id": pd.to_numeric(_field(aten, "op_id")).astype("Int64"),
            "sizes": _field(aten, "sizes"),
            "iteration": pd.to_numeric(_field(iteration, "iteration")).astype("Int64"),
            "module_name": _field(module, "module_name"),
            "module_type": _field(module, "module_type"),
        }
    )
    kind = np.select(
        [out["op_id"].notna().to_numpy(), out["iteration"].notna().to_numpy(), out["module_type"].notna().to_numpy()],
        ["aten", "iteration", "module"],
        default="other",
    )
    out.insert(0, "kind", pd.Series(kind, dtype="string"))
    return out


def _field(struct: pa.Array, name: str) -> pd.Series:
    column = pc.struct_field(struct, name) if len(struct) else pa.array([], pa.string())
    return pd.Series(column.to_pandas(), dtype="string")


def _empty_ranges() -> pd.DataFrame:
    frame = pd.DataFrame({c: pd.Series(dtype="object") for c in NSYS_RANGES})
    for c in ("range_index", "pid", "tid", "start_ns", "end_ns", "depth"):
        frame[c] = frame[c].astype("int64")
    for c in ("op_id", "iteration"):
        frame[c] = frame[c].astype("Int64")
    for c in ("text", "kind", "operator_name", "sizes", "module_name", "module_type"):
        frame[c] = frame[c].astype("string")
    return frame


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
                info["nsys_version"] = meta.get("EXPORT_PRODUCT_VERSION")
                info["export_schema"] = meta.get("EXPORT_SCHEMA_VERSION")
        if "TARGET_INFO_GPU" in tables and {"name", "chipName"} <= _columns(conn, path, "TARGET_INFO_GPU"):
            gpu = _query(conn, path, "SELECT name, chipName FROM TARGET_INFO_GPU ORDER BY id LIMIT 1")
            if gpu:
                info["gpu_name"], info["gpu_chip"] = gpu[0]
    finally:
        conn.close()
    return info

"""Nsight Systems NVTX ranges: one row per push/pop or start/end range of the export
(opprof.tables.NSYS_RANGES), with its nesting depth and the fields of its text: emit_nvtx
operator ranges and opprof's own markers (opprof.bundle.markers)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from opprof.bundle.markers import ITERATION_PATTERN, MARKER_PREFIX, MODULE_PATTERN, OPTIMIZER_PREFIX, PHASE_PATTERN
from opprof.errors import OpprofError
from opprof.ingest.nsys import export
from opprof.intervals import nesting_depth, sorted_order
from opprof.tables import NSYS_RANGES

NVTX_TABLE = "NVTX_EVENTS"
# NVTX range event types (ENUM_NSYS_EVENT_TYPE); exports without the enum table use these ids.
NVTX_RANGE_TYPES = {"NvtxPushPopRange": 59, "NvtxStartEndRange": 60}

# emit_nvtx: "aten::mm, op_id = 26, sizes = [[512, 768], [768, 2304]], input_op_ids = [...]";
# older torch adds "seq = N" and omits sizes without record_shapes.
# op_id of at most 18 digits: an int64 holds it.
_ATEN_RANGE = (
    r"^(?P<operator>[A-Za-z_][\w:.]*), (?:seq = (?P<seq>\d{1,18}), )?op_id = (?P<op_id>\d{1,18})"
    r"(?:, sizes = (?P<sizes>\[.*?\]))?(?:, input_op_ids = .*)?$"
)
# The same texts, split faster (RE2 extracts fields slowly through the lazy, end-anchored sizes):
# a text is aten when it matches _ATEN_RANGE (a match, not an extraction), and its fields come
# from this anchored prefix that reads sizes as emit_nvtx writes them, a list of lists. Where that
# reading differs (sizes of another shape), _ATEN_RANGE itself gives the fields.
_ATEN_FIELDS = (
    r"^(?P<operator>[A-Za-z_][\w:.]*), (?:seq = (?P<seq>\d{1,18}), )?op_id = (?P<op_id>\d{1,18})"
    r"(?:, sizes = (?P<sizes>\[(?:\[[^\[\]\n]*\](?:, )?)*\])(?:, input_op_ids = |$))?"
)


def _range_query(conn: sqlite3.Connection, path: Path) -> tuple[str, str, tuple[int, int]] | None:
    """(text column, textId column, range event types) of the export's NVTX table; None without one."""
    tables = export.table_names(conn, path)
    if NVTX_TABLE not in tables:
        return None
    cols = export.column_names(conn, path, NVTX_TABLE)
    export.require_columns(cols, ["start", "end", "eventType", "globalTid"], path, NVTX_TABLE)
    types = dict(NVTX_RANGE_TYPES)
    if "ENUM_NSYS_EVENT_TYPE" in tables:
        names = dict(export.query(conn, path, "SELECT name, id FROM ENUM_NSYS_EVENT_TYPE"))
        types = {k: names[k] if isinstance(names.get(k), int) else v for k, v in types.items()}
    text = "n.text" if "text" in cols else "NULL"
    text_id = "n.textId" if "textId" in cols else "NULL"
    push_pop, start_end = types.values()
    return text, text_id, (push_pop, start_end)


def _ranges_fast(
    path: Path, spans: list[str], text: str, text_id: str, types: tuple[int, int]
) -> tuple[pa.Table, pa.Array] | None:
    """(thread, start, end) as int64 columns and the text of every range (dictionary-encoded)
    through ADBC; None unless every cell has the type nsys writes. Text is read apart from NULL
    (``ifnull``), so a column that is NULL for its first rows still reads as text; it is encoded
    batch by batch, as millions of ranges repeat a few thousand texts."""
    # text_state, one column for two facts (each column read costs ADBC 0.15 s a 5 million rows):
    # 0 no text of its own, 1 text, 2 a cell of another type (which ADBC would turn into text).
    sql = f"""SELECT n.globalTid, n.start, n."end", ifnull({text}, '') AS text, {text_id} AS text_id,
                     CASE typeof({text}) WHEN 'text' THEN 1 WHEN 'null' THEN 0 ELSE 2 END AS text_state
              FROM {NVTX_TABLE} n WHERE n.eventType IN ({int(types[0])}, {int(types[1])}) AND n."end" IS NOT NULL"""
    rows = export.arrow_streams(path, [sql + span for span in spans], _encode_text)
    fetched = export.arrow_queries(path, export.STRINGS_CHECKED_SQL)
    if rows is None or fetched is None:
        return None
    strings = export.StringTable.from_arrow(fetched[0])
    state = rows["text_state"]
    if strings is None or (len(state) and not (pa.types.is_integer(state.type) and pc.max(state).as_py() <= 1)):
        return None
    times = {}
    for column, name in (("globalTid", "global_tid"), ("start", "start_ns"), ("end", "end_ns")):
        values = export.int_column(rows[column], nullable=False)
        if values is None:
            return None
        times[name] = values
    text_type = rows.schema.field("text").type
    if not (export.holds_ids(rows["text_id"]) and (pa.types.is_dictionary(text_type) or rows.num_rows == 0)):
        return None
    texts = rows["text"].unify_dictionaries().combine_chunks() if rows.num_rows else pa.array([], pa.string())
    registered = pc.equal(state.combine_chunks(), 0)
    if pc.any(registered).as_py():  # registered strings (textId) where a range has no text of its own
        by_id = strings.text_of(rows["text_id"])
        texts = (
            by_id
            if pc.all(registered).as_py()
            else pc.if_else(registered, by_id.cast(pa.string()), texts.cast(pa.string()))
        )
    return pa.table(times), texts


def _encode_text(batch: pa.RecordBatch) -> pa.RecordBatch:
    """A batch of NVTX rows with its text dictionary-encoded (other types are left to the checks)."""
    if not pa.types.is_string(batch.schema.field("text").type):
        return batch
    return batch.set_column(batch.schema.get_field_index("text"), "text", pc.dictionary_encode(batch["text"]))


def _ranges_careful(
    conn: sqlite3.Connection, path: Path, text: str, text_id: str, types: tuple[int, int]
) -> tuple[pa.Table, pa.Array]:
    rows = export.query(
        conn,
        path,
        f"""SELECT n.globalTid, n.start, n."end", COALESCE({text}, s.value) AS text
            FROM {NVTX_TABLE} n LEFT JOIN StringIds s ON s.id = {text_id}
            WHERE n.eventType IN (?, ?) AND n."end" IS NOT NULL""",
        types,
    )
    ranges = pd.DataFrame(rows, columns=["global_tid", "start_ns", "end_ns", "text"])
    export.require_integers(ranges, ["global_tid", "start_ns", "end_ns"], path, NVTX_TABLE)
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
    if isinstance(sample, pa.DictionaryArray):  # a dictionary holds each text once: count its codes
        sample = sample.indices
    return pc.count_distinct(sample).as_py() * 2 <= len(sample)


def read_ranges(path: str | Path, categorical: bool = False) -> pd.DataFrame:
    """NVTX push/pop and start/end ranges with nesting depth and parsed emit_nvtx fields.

    An export without an NVTX table (captured without ``-t nvtx``) gives an empty table. Text
    columns are text; with ``categorical`` pandas categoricals where values repeat (what the
    ingest rule writes: millions of ranges repeat a few thousand texts).
    """
    path = Path(path)
    conn = export.open_export(path)
    try:
        nvtx = _range_query(conn, path)
        if nvtx is None:
            return _empty_ranges()
        fetched = _ranges_fast(path, export.rowid_spans(conn, path, NVTX_TABLE, "n.rowid"), *nvtx)
        times, texts = fetched if fetched is not None else _ranges_careful(conn, path, *nvtx)
    finally:
        conn.close()
    if times.num_rows == 0:
        return _empty_ranges()
    global_tid = times["global_tid"].to_numpy()
    start, end = times["start_ns"].to_numpy(), times["end_ns"].to_numpy()
    order = sorted_order(global_tid % (1 << 24), start, end)
    # Exports list their ranges in this order already: then no column is copied to reorder it.
    in_order = np.array_equal(order, np.arange(len(order)))

    def ordered(values: np.ndarray) -> np.ndarray:
        return values if in_order else values[order]

    start, end = ordered(start), ordered(end)
    pid, tid = export.decode_global_tids(ordered(global_tid))
    ranges = pd.DataFrame(
        {
            "range_index": np.arange(len(order), dtype=np.int64),
            "pid": pid,
            "tid": tid,
            "start_ns": start,
            "end_ns": end,
            "depth": nesting_depth(tid, start, end),
        }
    )
    if _repetitive(texts):
        codes, distinct = export.factorize(texts)
        text = pd.Categorical.from_codes(ordered(codes), categories=distinct)
        for column, values in _parse_texts(pa.array(distinct, pa.string())).items():
            if column == "text":
                ranges[column] = text
            elif pa.types.is_integer(values.type):
                numbers = pd.array(values, dtype="Int64")
                ranges[column] = pd.Series(numbers.take(text.codes, allow_fill=True), index=ranges.index)
            else:
                ranges[column] = export.remap(text, values.cast(pa.string()))
    else:  # each text parsed in place; only the short, repeating fields become categoricals
        for column, values in _parse_texts(texts if in_order else texts.take(pa.array(order))).items():
            if pa.types.is_integer(values.type):
                ranges[column] = pd.array(values, dtype="Int64")
            elif column == "text":
                ranges[column] = pd.arrays.ArrowExtensionArray(values) if categorical else pd.array(values, dtype="str")
            else:
                ranges[column] = export.to_categorical(
                    values if pa.types.is_dictionary(values.type) else pc.dictionary_encode(values)
                )
    ranges = ranges[NSYS_RANGES.names]
    if not categorical:
        ranges = ranges.astype({**dict.fromkeys(RANGE_TEXT, "string"), "text": "str"})
    return ranges


RANGE_TEXT = ["text", "kind", "operator_name", "sizes", "module_name", "module_type", "step_phase"]
# Rows sampled to tell repeating NVTX texts from unique ones.
SAMPLE_ROWS = 65_536


def parse_range_texts(texts: pa.Array | pd.Series) -> pd.DataFrame:
    """Classify NVTX texts (aten / iteration / module / phase / other) and split out their fields, one
    row per text."""
    arr = texts if isinstance(texts, pa.Array) else pa.array(texts.astype(object).where(texts.notna(), None))
    parsed = _parse_texts(arr)
    return pd.DataFrame(
        {
            column: pd.array(values, dtype="Int64" if pa.types.is_integer(values.type) else "string")
            for column, values in parsed.items()
        }
    ).astype({"text": "str"})


KINDS = ["aten", "iteration", "module", "phase", "optimizer", "other"]


def _parse_texts(texts: pa.Array) -> dict[str, pa.Array]:
    """The ranges table's text columns (RANGE_TEXT, op_id, iteration) of each text, as Arrow
    arrays; ``kind`` dictionary-encoded. Uses Arrow's RE2 regex kernels: captures hold millions
    of ranges (the ingest parses each distinct text once where they repeat)."""
    arr = texts.cast(pa.string())
    aten = _aten_fields(arr)
    # Only opprof's own markers can be iteration or module ranges: the rest skip those patterns.
    marker = pc.fill_null(pc.starts_with(arr, MARKER_PREFIX), False)
    markers = arr.filter(marker)
    rows = pc.if_else(
        marker, pc.subtract(pc.cumulative_sum(pc.cast(marker, pa.int64())), 1), pa.scalar(None, pa.int64())
    )
    iteration = pc.extract_regex(markers, ITERATION_PATTERN)
    module = pc.extract_regex(markers, MODULE_PATTERN)
    step_phase = pc.extract_regex(markers, PHASE_PATTERN)

    # emit_nvtx also wraps opprof's record_function markers ("opprof:iteration:0, op_id = 2"):
    # those are markers, never operators.
    def operator_field(name: str) -> pa.Array:
        field = _struct_field(aten, name)
        return pc.if_else(marker, pa.scalar(None, field.type), field)

    out = {
        "text": arr,
        "operator_name": operator_field("operator"),
        "op_id": operator_field("op_id").cast(pa.int64()),
        "sequence_number": _blank_as_null(operator_field("seq")).cast(pa.int64()),
        "sizes": operator_field("sizes"),
        "iteration": _struct_field(iteration, "iteration", rows).cast(pa.int64()),
        "module_name": _struct_field(module, "module_name", rows),
        "module_type": _struct_field(module, "module_type", rows),
        "step_phase": _struct_field(step_phase, "step_phase", rows),
    }
    kinds = ("op_id", "iteration", "module_type", "step_phase")
    found = [pc.is_valid(out[c]).to_numpy(zero_copy_only=False) for c in kinds]
    found.append(pc.fill_null(pc.starts_with(arr, OPTIMIZER_PREFIX), False).to_numpy(zero_copy_only=False))
    kind = np.select(found, list(range(len(found))), default=len(found)).astype(np.int8)
    return {"kind": pa.DictionaryArray.from_arrays(pa.array(kind), pa.array(KINDS)), **out}


def _blank_as_null(field: pa.Array) -> pa.Array:
    """RE2 gives an optional group that took no part in a match as ""."""
    return pc.if_else(pc.equal(field, ""), pa.scalar(None, field.type), field)


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
        **dict.fromkeys(("op_id", "sequence_number", "iteration"), "Int64"),
        **dict.fromkeys(RANGE_TEXT, "string"),
    }
    return pd.DataFrame({c: pd.Series(dtype=dtypes[c]) for c in NSYS_RANGES.names})

"""Columns to JSON text, vectorised with Arrow compute.

A million-kernel profile is gigabytes of JSON; building a Python dict per kernel costs
minutes, so records are assembled as strings column by column. Keys are emitted sorted, as
orjson's OPT_SORT_KEYS would, so small and large profiles have one format. Text is
large_string: a window's kernel records can pass Arrow's 2 GB limit for plain strings.

Columns come as pandas Series (numpy, nullable, categorical or Arrow-backed) or Arrow arrays.
Text columns are JSON-encoded once per distinct value (categories, dictionary values).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeAlias

import numpy as np
import numpy.typing as npt
import orjson
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

TEXT = pa.large_string()
NULL = "null"
# A piece of a record: a JSON-text column (null: JSON null) or literal text, the same on every row.
Piece: TypeAlias = pa.Array | str
Column: TypeAlias = pd.Series | pa.Array | pa.ChunkedArray
_JOIN = pc.JoinOptions(null_handling="replace", null_replacement=NULL)


def _arrow(column: Column) -> pa.Array:
    """A column as one Arrow array (categoricals as dictionary arrays)."""
    array = column if isinstance(column, pa.Array | pa.ChunkedArray) else pa.array(column, from_pandas=True)
    return array.combine_chunks() if isinstance(array, pa.ChunkedArray) else array


def ints(column: Column) -> pa.Array:
    """Integers (integral floats too: Parquet gives nullable integers back as float64)."""
    values = _arrow(column)
    if pa.types.is_floating(values.type):
        values = pc.cast(values, pa.int64(), safe=True)
    return pc.cast(values, TEXT)


def floats(column: Column) -> pa.Array:
    """Numbers; NaN and infinities are JSON null."""
    array = pc.cast(_arrow(column), pa.float64())
    low, high = pc.min_max(array).values()
    if array.null_count < len(array) and not (np.isfinite(low.as_py()) and np.isfinite(high.as_py())):
        array = pc.if_else(pc.is_finite(array), array, pa.scalar(None, pa.float64()))
    return pc.cast(array, TEXT)


def bools(column: Column) -> pa.Array:
    flags = pc.cast(_arrow(column), pa.bool_())
    return pc.if_else(flags, pa.scalar("true", TEXT), pa.scalar("false", TEXT))


def _encoded(values: pa.Array, encode: Callable[[Any], Any]) -> pa.Array:
    """JSON text per row through orjson once per distinct value (null stays null)."""
    dictionary = values if pa.types.is_dictionary(values.type) else pc.dictionary_encode(values)
    assert isinstance(dictionary, pa.DictionaryArray)
    texts = [orjson.dumps(encode(v)).decode() for v in dictionary.dictionary.to_pylist()]
    return pa.array(texts, type=TEXT).take(dictionary.indices)


def strings(column: Column) -> pa.Array:
    return _encoded(_arrow(column), str)


def string_lists(column: Column) -> pa.Array:
    """Lists of strings (fused_with, attribution_methods); a missing list is ``[]``."""
    values = _arrow(column)
    if not (pa.types.is_list(values.type) or pa.types.is_large_list(values.type)):
        values = pa.array([list(v) if v is not None else [] for v in values.to_pylist()], pa.list_(pa.string()))
    values = pc.fill_null(values, pa.scalar([], values.type))
    if len(values) == 0 or pc.max(pc.list_value_length(values)).as_py() == 0:
        return pa.array(["[]"] * len(values), type=TEXT)
    quoted = _encoded(pc.list_flatten(values).cast(pa.string()), str)
    owners = pc.list_parent_indices(values).to_numpy()
    return concat(*lists(quoted, np.bincount(owners, minlength=len(values))))


def concat(*parts: Piece) -> pa.Array:
    """Row-wise concatenation of JSON-text columns (null: ``null``) and literal text."""
    merged: list[Piece] = []
    for part in parts:
        if isinstance(part, str) and merged and isinstance(merged[-1], str):
            merged[-1] += part
        else:
            merged.append(part)
    pieces = [pa.scalar(p, TEXT) if isinstance(p, str) else p for p in merged]
    return pc.binary_join_element_wise(*pieces, pa.scalar("", TEXT), options=_JOIN)


def triples(x: Column, y: Column, z: Column) -> tuple[Piece, ...]:
    return ("[", ints(x), ",", ints(y), ",", ints(z), "]")


def members(fields: Mapping[str, Piece | tuple[Piece, ...]]) -> tuple[Piece, ...]:
    """The pieces of ``{"key":value,...}`` (keys sorted); a value may itself be pieces (a nested
    object or list), so a whole record is one concatenation."""
    parts: list[Piece] = []
    for i, key in enumerate(sorted(fields)):
        value = fields[key]
        parts.append(("{" if i == 0 else ",") + orjson.dumps(key).decode() + ":")
        parts.extend(value if isinstance(value, tuple) else (value,))
    parts.append("}" if fields else "{}")
    return tuple(parts)


def obj(fields: Mapping[str, Piece | tuple[Piece, ...]], rows: int, lead: str = "") -> pa.Array:
    """``{"key":value,...}`` per row (``lead`` before each)."""
    parts = (lead, *members(fields))
    if all(isinstance(p, str) for p in parts):
        return pa.array(["".join(str(p) for p in parts)] * rows, type=TEXT)
    return concat(*parts)


def lists(values: pa.Array, counts: Sequence[int] | npt.NDArray[np.integer]) -> tuple[Piece, ...]:
    """The pieces of ``[v,...]`` of consecutive runs of ``values`` with the given lengths."""
    offsets = np.concatenate([[0], np.cumsum(np.asarray(counts, dtype=np.int64))])
    nested = pa.LargeListArray.from_arrays(pa.array(offsets, pa.int64()), values)
    return ("[", pc.binary_join(nested, pa.scalar(",", TEXT)), "]")


def data_view(texts: pa.Array, skip: int = 0) -> memoryview:
    """The text of every row of ``texts`` back to back (minus its first ``skip`` bytes): a view
    of Arrow's data buffer, no Python string per record."""
    if len(texts) == 0:
        return memoryview(b"")
    _, offsets, data = texts.buffers()
    assert offsets is not None and data is not None
    bounds = np.frombuffer(offsets, dtype=np.int64, count=len(texts) + 1, offset=8 * texts.offset)
    return memoryview(data)[int(bounds[0]) + skip : int(bounds[-1])]

"""Nsight Compute raw-page CSV (``ncu --csv --page raw``) -> one row per profiled kernel.

Every metric is converted to base units using the units row printed under the header: ncu
scales each column on its own (``us``, ``Mbyte``, ``Kbyte/block``) unless ``--print-units base``
was given, which prints thousands separators instead (``1,570,048``). Both are parsed.
"""

from __future__ import annotations

import csv
import gzip
import io
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from ..counters import Resolution, catalogue, resolve
from ..errors import OpprofError
from ..names import name_keys
from ..tables import LAUNCH_CONFIG, NCU_IDENTITY, NCU_RESOLUTION

IDENTITY_COLUMNS = ["ID", "Kernel Name", "Block Size", "Grid Size"]
NON_METRIC_COLUMNS = {
    "ID",
    "Process ID",
    "Process Name",
    "Host Name",
    "Kernel Name",
    "Context",
    "Stream",
    "Block Size",
    "Grid Size",
    "Device",
    "CC",
}
_PREFIX = {"": 1.0, "K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12}
_TIME_NS = {"ns": 1.0, "nsecond": 1.0, "us": 1e3, "usecond": 1e3, "ms": 1e6, "msecond": 1e6, "s": 1e9, "second": 1e9}
_PER_TIME = {"nsecond": 1e9, "ns": 1e9, "usecond": 1e6, "us": 1e6, "msecond": 1e3, "ms": 1e3, "second": 1.0, "s": 1.0}
_FREQUENCY = {"hz": 1.0, "khz": 1e3, "mhz": 1e6, "ghz": 1e9}
_BYTES = re.compile(r"^([KMGT]?)byte$")


@dataclass(frozen=True)
class RawNcu:
    """Identity columns, metric values in base units, and each metric's printed and base unit."""

    identity: pd.DataFrame
    metrics: pd.DataFrame
    units: dict[str, tuple[str, str]]


def unit_scale(unit: str) -> tuple[float, str]:
    """(factor to base, base unit): bytes, ns, byte/second, Hz; other units are already counts."""
    unit = unit.strip()
    if unit in _TIME_NS:
        return _TIME_NS[unit], "ns"
    if unit.lower() in _FREQUENCY:
        return _FREQUENCY[unit.lower()], "hz"
    numerator, _, denominator = unit.partition("/")
    factor, base = 1.0, numerator
    match = _BYTES.match(numerator)
    if match:
        factor, base = _PREFIX[match.group(1)], "byte"
    if denominator in _PER_TIME:
        return factor * _PER_TIME[denominator], f"{base}/second"
    return factor, f"{base}/{denominator}" if denominator else base


def _open_text(path: Path) -> str:
    try:
        raw = path.read_bytes()
        if raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
    except (OSError, EOFError) as exc:
        raise OpprofError(path, f"cannot read: {exc}") from exc
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise OpprofError(path, f"not UTF-8 text (byte {exc.start})") from exc


def read_raw_csv(path: str | Path) -> RawNcu:
    """Parse a raw-page CSV; refuse details-page exports and CSVs without their units row."""
    path = Path(path)
    text = _open_text(path)
    try:
        reader = csv.reader(io.StringIO(text))
        header = next(reader, None)
        units_row = next(reader, None)
        rows = list(reader)
    except csv.Error as exc:
        raise OpprofError(path, f"malformed CSV: {exc}") from exc
    if not header:
        raise OpprofError(path, "empty file: no CSV header")
    if {"Metric Name", "Metric Value"} <= set(header):
        raise OpprofError(path, "an ncu details-page CSV (one row per metric); export with `ncu --csv --page raw`")
    missing = [c for c in IDENTITY_COLUMNS if c not in header]
    if missing:
        raise OpprofError(path, f"not an ncu raw-page CSV: header lacks {missing}")
    duplicated = sorted({c for c in header if header.count(c) > 1})
    if duplicated:
        raise OpprofError(path, f"duplicate columns {duplicated[:5]}")
    if units_row is None or len(units_row) != len(header) or units_row[header.index("ID")].strip() != "":
        raise OpprofError(path, "no units row under the header (ncu --page raw prints one); values cannot be scaled")
    bad = [i + 3 for i, r in enumerate(rows) if len(r) != len(header)]
    if bad:
        raise OpprofError(path, f"line {bad[0]} has a different number of cells than the header ({len(header)})")
    if not rows:
        raise OpprofError(path, "no kernel rows: ncu profiled nothing")
    table = pd.DataFrame(rows, columns=header, dtype="string")
    units = dict(zip(header, units_row, strict=True))
    return RawNcu(_identity(table, path), *_metrics(table, units))


def _numbers(column: pd.Series) -> pd.Series:
    """ncu numbers: plain, with thousands separators, or ``n/a``/empty (null, not zero)."""
    cleaned = column.str.replace(",", "", regex=False).str.strip()
    return pd.to_numeric(cleaned.where(~cleaned.isin(["", "n/a", "N/A", "nan"])), errors="coerce").astype("float64")


def _metrics(table: pd.DataFrame, units: dict[str, str]) -> tuple[pd.DataFrame, dict[str, tuple[str, str]]]:
    values: dict[str, pd.Series] = {}
    kept: dict[str, tuple[str, str]] = {}
    for column in table.columns:
        if column in NON_METRIC_COLUMNS or column.startswith("device__attribute_"):
            continue
        numbers = _numbers(table[column])
        if numbers.isna().all() and table[column].str.strip().replace("n/a", "").ne("").any():
            continue  # a text-valued metric (scheduling policy and the like)
        factor, base = unit_scale(units[column])
        values[column] = numbers * factor
        kept[column] = (units[column], base)
    return pd.DataFrame(values, index=table.index), kept


def _triple(column: pd.Series, path: Path, what: str) -> pd.DataFrame:
    parts = column.str.strip().str.extract(r"^\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$")
    if parts.isna().any().any():
        row = int(parts.isna().any(axis=1).to_numpy().argmax())
        raise OpprofError(path, f"{what} of kernel row {row} is not '(x, y, z)': {column.iloc[row]!r}")
    return parts.astype("int64")


def _identity(table: pd.DataFrame, path: Path) -> pd.DataFrame:
    ids = _numbers(table["ID"])
    if ids.isna().any():
        raise OpprofError(path, "ID column holds non-numeric values")
    grid = _triple(table["Grid Size"], path, "Grid Size")
    block = _triple(table["Block Size"], path, "Block Size")
    names = table["Kernel Name"].astype("string")
    mangled = names.where(names.str.startswith("_Z"))
    out = pd.DataFrame(
        {
            "ncu_index": ids.astype("int64"),
            "kernel_name": names,
            "name_key": name_keys(names).astype("string").where(mangled.isna()),
            "mangled_name": mangled.astype("string"),
            "device_id": _optional_int(table, "Device"),
            "context_id": _optional_int(table, "Context"),
            "stream_id": _optional_int(table, "Stream"),
            "grid_x": grid[0],
            "grid_y": grid[1],
            "grid_z": grid[2],
            "block_x": block[0],
            "block_y": block[1],
            "block_z": block[2],
            "registers_per_thread": _optional_int(table, "launch__registers_per_thread"),
        }
    )
    if out["ncu_index"].duplicated().any():
        raise OpprofError(path, "ID column repeats a kernel ID")
    return out


def _optional_int(table: pd.DataFrame, column: str) -> pd.Series:
    if column not in table.columns:
        return pd.Series(pd.NA, index=table.index, dtype="Int64")
    return _numbers(table[column]).round().astype("Int64")


def to_kernel_table(raw: RawNcu, group: str, chip: str, path: str | Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Resolve logical counters; return (kernels, resolution). Units must match the catalogue."""
    resolutions = resolve(set(raw.metrics.columns), chip)
    expected = {c.name: c.unit for c in catalogue()}
    kernels = raw.identity.copy()
    kernels.insert(1, "group", group)
    kernels["group"] = kernels["group"].astype("string")
    for res in resolutions:
        if res.counter in LAUNCH_CONFIG:
            continue  # already an identity column, read from the same metric
        if res.raw_metric is None:
            kernels[res.counter] = np.nan
            continue
        base = raw.units[res.raw_metric][1]
        if base != expected[res.counter] and not (expected[res.counter] == "" and base in ("", "wavefront")):
            raise OpprofError(
                path,
                f"metric {res.raw_metric} is in {raw.units[res.raw_metric][0]!r}, "
                f"which does not convert to {expected[res.counter]!r}",
            )
        kernels[res.counter] = raw.metrics[res.raw_metric].to_numpy()
    raw_columns = raw.metrics.add_prefix("raw:")
    kernels = pd.concat([kernels.reset_index(drop=True), raw_columns.reset_index(drop=True)], axis=1)
    kernels = kernels.sort_values("ncu_index", kind="stable").reset_index(drop=True)
    return kernels, _resolution_frame(resolutions, raw, group)


def _resolution_frame(resolutions: list[Resolution], raw: RawNcu, group: str) -> pd.DataFrame:
    rows = [
        (group, r.counter, r.raw_metric, raw.units[r.raw_metric][0] if r.raw_metric else None, r.status, r.reason)
        for r in resolutions
    ]
    return pd.DataFrame(rows, columns=NCU_RESOLUTION).astype("string")


def read_ncu(path: str | Path, group: str, chip: str) -> tuple[pd.DataFrame, pd.DataFrame]:
    """One ncu file (raw CSV, optionally gzipped) -> (kernels, counter resolution)."""
    path = Path(path)
    raw = read_raw_csv(path)
    kernels, resolution = to_kernel_table(raw, group, chip, path)
    assert list(kernels.columns[: len(NCU_IDENTITY)]) == NCU_IDENTITY
    return kernels, resolution

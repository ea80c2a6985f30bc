"""Nsight Compute results -> one row per profiled kernel: raw-page CSV or the ``.ncu-rep`` report.

CSV (``ncu --csv --page raw``): every metric is converted to base units using the units row
printed under the header: ncu scales each column on its own (``us``, ``Mbyte``, ``Kbyte/block``)
unless ``--print-units base`` was given, which prints thousands separators instead
(``1,570,048``). Both are parsed.

Report (``.ncu-rep``): read with NVIDIA's ``ncu_report`` module (PyPI ``ncu-report``), which gives
every metric at full precision in its base unit, in a worker process (ncu_report_worker.py says
why). Both readers produce the same ``RawNcu``.
"""

from __future__ import annotations

import atexit
import csv
import gzip
import io
import json
import re
import struct
import subprocess
import sys
import tempfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

import numpy as np
import pandas as pd

from opprof.counters import Resolution, catalogue, resolve
from opprof.errors import OpprofError
from opprof.names import name_keys
from opprof.tables import NCU_COUNTERS, NCU_RESOLUTION, RAW_METRIC_PREFIX

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
REPORT_SUFFIX = ".ncu-rep"
REPORT_MAGIC = b"NVR\x00"
# Identity columns of the raw page and the launch metrics of a report they are printed from.
_REPORT_TRIPLES = {"Block Size": "launch__block_dim_", "Grid Size": "launch__grid_dim_"}
_REPORT_SCALARS = {
    "Device": "launch__device_id",
    "Context": "launch__context_id",
    "Stream": "launch__stream_id",
    "launch__registers_per_thread": "launch__registers_per_thread",
}
NO_KERNELS = "no kernel rows: ncu profiled nothing"
# The device attributes ncu prints on every kernel row that say which GPU it measured, and the
# memory interface its peak DRAM bandwidth follows from, and its L2's size.
DEVICE_ATTRIBUTES = {
    "gpu_name": "device__attribute_display_name",
    "sm_count": "device__attribute_multiprocessor_count",
    "cc_major": "device__attribute_compute_capability_major",
    "cc_minor": "device__attribute_compute_capability_minor",
    "memory_clock_khz": "device__attribute_memory_clock_rate",
    "memory_bus_bits": "device__attribute_global_memory_bus_width",
    "l2_cache_bytes": "device__attribute_l2_cache_size",
}


@dataclass(frozen=True)
class RawNcu:
    """Identity columns, metric values in base units, each metric's printed and base unit, and the
    device attributes of the first kernel row as printed (absent ones left out)."""

    identity: pd.DataFrame
    metrics: pd.DataFrame
    units: dict[str, tuple[str, str]]
    device: dict[str, str]


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
    except (OSError, EOFError, zlib.error) as exc:
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
        raise OpprofError(path, NO_KERNELS)
    # One object block, not hundreds of string columns: raw pages hold hundreds of metrics.
    table = pd.DataFrame(np.array(rows, dtype=object).reshape(len(rows), len(header)), columns=header, dtype=object)
    units = dict(zip(header, units_row, strict=True))
    device = {c: str(table[c].iloc[0]) for c in DEVICE_ATTRIBUTES.values() if c in table.columns}
    return RawNcu(_identity(table, path), *_metrics(table, units), device)


def _blank(cleaned: pd.Series) -> pd.Series:
    return cleaned.isin(["", "n/a", "N/A", "nan"])


def _parsed(column: pd.Series) -> pd.Series:
    """ncu cells as floats, ``inf`` included: plain, with thousands separators, or ``n/a``/empty (null)."""
    cleaned = column.str.replace(",", "", regex=False).str.strip()
    return pd.to_numeric(cleaned.where(~_blank(cleaned)), errors="coerce").astype("float64")


def _finite(numbers: pd.Series) -> pd.Series:
    """A value that is not finite (``inf``, ``1e309``) is no measurement either: null."""
    return numbers.where(np.isfinite(numbers.to_numpy()))


def _numbers(column: pd.Series) -> pd.Series:
    """ncu numbers (``_parsed``), null where not finite (``_finite``), never zero."""
    return _finite(_parsed(column))


def _is_metric(column: str) -> bool:
    return column not in NON_METRIC_COLUMNS and not column.startswith("device__attribute_")


def _in_base_units(values: pd.DataFrame, printed: dict[str, str]) -> tuple[pd.DataFrame, dict[str, tuple[str, str]]]:
    """Scale every column by its unit; keep (unit as printed, base unit) per metric."""
    scales = {column: unit_scale(printed[column]) for column in values.columns}
    factors = np.array([scales[c][0] for c in values.columns], dtype="float64")
    # One float block scaled in numpy: pandas would scale hundreds of columns one by one.
    scaled = pd.DataFrame(values.to_numpy(dtype="float64") * factors, columns=values.columns, index=values.index)
    return scaled, {c: (printed[c], scales[c][1]) for c in values.columns}


def _metrics(table: pd.DataFrame, units: dict[str, str]) -> tuple[pd.DataFrame, dict[str, tuple[str, str]]]:
    """All metric cells parsed in one pass (raw pages hold hundreds of columns); text-valued
    metrics (scheduling policy and the like) are left out, empty or ``n/a`` cells are null."""
    cells = table[[c for c in table.columns if _is_metric(c)]]
    flat = pd.Series(cells.to_numpy(dtype=object).ravel(), dtype="string")
    shape = cells.shape
    parsed = _parsed(flat)
    numbers = pd.DataFrame(_finite(parsed).to_numpy().reshape(shape), columns=cells.columns, index=cells.index)
    blank = _blank(flat.str.strip()).to_numpy(dtype=bool).reshape(shape)
    # A column is text where no cell is a number; one of only inf is a metric without values.
    text = np.asarray(parsed.isna().to_numpy().reshape(shape).all(axis=0) & (~blank).any(axis=0))
    return _in_base_units(numbers.loc[:, ~text], units)


def _check_report_blocks(path: Path, data: bytes) -> None:
    """Refuse a report that is not one or was cut short.

    Observed layout of ``.ncu-rep`` files: ``NVR\\0``, then blocks of [little-endian uint32
    size][payload] (the first is the file header) up to the last byte. ncu_report reads a cut
    file silently as a report with fewer kernels (or none), so the chain is walked here.
    """
    if data[: len(REPORT_MAGIC)] != REPORT_MAGIC:
        raise OpprofError(path, "not an Nsight Compute report (no NVR signature); write it with `ncu -o NAME`")
    offset = len(REPORT_MAGIC)
    while offset + 4 <= len(data):
        (size,) = struct.unpack_from("<I", data, offset)
        offset += 4 + size
    if offset != len(data):
        raise OpprofError(
            path, f"truncated or corrupt ncu report: its last block ends at byte {offset}, the file at {len(data)}"
        )


def _printed_int(value: float | None) -> str:
    """A launch fact as the raw page prints it; anything not integral stays blank (refused later)."""
    return str(int(value)) if value is not None and float(value).is_integer() else ""


def _report_identity(launch: list[dict[str, float | None]], names: list[str]) -> pd.DataFrame:
    """The identity columns a raw-page CSV of the same report holds, as text."""
    cells: dict[str, list[str]] = {"ID": [str(i) for i in range(len(names))], "Kernel Name": names}
    for column, prefix in _REPORT_TRIPLES.items():
        cells[column] = [
            "(" + ", ".join(_printed_int(row.get(prefix + axis)) for axis in "xyz") + ")" for row in launch
        ]
    for column, metric in _REPORT_SCALARS.items():
        cells[column] = [_printed_int(row.get(metric)) for row in launch]
    return pd.DataFrame(cells, dtype=object)


class _ReportReader:
    """One long-lived ncu_report worker process, started on first use and replaced when it dies."""

    def __init__(self) -> None:
        self._process: subprocess.Popen[str] | None = None
        self._stderr: BinaryIO | None = None

    def _start(self) -> subprocess.Popen[str]:
        if self._process is None or self._process.poll() is not None:
            self._stderr = tempfile.TemporaryFile()  # noqa: SIM115 - lives as long as the worker it records
            worker = Path(__file__).with_name("ncu_report_worker.py")
            self._process = subprocess.Popen(
                [sys.executable, str(worker)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=self._stderr,
                text=True,
            )
        return self._process

    def _last_words(self) -> str:
        """The worker's last stderr line (ncu_report logs the failed check before aborting)."""
        if self._stderr is None:
            return ""
        self._stderr.seek(0)
        lines = self._stderr.read().decode("utf-8", "replace").splitlines()
        said = [line.strip() for line in lines if line.strip() and not line.startswith("*")]
        return said[-1] if said else ""

    def read(self, path: Path) -> list[dict[str, Any]]:
        process = self._start()
        assert process.stdin is not None and process.stdout is not None
        try:
            process.stdin.write(json.dumps(str(path)) + "\n")
            process.stdin.flush()
            line = process.stdout.readline()
        except OSError:
            line = ""
        if not line:
            code = process.wait()
            raise OpprofError(path, f"ncu_report died reading the report (exit {code}: {self._last_words()})")
        reply: dict[str, Any] = json.loads(line)
        if "error" in reply:
            raise OpprofError(path, f"ncu_report cannot read the report: {reply['error']}")
        try:  # ncu_report hands over bytes that are not UTF-8 as lone surrogates
            json.dumps(reply, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as exc:
            raise OpprofError(path, "corrupt ncu report: a kernel or metric name is not UTF-8 text") from exc
        kernels: list[dict[str, Any]] = reply["kernels"]
        return kernels

    def close(self) -> None:
        if self._process is not None and self._process.poll() is None:
            assert self._process.stdin is not None
            self._process.stdin.close()
            self._process.wait()


_REPORTS = _ReportReader()
atexit.register(_REPORTS.close)


def _merge_units(path: Path, seen: dict[str, str], units: dict[str, str]) -> None:
    """One unit per metric, as the CSV's single units row has: refuse a report that disagrees."""
    for name, unit in units.items():
        if seen.setdefault(name, unit) != unit:
            raise OpprofError(path, f"metric {name} is in {seen[name]!r} for one kernel and {unit!r} for another")


def read_ncu_rep(path: str | Path) -> RawNcu:
    """Read an ``.ncu-rep`` report into the structure ``read_raw_csv`` gives for a raw-page CSV of it.

    Kernel names are the mangled ones (what ``--print-kernel-base mangled`` prints; the gate
    compares them with nsys' mangled names); metrics are in base units at full precision.
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise OpprofError(path, f"cannot read: {exc.strerror or exc}") from exc
    _check_report_blocks(path, data)
    kernels = _REPORTS.read(path)
    if not kernels:
        raise OpprofError(path, NO_KERNELS)
    units: dict[str, str] = {}
    for kernel in kernels:
        _merge_units(path, units, kernel["units"])
    rows = [kernel["values"] for kernel in kernels]
    identity = _report_identity(rows, [kernel["name"] for kernel in kernels])
    metrics, kept = _report_metrics(kernels, units)
    first = {**kernels[0]["values"], **kernels[0]["texts"]}
    device = {c: _printed(first[c]) for c in DEVICE_ATTRIBUTES.values() if first.get(c) is not None}
    return RawNcu(_identity(identity, path), metrics, kept, device)


def _printed(value: float | str) -> str:
    return value if isinstance(value, str) else _printed_number(value)


def _report_metrics(
    kernels: list[dict[str, Any]], units: dict[str, str]
) -> tuple[pd.DataFrame, dict[str, tuple[str, str]]]:
    """Numeric metrics as they are; text-valued ones through the CSV reader's rules, so a text
    metric that is blank or looks like a number is kept exactly as a CSV of the report would."""
    textual = sorted({name for kernel in kernels for name in kernel["texts"] if _is_metric(name)})
    numeric = sorted(name for name in units if _is_metric(name) and name not in set(textual))
    cells = [[np.nan if k["values"].get(n) is None else k["values"][n] for n in numeric] for k in kernels]
    values = pd.DataFrame(np.array(cells, dtype="float64").reshape(len(kernels), len(numeric)), columns=numeric)
    printed = [
        {name: k["texts"].get(name, _printed_number(k["values"].get(name))) for name in textual} for k in kernels
    ]
    texts = pd.DataFrame.from_records(printed, columns=textual).astype(object)
    from_numbers, numeric_units = _in_base_units(values, units)
    from_texts, text_units = _metrics(texts, units)
    order = sorted([*from_numbers.columns, *from_texts.columns])
    both = np.hstack([from_numbers.to_numpy(), from_texts.to_numpy(dtype="float64").reshape(len(kernels), -1)])
    position = {name: i for i, name in enumerate([*from_numbers.columns, *from_texts.columns])}
    metrics = pd.DataFrame(both[:, [position[name] for name in order]], columns=order)
    return metrics, {name: {**numeric_units, **text_units}[name] for name in order}


def _printed_number(value: float | None) -> str:
    """A number among text values: repr round-trips it exactly through the CSV number parser."""
    return "" if value is None else repr(float(value))


def read_raw(path: str | Path) -> RawNcu:
    """An ncu file by its name: ``.ncu-rep`` report, else raw-page CSV (optionally gzipped)."""
    path = Path(path)
    return read_ncu_rep(path) if path.name.endswith(REPORT_SUFFIX) else read_raw_csv(path)


def _triple(column: pd.Series, path: Path, what: str) -> pd.DataFrame:
    parts = column.str.strip().str.extract(r"^\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$")
    if parts.isna().any().any():
        row = int(parts.isna().any(axis=1).to_numpy().argmax())
        raise OpprofError(path, f"{what} of kernel row {row} is not '(x, y, z)': {column.iloc[row]!r}")
    return parts.astype("int64")


def _identity(table: pd.DataFrame, path: Path) -> pd.DataFrame:
    ids = _whole_numbers(table, "ID", path)
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
            "device_id": _optional_int(table, "Device", path),
            "context_id": _optional_int(table, "Context", path),
            "stream_id": _optional_int(table, "Stream", path),
            "grid_x": grid[0],
            "grid_y": grid[1],
            "grid_z": grid[2],
            "block_x": block[0],
            "block_y": block[1],
            "block_z": block[2],
            "registers_per_thread": _optional_int(table, "launch__registers_per_thread", path),
        }
    )
    if out["ncu_index"].duplicated().any():
        raise OpprofError(path, "ID column repeats a kernel ID")
    return out


def _optional_int(table: pd.DataFrame, column: str, path: Path) -> pd.Series:
    if column not in table.columns:
        return pd.Series(pd.NA, index=table.index, dtype="Int64")
    return _whole_numbers(table, column, path)


def _whole_numbers(table: pd.DataFrame, column: str, path: Path) -> pd.Series:
    """An identity column as integers (null where blank); refuse fractions, inf and overflow."""
    numbers = _numbers(table[column])
    bad = numbers.notna() & ~(numbers.abs() < 2.0**63) | (numbers % 1 != 0)
    if bad.any():
        row = int(bad.to_numpy().argmax())
        raise OpprofError(path, f"{column} of kernel row {row} is {table[column].iloc[row]!r}, not an integer")
    return numbers.astype("Int64")


def to_kernel_table(raw: RawNcu, group: str, chip: str, path: str | Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Resolve logical counters; return (kernels, resolution). Units must match the catalogue."""
    resolutions = resolve(set(raw.metrics.columns), chip)
    expected = {c.name: c.unit for c in catalogue()}
    kernels = raw.identity.copy()
    kernels.insert(1, "group", group)
    kernels["group"] = kernels["group"].astype("string")
    for res in resolutions:
        if res.counter not in NCU_COUNTERS:
            continue  # a launch fact: already an identity column, read from the same metric
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
    raw_columns = raw.metrics.add_prefix(RAW_METRIC_PREFIX)
    kernels = pd.concat([kernels.reset_index(drop=True), raw_columns.reset_index(drop=True)], axis=1)
    kernels = kernels.sort_values("ncu_index", kind="stable").reset_index(drop=True)
    return kernels, _resolution_frame(resolutions, raw, group)


def _unreported(resolution: Resolution, raw: RawNcu) -> str | None:
    """Why a measured counter is null on some kernels: ncu printed no number there."""
    if resolution.raw_metric is None or resolution.status != "measured":
        return resolution.reason
    missing = int(raw.metrics[resolution.raw_metric].isna().sum())
    if missing == 0:
        return resolution.reason
    return (
        f"ncu reported no number for {resolution.raw_metric} on {missing} of {len(raw.metrics)} kernels "
        "(n/a, empty, nan or not finite): null there"
    )


def _resolution_frame(resolutions: list[Resolution], raw: RawNcu, group: str) -> pd.DataFrame:
    rows = [
        (
            group,
            r.counter,
            r.raw_metric,
            raw.units[r.raw_metric][0] if r.raw_metric else None,
            r.status,
            _unreported(r, raw),
        )
        for r in resolutions
    ]
    return pd.DataFrame(rows, columns=NCU_RESOLUTION.names).astype("string")


def device_facts(raw: RawNcu) -> dict[str, Any]:
    """The GPU an ncu file measured: name, SM count, compute capability, peak DRAM bandwidth
    (double data rate over the bus width at the memory clock) and L2 size; None where ncu printed
    no attribute."""
    values = {key: raw.device.get(column) for key, column in DEVICE_ATTRIBUTES.items()}
    numbers = {
        key: None if text is None or pd.isna(n := _numbers(pd.Series([text], dtype="string")).iloc[0]) else int(n)
        for key, text in values.items()
        if key != "gpu_name"
    }
    clock, bus = numbers["memory_clock_khz"], numbers["memory_bus_bits"]
    major, minor = numbers["cc_major"], numbers["cc_minor"]
    return {
        "gpu_name": values["gpu_name"],
        "sm_count": numbers["sm_count"],
        "compute_capability": None if major is None or minor is None else f"{major}.{minor}",
        "peak_dram_bytes_per_s": None if clock is None or bus is None else 2 * clock * 1e3 * bus / 8,
        "l2_cache_bytes": numbers["l2_cache_bytes"],
    }


def read_ncu(path: str | Path, group: str, chip: str) -> tuple[pd.DataFrame, pd.DataFrame]:
    """One ncu file (raw CSV, optionally gzipped, or .ncu-rep report) -> (kernels, counter resolution)."""
    path = Path(path)
    raw = read_raw(path)
    return to_kernel_table(raw, group, chip, path)

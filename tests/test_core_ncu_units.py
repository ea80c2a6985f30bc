"""Units: how the ncu reader turns printed values into base units (ns, bytes, Hz), and how
``opprof.units`` prints numbers back for a reader.

The ncu cases are cut from the real raw-page CSV of the recorded GPT-2 capture (its header, its
units row and a few kernel rows), with a cell or a unit changed where a test says so. ncu's
prefixes are decimal: the base-unit CSV of the same H200 report (tests/data/h200-gpt2) prints
``1,570,048`` where the default CSV prints ``1.570048 Mbyte``, and the reader's ``_PREFIX``
table says K/M/G/T = 1e3/1e6/1e9/1e12.
"""

from __future__ import annotations

import csv
import gzip
import io
import math
from functools import cache
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from conftest import GPT2_BUNDLE, REPO

from opprof.errors import OpprofError
from opprof.ingest.ncu import RawNcu, _in_base_units, _merge_units, _numbers, read_raw_csv, to_kernel_table, unit_scale
from opprof.units import format_bytes, format_count, format_ns, format_pct, format_share

DEFAULT_UNITS = GPT2_BUNDLE / "ncu" / "all.csv.gz"
BASE_UNITS = REPO / "tests" / "data" / "h200-gpt2" / "ncu_raw_base_units.csv.gz"
DURATION = "gpu__time_duration.sum"
BYTES_READ = "dram__bytes_read.sum"


@cache
def _rows(path: Path) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(row) for row in csv.reader(io.StringIO(gzip.decompress(path.read_bytes()).decode("utf-8"))))


def _slice(kernels: int = 3, path: Path = DEFAULT_UNITS) -> tuple[list[str], list[str], list[list[str]]]:
    """Header, units row and the first ``kernels`` kernel rows of a real ncu raw-page CSV."""
    rows = _rows(path)
    return list(rows[0]), list(rows[1]), [list(row) for row in rows[2 : 2 + kernels]]


def _read(tmp_path: Path, header: list[str], units: list[str], rows: list[list[str]]) -> RawNcu:
    out = io.StringIO()
    csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\n").writerows([header, units, *rows])
    path = tmp_path / "slice.csv"
    path.write_text(out.getvalue(), encoding="utf-8")
    return read_raw_csv(path)


def _set(header: list[str], row: list[str], column: str, value: str) -> None:
    row[header.index(column)] = value


# Units of the real CSV ------------------------------------------------------------------------


def test_real_csv_values_are_scaled_by_their_own_units_row(tmp_path: Path) -> None:
    header, units, rows = _slice()
    assert [units[header.index(c)] for c in (DURATION, BYTES_READ, "dram__bytes_read.avg")] == ["us", "Mbyte", "Kbyte"]
    assert [rows[0][header.index(c)] for c in (DURATION, BYTES_READ, "dram__bytes_read.avg")] == [
        "4.832000",
        "1.570048",
        "32.709333",
    ]
    raw = _read(tmp_path, header, units, rows)
    assert raw.metrics[DURATION].iloc[0] == pytest.approx(4832.0, abs=1e-6)
    assert raw.metrics[BYTES_READ].iloc[0] == pytest.approx(1570048.0, abs=1e-6)
    assert raw.metrics["dram__bytes_read.avg"].iloc[0] == pytest.approx(32709.333, abs=1e-6)
    assert raw.metrics["smsp__inst_executed.sum"].iloc[0] == 181248.0
    assert raw.units[DURATION] == ("us", "ns")
    assert raw.units[BYTES_READ] == ("Mbyte", "byte")
    assert raw.units["launch__shared_mem_per_block_dynamic"] == ("Kbyte/block", "byte/block")
    assert raw.units["sm__warps_active.avg.pct_of_peak_sustained_active"] == ("%", "%")
    assert raw.units["smsp__inst_executed.avg.per_cycle_active"] == ("inst/cycle", "inst/cycle")


def test_byte_prefixes_are_decimal_as_the_base_unit_csv_of_the_same_report_prints() -> None:
    default, base = read_raw_csv(DEFAULT_UNITS), _rows(BASE_UNITS)
    header, units = _rows(DEFAULT_UNITS)[0], _rows(DEFAULT_UNITS)[1]
    scaled = [c for c in default.metrics.columns if units[header.index(c)] in ("Kbyte", "Mbyte", "Kbyte/block")]
    assert len(scaled) >= 10
    checked = 0
    for column in scaled:
        printed = [row[base[0].index(column)] for row in base[2:]]
        for value, cell in zip(default.metrics[column], printed, strict=True):
            if cell and "." not in cell:  # integral byte counts: printed exactly
                assert value == pytest.approx(float(cell.replace(",", "")), abs=1e-6), column
                checked += 1
    assert checked > 2000
    assert [row[base[0].index(BYTES_READ)] for row in base[2:4]] == ["1,570,048", "2,816"]


def test_base_unit_csv_with_thousands_separators_reads_the_same_numbers() -> None:
    raw = read_raw_csv(BASE_UNITS)
    assert raw.metrics[BYTES_READ].iloc[:2].tolist() == [1570048.0, 2816.0]
    assert raw.metrics[DURATION].iloc[:3].tolist() == [4832.0, 1664.0, _number(_rows(BASE_UNITS)[4], DURATION)]
    assert raw.units[DURATION] == ("ns", "ns")


def _number(row: tuple[str, ...], column: str) -> float:
    return float(row[_rows(BASE_UNITS)[0].index(column)].replace(",", ""))


@pytest.mark.parametrize(
    ("unit", "cell"),
    [
        ("ns", "4832"),
        ("nsecond", "4,832"),
        ("us", "4.832"),
        ("usecond", "4.832000"),
        ("ms", "0.004832"),
        ("msecond", "0.004832"),
        ("s", "0.000004832"),
        ("second", "0.000004832"),
    ],
)
def test_every_time_unit_reads_as_ns(tmp_path: Path, unit: str, cell: str) -> None:
    header, units, rows = _slice(1)
    units[header.index(DURATION)] = unit
    _set(header, rows[0], DURATION, cell)
    raw = _read(tmp_path, header, units, rows)
    assert raw.metrics[DURATION].iloc[0] == pytest.approx(4832.0, rel=1e-12)
    assert raw.units[DURATION] == (unit, "ns")


@pytest.mark.parametrize(
    ("unit", "cell"),
    [
        ("byte", "1570048"),
        ("Kbyte", "1570.048"),
        ("Mbyte", "1.570048"),
        ("Gbyte", "0.001570048"),
        ("Tbyte", "1.570048e-6"),
    ],
)
def test_every_byte_prefix_reads_as_bytes(tmp_path: Path, unit: str, cell: str) -> None:
    header, units, rows = _slice(1)
    units[header.index(BYTES_READ)] = unit
    _set(header, rows[0], BYTES_READ, cell)
    raw = _read(tmp_path, header, units, rows)
    assert raw.metrics[BYTES_READ].iloc[0] == pytest.approx(1570048.0, rel=1e-12)
    assert raw.units[BYTES_READ] == (unit, "byte")


# unit_scale, the table behind every conversion ------------------------------------------------


@pytest.mark.parametrize(
    ("unit", "expected"),
    [
        ("ns", (1.0, "ns")),
        ("nsecond", (1.0, "ns")),
        ("us", (1e3, "ns")),
        ("usecond", (1e3, "ns")),
        ("ms", (1e6, "ns")),
        ("msecond", (1e6, "ns")),
        ("s", (1e9, "ns")),
        ("second", (1e9, "ns")),
        (" us ", (1e3, "ns")),
    ],
)
def test_time_units_scale_to_ns(unit: str, expected: tuple[float, str]) -> None:
    assert unit_scale(unit) == expected


@pytest.mark.parametrize(
    ("unit", "expected"),
    [
        ("byte", (1.0, "byte")),
        ("Kbyte", (1e3, "byte")),
        ("Mbyte", (1e6, "byte")),
        ("Gbyte", (1e9, "byte")),
        ("Tbyte", (1e12, "byte")),
        ("Kbyte/block", (1e3, "byte/block")),
        ("byte/block", (1.0, "byte/block")),
        ("Mbyte/block", (1e6, "byte/block")),
    ],
)
def test_byte_units_scale_to_bytes(unit: str, expected: tuple[float, str]) -> None:
    assert unit_scale(unit) == expected


@pytest.mark.parametrize(
    ("unit", "expected"),
    [
        ("byte/second", (1.0, "byte/second")),
        ("byte/s", (1.0, "byte/second")),
        ("Gbyte/second", (1e9, "byte/second")),
        ("Tbyte/second", (1e12, "byte/second")),
        ("Kbyte/msecond", (1e3 * 1e3, "byte/second")),
        ("Kbyte/ms", (1e3 * 1e3, "byte/second")),
        ("Mbyte/usecond", (1e6 * 1e6, "byte/second")),
        ("Mbyte/us", (1e6 * 1e6, "byte/second")),
        ("byte/nsecond", (1e9, "byte/second")),
        ("Gbyte/ns", (1e9 * 1e9, "byte/second")),
        ("cycle/nsecond", (1e9, "cycle/second")),
        ("cycle/usecond", (1e6, "cycle/second")),
        ("inst/second", (1.0, "inst/second")),
    ],
)
def test_per_time_units_scale_to_per_second(unit: str, expected: tuple[float, str]) -> None:
    assert unit_scale(unit) == expected


@pytest.mark.parametrize(
    ("unit", "expected"),
    [("hz", (1.0, "hz")), ("Khz", (1e3, "hz")), ("MHz", (1e6, "hz")), ("GHZ", (1e9, "hz")), (" Mhz ", (1e6, "hz"))],
)
def test_frequencies_scale_to_hz(unit: str, expected: tuple[float, str]) -> None:
    assert unit_scale(unit) == expected


@pytest.mark.parametrize(
    "unit", ["", "%", "inst", "cycle", "block", "warp", "register/thread", "inst/cycle", "pass", "SM", "thread"]
)
def test_counts_ratios_and_percentages_are_already_in_base_units(unit: str) -> None:
    assert unit_scale(unit) == (1.0, unit)


def test_unit_ncu_does_not_print_is_not_guessed() -> None:
    assert unit_scale("kbyte") == (1.0, "kbyte")  # ncu writes Kbyte; a lowercase k is no prefix it prints
    assert unit_scale("KB") == (1.0, "KB")


def test_units_of_every_metric_are_kept_as_printed_and_as_base(tmp_path: Path) -> None:
    header, units, rows = _slice()
    raw = _read(tmp_path, header, units, rows)
    for column in raw.metrics.columns:
        printed = units[header.index(column)]
        assert raw.units[column] == (printed, unit_scale(printed)[1]), column


def test_scaling_multiplies_each_column_by_its_own_factor() -> None:
    values = pd.DataFrame({DURATION: [4.832, 1.664], BYTES_READ: [1.570048, 0.002816], "x": [3.0, np.nan]})
    scaled, units = _in_base_units(values, {DURATION: "us", BYTES_READ: "Mbyte", "x": "inst"})
    assert scaled[DURATION].tolist() == pytest.approx([4832.0, 1664.0])
    assert scaled[BYTES_READ].tolist() == pytest.approx([1570048.0, 2816.0])
    assert scaled["x"].iloc[0] == 3.0 and math.isnan(scaled["x"].iloc[1])
    assert units == {DURATION: ("us", "ns"), BYTES_READ: ("Mbyte", "byte"), "x": ("inst", "inst")}
    assert list(scaled.columns) == [DURATION, BYTES_READ, "x"]


# Numbers as ncu prints them ----------------------------------------------------------------------


def test_thousands_separators_are_read_as_one_number() -> None:
    cells = pd.Series(["1,570,048", "6,016", " 2,147,483,647 ", "12.5", "5,479.48", "-1,024"], dtype="string")
    assert _numbers(cells).tolist() == [1570048.0, 6016.0, 2147483647.0, 12.5, 5479.48, -1024.0]
    assert _numbers(cells).dtype == np.float64


@pytest.mark.parametrize("cell", ["n/a", "N/A", "", "nan", "  n/a  ", "   "])
def test_not_available_cells_are_null_not_zero(tmp_path: Path, cell: str) -> None:
    assert math.isnan(_numbers(pd.Series([cell], dtype="string")).iloc[0])
    header, units, rows = _slice()
    _set(header, rows[1], BYTES_READ, cell)
    raw = _read(tmp_path, header, units, rows)
    values = raw.metrics[BYTES_READ]
    assert math.isnan(values.iloc[1])
    assert values.iloc[0] == pytest.approx(1570048.0) and values.iloc[2] > 0


@pytest.mark.parametrize("cell", ["n/a", "N/A", "", "nan", " n/a ", "inf", "-inf", "1e309"])
def test_metric_ncu_could_not_measure_on_any_kernel_stays_a_null_metric(tmp_path: Path, cell: str) -> None:
    """A column of only blank, n/a or not finite cells is a metric without values, not a text column."""
    header, units, rows = _slice()
    for row in rows:
        _set(header, row, BYTES_READ, cell)
    raw = _read(tmp_path, header, units, rows)
    assert BYTES_READ in raw.metrics.columns
    assert raw.metrics[BYTES_READ].isna().all()
    kernels, resolution = to_kernel_table(raw, "all", "gh100", "slice.csv")
    assert kernels["dram_bytes_read"].isna().all()  # null, never 0
    status = resolution.set_index("counter").loc["dram_bytes_read", "status"]
    assert status == "measured"


def test_text_valued_metrics_are_left_out() -> None:
    raw = read_raw_csv(DEFAULT_UNITS)
    header, _, rows = _slice(1)
    for column in ("launch__func_cache_config", "launch__cluster_scheduling_policy", "launch__tpc_enabled"):
        assert rows[0][header.index(column)] in ("CachePreferNone", "PolicySpread", "all")
        assert column not in raw.metrics.columns
    assert rows[0][header.index("launch__kernel_name")] == ""
    assert raw.metrics["launch__kernel_name"].isna().all()  # blank on every kernel: a metric, null
    for column in ("ID", "Kernel Name", "Block Size", "Grid Size", "CC", "device__attribute_clock_rate"):
        assert column not in raw.metrics.columns
    assert raw.metrics.shape == (468, 141)


def test_metric_with_one_text_cell_keeps_its_numbers(tmp_path: Path) -> None:
    header, units, rows = _slice()
    _set(header, rows[2], DURATION, "(!) n/a")
    raw = _read(tmp_path, header, units, rows)
    assert raw.metrics[DURATION].iloc[:2].tolist() == pytest.approx([4832.0, 1664.0])
    assert math.isnan(raw.metrics[DURATION].iloc[2])


def test_metric_text_on_every_kernel_is_left_out(tmp_path: Path) -> None:
    header, units, rows = _slice()
    for row, text in zip(rows, ["fast", "slow", " n/a?"], strict=True):
        _set(header, row, DURATION, text)
    raw = _read(tmp_path, header, units, rows)
    assert DURATION not in raw.metrics.columns
    assert BYTES_READ in raw.metrics.columns


# One unit per metric (reports) -----------------------------------------------------------------


def test_metric_units_of_a_report_must_agree_across_kernels() -> None:
    header, units, _ = _slice(0)
    printed = {c: u for c, u in zip(header, units, strict=True) if c.startswith(("gpu__", "dram__"))}
    seen: dict[str, str] = {}
    _merge_units(Path("report.ncu-rep"), seen, printed)
    assert seen == printed
    _merge_units(Path("report.ncu-rep"), seen, {DURATION: "us", "new__metric.sum": "byte"})
    assert seen[DURATION] == "us" and seen["new__metric.sum"] == "byte"
    with pytest.raises(OpprofError, match=r"metric gpu__time_duration\.sum is in 'us' for one kernel and 'ms'"):
        _merge_units(Path("report.ncu-rep"), seen, {BYTES_READ: "Mbyte", DURATION: "ms"})


def test_counter_whose_unit_does_not_convert_to_the_catalogue_is_refused(tmp_path: Path) -> None:
    header, units, rows = _slice()
    units[header.index(DURATION)] = "cycle"
    raw = _read(tmp_path, header, units, rows)
    with pytest.raises(OpprofError, match=r"is in 'cycle', which does not convert to 'ns'"):
        to_kernel_table(raw, "all", "gh100", tmp_path / "slice.csv")


def test_counters_take_the_base_values_of_their_metrics(tmp_path: Path) -> None:
    header, units, rows = _slice()
    raw = _read(tmp_path, header, units, rows)
    kernels, _ = to_kernel_table(raw, "all", "gh100", tmp_path / "slice.csv")
    assert kernels["ncu_duration_ns"].tolist() == pytest.approx([4832.0, 1664.0, raw.metrics[DURATION].iloc[2]])
    assert kernels["dram_bytes_read"].iloc[0] == pytest.approx(1570048.0)


# Printing for a reader (opprof.units) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("ns", "text"),
    [
        (0, "0 ns"),
        (999, "999 ns"),
        (999.4, "999 ns"),
        (1000, "1.00 µs"),
        (2860, "2.86 µs"),
        (9994, "9.99 µs"),
        (9999, "10.00 µs"),
        (10_000, "10.0 µs"),
        (18_100, "18.1 µs"),
        (999_999, "1000.0 µs"),
        (1_000_000, "1.00 ms"),
        (6_600_000, "6.60 ms"),
        (10_000_000, "10.0 ms"),
        (1e9, "1.00 s"),
        (1.5e10, "15.0 s"),
        (-5000, "-5.00 µs"),
        (-20_000, "-20.0 µs"),
    ],
)
def test_durations_print_in_the_largest_unit_that_keeps_them_at_one_or_more(ns: float, text: str) -> None:
    assert format_ns(ns) == text


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (0, "0%"),
        (0.0, "0%"),
        (0.003, "0.003%"),
        (0.00999, "0.010%"),
        (0.01, "0.01%"),
        (0.5, "0.50%"),
        (0.9999, "1.00%"),
        (1, "1.0%"),
        (12.8, "12.8%"),
        (100, "100.0%"),
        (-0.003, "-0.003%"),
        (-0.5, "-0.50%"),
        (-12.8, "-12.8%"),
    ],
)
def test_percentages_print_with_the_precision_their_size_needs(value: float, text: str) -> None:
    assert format_pct(value) == text


def test_fractions_print_as_percentages() -> None:
    assert format_share(0.5) == "50.0%"
    assert format_share(0.00003) == "0.003%"
    assert format_share(0) == "0%"


@pytest.mark.parametrize(
    ("count", "text"),
    [
        (0, "0 B"),
        (999, "999 B"),
        (1000, "1.0 kB"),
        (1570048, "1.6 MB"),
        (948.6e6, "948.6 MB"),
        (1e9, "1.0 GB"),
        (1e12, "1.0 TB"),
        (2.5e12, "2.5 TB"),
        (-2000, "-2.0 kB"),
        (-3e9, "-3.0 GB"),
    ],
)
def test_byte_counts_print_in_decimal_units(count: float, text: str) -> None:
    assert format_bytes(count) == text


@pytest.mark.parametrize(
    ("count", "text"),
    [(6031872, "6,031,872"), (2.5, "3"), (1.4999, "1"), (0.5, "1"), (-0.5, "0"), (-1.5, "-1"), (999, "999")],
)
def test_counts_print_rounded_half_up_with_thousands_separators(count: float, text: str) -> None:
    assert format_count(count) == text


def test_scaled_metrics_keep_their_kernel_rows_labels(tmp_path: Path) -> None:
    from opprof.ingest.ncu import _metrics

    header, units, rows = _slice()
    table = pd.DataFrame(rows, columns=header, dtype=object, index=[7, 8, 9])
    values, scales = _metrics(table, dict(zip(header, units, strict=True)))
    assert values.index.tolist() == [7, 8, 9]
    assert values.loc[7, DURATION] == pytest.approx(4832.0)
    assert scales[BYTES_READ] == ("Mbyte", "byte")
    scaled, _ = _in_base_units(values[[DURATION]].set_axis([3, 4, 5]), {DURATION: "us"})
    assert scaled.index.tolist() == [3, 4, 5]


def test_unit_disagreement_names_the_report() -> None:
    seen = {DURATION: "us"}
    with pytest.raises(OpprofError) as refused:
        _merge_units(Path("captures/x/all.ncu-rep"), seen, {DURATION: "ms"})
    assert refused.value.path == "captures/x/all.ncu-rep"
    assert str(refused.value).startswith("captures/x/all.ncu-rep: metric gpu__time_duration.sum")

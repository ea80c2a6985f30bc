"""How each capture's launch records are read: Kineto events to ns, nsys runtime rows to launches.

Kineto cases are small traces made of real events of the recorded GPT-2 trace (an operator, its
launch and its kernel), written back with one field changed. nsys cases are copies of the
recorded GPT-2 export with rows INSERTed into CUPTI_ACTIVITY_KIND_RUNTIME, as nsys writes them
when a runtime launch reaches the driver (same correlationId, a ``cuLaunchKernel`` row inside the
``cudaLaunchKernel_v7000`` row).
"""

from __future__ import annotations

import copy
import gzip
import json
import re
import shutil
import sqlite3
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from conftest import GPT2_BUNDLE

from opprof.errors import OpprofError
from opprof.ingest import kineto
from opprof.ingest.nsys import export
from opprof.ingest.nsys import kernels as nsys_kernels

TRACE = GPT2_BUNDLE / "kineto.json.gz"
EXPORT = GPT2_BUNDLE / "nsys.sqlite"


@cache
def _document() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(gzip.decompress(TRACE.read_bytes()))
    return document


def _events(correlation: int = 24) -> list[dict[str, Any]]:
    """The trace's aten::gather operator, its cudaLaunchKernel and its kernel (correlation 24)."""
    events = _document()["traceEvents"]
    launch = next(e for e in events if e.get("cat") == "cuda_runtime" and e["args"].get("correlation") == correlation)
    kernel = next(e for e in events if e.get("cat") == "kernel" and e["args"].get("correlation") == correlation)
    external = launch["args"]["External id"]
    op = next(e for e in events if e.get("cat") == "cpu_op" and e["args"].get("External id") == external)
    return copy.deepcopy([op, launch, kernel])


def _read(tmp_path: Path, events: list[Any], gzipped: bool = False) -> tuple[pd.DataFrame, ...]:
    text = json.dumps({"schemaVersion": 1, "traceEvents": events}).encode()
    path = tmp_path / ("trace.json.gz" if gzipped else "trace.json")
    path.write_bytes(gzip.compress(text) if gzipped else text)
    return tuple(kineto.read_trace(path))[:3]  # ops, launches, kernels


# Kineto times -----------------------------------------------------------------------------------


def test_fractional_microsecond_timestamps_keep_their_nanoseconds() -> None:
    ops, launches, kernels, _ = kineto.read_trace(TRACE)
    first = _events()
    assert (first[2]["ts"], first[2]["dur"]) == (5146745821594.924, 2.496)
    assert (kernels.loc[0, "start_ns"], kernels.loc[0, "end_ns"]) == (5146745821594924, 5146745821597420)
    assert (first[1]["ts"], first[1]["dur"]) == (5146745821543.045, 57.207)
    assert (launches.loc[0, "start_ns"], launches.loc[0, "end_ns"]) == (5146745821543045, 5146745821600252)
    assert (ops.loc[0, "start_ns"], ops.loc[0, "end_ns"]) == (5146745821172260, 5146745821199936)


@pytest.mark.parametrize(
    ("ts", "dur", "start_ns", "end_ns"),
    [
        (5146745821594.924, 2.496, 5146745821594924, 5146745821597420),
        (5146745821594, 2, 5146745821594000, 5146745821596000),  # integer µs (older traces)
        (5146745821594.9, 0.5, 5146745821594900, 5146745821595400),
        (1.5, 0.25, 1500, 1750),
        (0.0004, 0.0006, 0, 1),  # under a ns: each rounds to the nearest ns
        (7.0, 0, 7000, 7000),
    ],
)
def test_kineto_microseconds_become_integer_nanoseconds(
    tmp_path: Path, ts: float, dur: float, start_ns: int, end_ns: int
) -> None:
    events = _events()
    events[2]["ts"], events[2]["dur"] = ts, dur
    _, _, kernels = _read(tmp_path, events)
    assert (kernels.loc[0, "start_ns"], kernels.loc[0, "end_ns"]) == (start_ns, end_ns)
    assert kernels["start_ns"].dtype == np.int64 and kernels["end_ns"].dtype == np.int64


@pytest.mark.parametrize("field", ["ts", "dur"])
@pytest.mark.parametrize("value", ["5146745821594.924", True, None, -1.0])
def test_an_operator_without_a_time_at_or_after_zero_is_refused_naming_the_event(
    tmp_path: Path, field: str, value: Any
) -> None:
    """Skipped, it would hand its kernels to the operator around it."""
    events = _events()
    events[0][field] = value  # the operator
    fault = f"a negative {field} ({value} us)" if value == -1.0 else f"{field} {value!r}, not a number"
    with pytest.raises(OpprofError, match=rf"trace.json: event 0 \(cpu_op 'aten::gather'\) has {re.escape(fault)}"):
        _read(tmp_path, events)


@pytest.mark.parametrize(("event", "words"), [(1, "event 1 (cuda_runtime 'cudaLaunchKernel') has no dur"), (2, "ts")])
def test_a_launch_or_kernel_without_its_time_is_refused(tmp_path: Path, event: int, words: str) -> None:
    events = _events()
    del events[event][words.rsplit(" ", 1)[-1]]
    with pytest.raises(OpprofError, match=re.escape(words)):
        _read(tmp_path, events)


def test_an_event_kineto_does_not_tabulate_may_lack_times(tmp_path: Path) -> None:
    events = [*_events(), {"ph": "X", "cat": "python_function", "name": "forward", "dur": 3}]
    assert [len(t) for t in _read(tmp_path, events)] == [1, 1, 1]


# Correlation ids ---------------------------------------------------------------------------------


def test_two_kernels_of_one_launch_are_refused_naming_both_events(tmp_path: Path) -> None:
    events = [*_events(), *_events(44)[1:]]
    events[4]["args"]["correlation"] = 24
    with pytest.raises(OpprofError, match="kernel events 2 and 4 share correlation id 24, which no CUDA graph launch"):
        _read(tmp_path, events)


def test_two_launches_with_one_correlation_id_are_refused(tmp_path: Path) -> None:
    events = [*_events(), _events(44)[1]]
    events[3]["args"]["correlation"] = 24
    with pytest.raises(OpprofError, match="launch events 1 and 3 share correlation id 24"):
        _read(tmp_path, events)


def test_the_kernels_of_one_graph_launch_share_its_correlation_id(tmp_path: Path) -> None:
    events = [*_events(), _events(44)[2]]
    events[1]["name"] = "cudaGraphLaunch"
    events[3]["args"]["correlation"] = 24
    _, launches, kernels = _read(tmp_path, events)
    assert len(launches) == 1 and kernels["correlation_id"].tolist() == [24, 24]


# Kineto events -----------------------------------------------------------------------------------


def test_real_trace_reads_every_operator_launch_and_kernel() -> None:
    ops, launches, kernels, _ = kineto.read_trace(TRACE)
    assert (len(ops), len(launches), len(kernels)) == (2394, 468, 468)
    assert launches["api"].value_counts().to_dict() == {
        "cudaLaunchKernel": 372,
        "cudaLaunchKernelExC": 72,
        "cuLaunchKernel": 24,
    }
    assert kernels["correlation_id"].is_monotonic_increasing
    assert kernels["kernel_index"].tolist() == list(range(468))


def test_only_kernel_launch_calls_are_launches(tmp_path: Path) -> None:
    events = _events()
    other = copy.deepcopy(events[1])
    other["name"] = "cudaStreamIsCapturing"
    driver = copy.deepcopy(events[1])
    driver.update(cat="cuda_driver", name="cuLaunchKernel")
    driver["args"]["correlation"] = 99
    _, launches, _ = _read(tmp_path, [*events, other, driver])
    assert launches["api"].tolist() == ["cudaLaunchKernel", "cuLaunchKernel"]
    assert launches["correlation_id"].tolist() == [24, 99]


def test_categories_are_matched_whatever_their_case(tmp_path: Path) -> None:
    events = _events()
    events[0]["cat"], events[1]["cat"], events[2]["cat"] = "CPU_OP", "Runtime", "Kernel"
    ops, launches, kernels = _read(tmp_path, events)
    assert ops["category"].tolist() == ["cpu_op"]
    assert (len(launches), len(kernels)) == (1, 1)


def test_events_that_are_not_complete_events_are_skipped(tmp_path: Path) -> None:
    events = _events()
    flow = copy.deepcopy(events[0])
    flow["ph"] = "f"
    ops, _, _ = _read(tmp_path, [*events, flow, "not an event", {"ph": "X", "cat": 7}])
    assert len(ops) == 1


def test_ids_written_as_text_are_read_as_numbers(tmp_path: Path) -> None:
    events = _events()
    events[1]["args"]["External id"] = "11"
    events[2]["args"]["correlation"] = "24"
    _, launches, kernels = _read(tmp_path, events)
    assert launches.loc[0, "external_id"] == 11
    assert kernels.loc[0, "correlation_id"] == 24
    assert kernels.loc[0, "grid_x"] == 512 and kernels.loc[0, "registers_per_thread"] == 32


def test_thread_names_get_stable_negative_ids(tmp_path: Path) -> None:
    events = _events()
    second = copy.deepcopy(events[0])
    events[0]["tid"], second["tid"] = "main thread", "worker"
    ops, _, _ = _read(tmp_path, [*events, second])
    assert sorted(ops["tid"].tolist()) == [-2, -1]
    assert ops.set_index("tid").loc[-1, "name"] == "aten::gather"


def test_operator_nesting_comes_from_host_times(tmp_path: Path) -> None:
    events = _events()
    inner = copy.deepcopy(events[0])
    inner.update(name="aten::as_strided", ts=events[0]["ts"] + 1.0, dur=1.0)
    ops, _, _ = _read(tmp_path, [inner, *events])
    assert ops["name"].tolist() == ["aten::gather", "aten::as_strided"]
    assert ops["depth"].tolist() == [0, 1] and ops["parent_index"].tolist() == [-1, 0]
    assert ops.loc[0, "input_dims"] == "[[50257,768],[],[512,768],[],[512,768]]"


def test_trace_file_may_be_gzip_or_plain_json_or_a_bare_event_list(tmp_path: Path) -> None:
    assert len(_read(tmp_path, _events(), gzipped=True)[2]) == 1
    path = tmp_path / "bare.json"
    path.write_text(json.dumps(_events()))
    assert len(kineto.read_trace(path)[2]) == 1


def test_trace_without_kernels_is_refused_with_the_reason(tmp_path: Path) -> None:
    with pytest.raises(OpprofError, match="no kernel events"):
        _read(tmp_path, _events()[:2])
    ranged = [*_events()[:2], {"ph": "X", "cat": "cuda_profiler_range", "name": "r", "ts": 1.0, "dur": 1.0}]
    with pytest.raises(OpprofError, match="a CUPTI range-profiler trace"):
        _read(tmp_path, ranged)


def test_kernel_without_a_correlation_id_is_refused(tmp_path: Path) -> None:
    events = _events()
    del events[2]["args"]["correlation"]
    with pytest.raises(OpprofError, match="1 kernel events carry no correlation id"):
        _read(tmp_path, events)


# nsys launches --------------------------------------------------------------------------------------


def _runtime_row(path: Path, correlation: int) -> dict[str, Any]:
    with sqlite3.connect(path) as conn:
        conn.row_factory = sqlite3.Row
        row = conn.execute(
            "SELECT * FROM CUPTI_ACTIVITY_KIND_RUNTIME WHERE correlationId = ?", (correlation,)
        ).fetchone()
        return dict(row)


def _string_id(path: Path, value: str) -> int:
    with sqlite3.connect(path) as conn:
        found = conn.execute("SELECT id FROM StringIds WHERE value = ?", (value,)).fetchone()
        if found:
            return int(found[0])
        (top,) = conn.execute("SELECT max(id) FROM StringIds").fetchone()
        conn.execute("INSERT INTO StringIds (id, value) VALUES (?, ?)", (top + 1, value))
        return int(top) + 1


def _insert_runtime(path: Path, row: dict[str, Any]) -> None:
    columns = ", ".join(row)
    with sqlite3.connect(path) as conn:
        conn.execute(
            f"INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME ({columns}) VALUES ({', '.join('?' * len(row))})",
            tuple(row.values()),
        )


@pytest.fixture(params=["arrow", "sqlite3"])
def read_kernels(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Any:
    """``read_kernels`` through its fast (ADBC) read and through its careful sqlite3 read."""
    if request.param == "sqlite3":
        monkeypatch.setattr(export, "arrow_queries", lambda *_: None)
    return nsys_kernels.read_kernels


def _copy(tmp_path: Path) -> Path:
    path = tmp_path / "nsys.sqlite"
    shutil.copyfile(EXPORT, path)
    return path


def _launch(kernels: pd.DataFrame, correlation: int) -> pd.Series:
    rows = kernels[(kernels["correlation_id"] == correlation).to_numpy(bool)]
    assert len(rows) == 1
    return rows.iloc[0]


FIRST = 2903  # correlation id of the export's first kernel, a cudaLaunchKernel_v7000 call


def test_runtime_launch_wins_over_the_driver_row_of_its_correlation_id(tmp_path: Path, read_kernels: Any) -> None:
    path = _copy(tmp_path)
    runtime = _runtime_row(path, FIRST)
    assert runtime["nameId"] == _string_id(path, "cudaLaunchKernel_v7000")
    driver = {**runtime, "nameId": _string_id(path, "cuLaunchKernel"), "start": runtime["start"] + 500}
    driver["end"] = runtime["end"] - 500
    _insert_runtime(path, driver)
    kernels = read_kernels(path)
    launch = _launch(kernels, FIRST)
    assert launch["launch_api"] == "cudaLaunchKernel"
    assert (launch["launch_start_ns"], launch["launch_end_ns"]) == (runtime["start"], runtime["end"])
    assert len(kernels) == 937


def test_runtime_launch_wins_over_a_driver_row_that_starts_with_it(tmp_path: Path, read_kernels: Any) -> None:
    path = _copy(tmp_path)
    runtime = _runtime_row(path, FIRST)
    driver = {**runtime, "nameId": _string_id(path, "cuLaunchKernel"), "end": runtime["end"] - 500}
    _insert_runtime(path, driver)
    launch = _launch(read_kernels(path), FIRST)
    assert launch["launch_api"] == "cudaLaunchKernel"
    assert launch["launch_end_ns"] == runtime["end"]


def test_api_row_that_launches_nothing_is_not_the_launch(tmp_path: Path, read_kernels: Any) -> None:
    path = _copy(tmp_path)
    runtime = _runtime_row(path, FIRST)
    other = {**runtime, "nameId": _string_id(path, "cudaStreamIsCapturing_v10000"), "start": runtime["start"] - 100}
    other["end"] = runtime["end"] + 100
    _insert_runtime(path, other)
    launch = _launch(read_kernels(path), FIRST)
    assert launch["launch_api"] == "cudaLaunchKernel"
    assert launch["launch_start_ns"] == runtime["start"]


def test_launch_api_names_lose_their_version_suffix(read_kernels: Any) -> None:
    kernels = read_kernels(EXPORT)
    assert kernels["launch_api"].value_counts().to_dict() == {
        "cudaLaunchKernel": 745,
        "cudaLaunchKernelExC": 144,
        "cuLaunchKernel": 48,
    }


def test_launch_thread_and_process_come_from_the_runtime_rows_global_tid(read_kernels: Any) -> None:
    launch = _launch(read_kernels(EXPORT), FIRST)
    assert (launch["launch_pid"], launch["launch_tid"]) == (2149, 2149)
    assert (launch["launch_start_ns"], launch["launch_end_ns"]) == (13706116319, 13708522636)
    assert launch["duration_ns"] == 1440

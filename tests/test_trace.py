"""trace.json.gz of shipped H200 profiles, read back by a real reader of torch.profiler traces:
Holistic Trace Analysis loads it, and its kernels, kernel time and CPU operators are the
profile's, and its analyses run on it."""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from importlib.metadata import version
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from conftest import REPO
from hta.common import trace_call_stack
from hta.trace_analysis import TraceAnalysis

from opprof.output.trace import serialized_starts
from opprof.tables import KERNELS, OPERATOR_SUMMARY

NAMES = ["gpt2", "gpt2_compiled", "gpt2_train", "lstm_sequence_encoder"]


def _analysis(trace: Path) -> TraceAnalysis:
    """The trace as HTA loads it by default (its last ProfilerStep left out)."""
    return TraceAnalysis(trace_files={0: trace.name}, trace_dir=str(trace.parent))


def _hta_frame(analysis: TraceAnalysis) -> pd.DataFrame:
    """HTA's events, with categories and names as text."""
    frame = analysis.t.get_trace(0)
    symbols = analysis.t.symbol_table.get_sym_table()
    return frame.assign(cat=frame["cat"].map(symbols.__getitem__), name=frame["name"].map(symbols.__getitem__))


@pytest.mark.parametrize("name", NAMES)
def test_hta_reads_the_profiles_kernels_and_operators(shipped_run: Path, name: str) -> None:
    results = shipped_run / "results" / name
    profile = json.loads((results / "profile.json").read_text())
    frame = _hta_frame(_analysis(results / "trace.json.gz"))
    kernels = pd.read_parquet(results / KERNELS.file).sort_values("position")
    # Every kernel of the window once, with nsys's duration to the nanosecond: HTA keeps a trace's
    # durations where its timestamps are whole microseconds. No event lasts less than nothing.
    traced = frame[frame["cat"] == "kernel"].sort_values(["ts", "index"])
    assert len(traced) == profile["window"]["kernels"] == len(kernels)
    assert sorted(traced["name"]) == sorted(kernels["demangled_name"].astype(str))
    durations = np.sort(kernels["duration_ns"].to_numpy() / 1000)
    assert np.allclose(np.sort(traced["dur"].to_numpy()), durations, rtol=0, atol=1e-6)
    assert abs(traced["dur"].sum() * 1000 / profile["window"]["kernel_time_ns"] - 1) < 1e-3
    assert (frame["dur"] >= 0).all()
    assert set(traced["stream"]) == set(kernels["stream_id"])
    # Every kernel with a Kineto launch links to its launch call.
    linked = int(kernels["kineto_kernel_index"].notna().sum())
    assert (traced["correlation"] > 0).sum() == linked > 0
    # Every measured iteration, as torch.profiler names its steps, in HTA's default view; outside
    # them only CUDA calls after the window (the harness's synchronisation).
    assert sorted(i for i in frame["iteration"].unique() if i >= 0) == list(range(profile["window"]["iterations"]))
    assert set(frame[frame["iteration"] < 0]["cat"]) <= {"cuda_runtime", "cuda_driver"}
    # CPU operators and annotations: per name as many as the profile's calls (Kineto's key_averages).
    summary = pd.read_parquet(results / OPERATOR_SUMMARY.file)
    calls = summary.dropna(subset=["calls"]).set_index("operator_name")["calls"].astype(int)
    counted = frame[frame["cat"].isin(["cpu_op", "user_annotation"])]["name"].value_counts()
    assert counted.reindex(calls.index).fillna(0).astype(int).to_dict() == calls.to_dict()


@pytest.fixture
def hta_call_stacks(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """HTA 0.5's call stacks under pandas 3: the event array it builds is an object array, which
    np.unique(axis=0) refuses; HTA 0.6 casts it to numbers first, as this does."""
    if tuple(int(part) for part in version("HolisticTraceAnalysis").split(".")[:2]) < (0, 6):

        class Numpy:
            def __getattr__(self, name: str) -> Any:
                return getattr(np, name)

            def unique(self, array: Any, **kwargs: Any) -> Any:
                return np.unique(np.asarray(array, dtype=np.float64), **kwargs)

        monkeypatch.setattr(trace_call_stack, "np", Numpy())
    yield


@pytest.mark.parametrize("name", ["gpt2", "gpt2_train"])
@pytest.mark.usefixtures("hta_call_stacks")
def test_hta_analyses_run_on_the_trace(shipped_run: Path, name: str, tmp_path: Path) -> None:
    results = shipped_run / "results" / name
    profile = json.loads((results / "profile.json").read_text())
    analysis = _analysis(results / "trace.json.gz")
    # The kernel breakdown per kernel name sums to the profile's kernel time; the memsets are HTA's
    # memory kernels. (Its per-type table sums whole microseconds of each busy span.)
    by_type, by_name = analysis.get_gpu_kernel_breakdown(visualize=False, include_memory_kernels=True)
    computed = by_name[by_name["kernel_type"] != "MEMORY"]["sum (us)"].sum()
    assert abs(computed * 1000 / profile["window"]["kernel_time_ns"] - 1) < 1e-3
    assert set(by_type["kernel_type"]) >= {"COMPUTATION", "MEMORY"}
    temporal = analysis.get_temporal_breakdown(visualize=False)
    assert 0 < float(temporal["compute_time_pctg"].iloc[0]) < 100
    idle, _ = analysis.get_idle_time_breakdown(visualize=False)
    assert set(idle["idle_category"]) >= {"host_wait", "kernel_wait"}
    # Every layer norm launches the same kernel: one sequence, as many times as the profile's calls.
    sequences = analysis.get_frequent_cuda_kernel_sequences(
        operator_name="aten::layer_norm", output_dir=str(tmp_path), min_pattern_len=1, visualize=False
    )
    summary = pd.read_parquet(results / OPERATOR_SUMMARY.file).set_index("operator_name")
    assert sequences["count"].tolist() == [summary.loc["aten::layer_norm", "calls"]]


def test_trace_holds_memory_ops_cuda_calls_and_names(shipped_run: Path) -> None:
    results = shipped_run / "results" / "gpt2_train"
    with gzip.open(results / "trace.json.gz") as handle:
        events: list[dict[str, Any]] = json.load(handle)["traceEvents"]
    categories = pd.Series([e.get("cat") for e in events]).value_counts()
    memory = pd.read_parquet(results / "tables" / "kineto_memory.parquet")
    calls = pd.read_parquet(results / "tables" / "kineto_calls.parquet")
    assert categories["gpu_memset"] == len(memory) == 72
    assert categories["cuda_runtime"] + categories.get("cuda_driver", 0) == len(calls)
    assert {"cudaMemsetAsync", "cudaStreamIsCapturing", "cudaDeviceSynchronize"} <= {e["name"] for e in events}
    # Every timestamp a whole microsecond; every process and thread named.
    assert all(isinstance(e["ts"], int) for e in events)
    processes = {e["pid"] for e in events if e["name"] == "process_name"}
    threads = {(e["pid"], e["tid"]) for e in events if e["name"] == "thread_name"}
    assert {e["pid"] for e in events if e["ph"] == "X"} <= processes
    assert {(e["pid"], e["tid"]) for e in events if e["ph"] == "X"} <= threads


def test_kernels_start_after_their_launch_and_never_overlap_on_a_stream(shipped_run: Path) -> None:
    with gzip.open(shipped_run / "results" / "gpt2" / "trace.json.gz") as handle:
        document: dict[str, Any] = json.load(handle)
    events = document["traceEvents"]
    kernels = sorted((e for e in events if e.get("cat") == "kernel"), key=lambda e: e["args"]["opprof"]["position"])
    starts = {e["id"]: e["ts"] for e in events if e.get("ph") == "s"}
    assert len(kernels) == 468 and {k["args"]["correlation"] for k in kernels} <= set(starts)
    assert all(k["ts"] >= starts[k["args"]["correlation"]] for k in kernels)
    starts_ns = np.array([round(k["ts"] * 1000) for k in kernels])
    ends_ns = starts_ns + np.array([round(k["dur"] * 1000) for k in kernels])
    assert (starts_ns[1:] >= ends_ns[:-1]).all()  # one stream
    # Durations are nsys's, to the nanosecond.
    table = pd.read_parquet(shipped_run / "results" / "gpt2" / KERNELS.file).set_index("position")
    assert [round(k["dur"] * 1000) for k in kernels] == table.sort_index()["duration_ns"].tolist()
    first = kernels[0]["args"]["opprof"]
    assert first["tier"] == "high" and first["counters"] in ("measured", "propagated")
    assert {"tensor_pipe_active_pct", "achieved_occupancy_pct"} <= set(first)
    track = [e for e in events if e.get("cat") == "opprof_bottleneck"]
    assert len(track) == 468 and {"tensor_pipe_idle_gemm"} <= {e["name"] for e in track}


def test_a_busy_stream_delays_the_next_kernel_and_streams_stay_apart() -> None:
    earliest = np.array([0, 5, 6, 0, 100], dtype=np.int64)
    duration = np.array([10, 10, 1, 3, 1], dtype=np.int64)
    stream = np.array([1, 1, 1, 2, 1])
    assert serialized_starts(earliest, duration, stream).tolist() == [0, 10, 20, 0, 100]


def test_the_docs_example_runs_as_written(shipped_run: Path) -> None:
    example = re.search(r"```python\n(.*?)```", (REPO / "docs" / "trace.md").read_text(), re.S)
    assert example is not None
    done = subprocess.run(
        [sys.executable, "-c", example.group(1)], cwd=shipped_run, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines()[0].split() == ["idle_time_pctg", "compute_time_pctg"]

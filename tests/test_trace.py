"""trace.json.gz of shipped H200 profiles, read back by a real reader of torch.profiler traces:
Holistic Trace Analysis loads it, and its kernels and CPU operators are the profile's."""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from conftest import REPO
from hta.trace_analysis import TraceAnalysis

from opprof.output.trace import serialized_starts
from opprof.tables import KERNELS, OPERATOR_SUMMARY

NAMES = ["gpt2", "gpt2_compiled", "lstm_sequence_encoder"]


def _hta_frame(trace: Path) -> pd.DataFrame:
    """The trace as HTA parses it (every iteration kept), with categories and names as text."""
    analysis = TraceAnalysis(trace_files={0: trace.name}, trace_dir=str(trace.parent), include_last_profiler_step=True)
    frame = analysis.t.get_trace(0)
    symbols = analysis.t.symbol_table.get_sym_table()
    return frame.assign(cat=frame["cat"].map(symbols.__getitem__), name=frame["name"].map(symbols.__getitem__))


@pytest.mark.parametrize("name", NAMES)
def test_hta_reads_the_profiles_kernels_and_operators(shipped_run: Path, name: str) -> None:
    results = shipped_run / "results" / name
    profile = json.loads((results / "profile.json").read_text())
    frame = _hta_frame(results / "trace.json.gz")
    kernels = pd.read_parquet(results / KERNELS.file).sort_values("position")
    # Every kernel of the window once, with nsys's duration (HTA rounds start and end to whole
    # microseconds, so a duration moves by up to two).
    traced = frame[frame["cat"] == "kernel"].sort_values(["ts", "index"])
    assert len(traced) == profile["window"]["kernels"] == len(kernels)
    assert sorted(traced["name"]) == sorted(kernels["demangled_name"].astype(str))
    durations = np.sort(kernels["duration_ns"].to_numpy() / 1000)
    assert (np.abs(np.sort(traced["dur"].to_numpy()) - durations) <= 2).all()
    assert set(traced["stream"]) == set(kernels["stream_id"])
    # Every kernel with a Kineto launch links to its launch call.
    linked = int(kernels["kineto_kernel_index"].notna().sum())
    assert (traced["correlation"] > 0).sum() == linked > 0
    # The measured iterations, as torch.profiler names its steps.
    assert sorted(frame["iteration"].unique()) == list(range(profile["window"]["iterations"]))
    # CPU operators and annotations: per name as many as the profile's calls (Kineto's key_averages).
    summary = pd.read_parquet(results / OPERATOR_SUMMARY.file)
    calls = summary.dropna(subset=["calls"]).set_index("operator_name")["calls"].astype(int)
    counted = frame[frame["cat"].isin(["cpu_op", "user_annotation"])]["name"].value_counts()
    assert counted.reindex(calls.index).fillna(0).astype(int).to_dict() == calls.to_dict()


def test_kernels_start_after_their_launch_and_never_overlap_on_a_stream(shipped_run: Path) -> None:
    with gzip.open(shipped_run / "results" / "gpt2" / "trace.json.gz") as handle:
        document: dict[str, Any] = json.load(handle)
    events = document["traceEvents"]
    kernels = sorted((e for e in events if e.get("cat") == "kernel"), key=lambda e: e["args"]["opprof"]["position"])
    starts = {e["id"]: e["ts"] for e in events if e.get("ph") == "s"}
    assert len(starts) == len(kernels) == 468
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

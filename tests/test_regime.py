"""The first question: Self CPU and CPU total per host event (against torch.profiler's own
key_averages on a trace it wrote), the regime verdict and its thresholds, the timing phase's
figures, and what torch.compile costs, on the bundles captured live on the H200."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
import torch
from conftest import LIVE_REGIMES, MODEL_MISSES, SHIPPED

from opprof.analysis import host_parts, host_time, step_model
from opprof.analysis.window import kineto_window, nsys_window
from opprof.bundle.manifest import read_timing
from opprof.errors import OpprofError
from opprof.findings.host import OVERHEAD_NOTE
from opprof.findings.plan import find_signals
from opprof.ingest import kineto, nsys
from opprof.intervals import covered, union


def _regime_of(bundle: Path, timed: bool = True) -> dict[str, Any]:
    """The regime record as the workflow's stage builds it, from the bundle's own files
    (``timed``: with its timing phase, if it has one)."""
    tables = kineto.read_trace(bundle / "kineto.json.gz")
    manifest = json.loads((bundle / "capture.json").read_text())
    window = kineto_window(tables.ops, tables.launches, tables.kernels, manifest, bundle)
    events = host_time.host_events(tables.ops, tables.calls, bundle)
    sqlite = bundle / "nsys.sqlite"
    ranges = nsys.read_ranges(sqlite, True)
    on_nsys = nsys_window(nsys.read_kernels(sqlite, True), ranges, manifest, sqlite)
    timing_file = bundle / "timing.json"
    timing = read_timing(timing_file, manifest["iterations"]["measured"]) if timed and timing_file.exists() else None
    memory = kineto.memory_ops(kineto.load_trace(bundle / "kineto.json.gz"))
    return host_time.regime(
        tables.ops,
        tables.launches,
        window,
        events,
        ranges[host_parts.NSYS_COLUMNS],
        on_nsys,
        timing,
        tables.calls,
        memory,
        tables.kernels,
        bundle,
    )


# Self CPU ---------------------------------------------------------------------------------------


def test_self_cpu_matches_torch_profilers_own_key_averages(tmp_path: Path) -> None:
    """A trace torch.profiler wrote, read back: per operator name, the calls and the Self CPU and
    CPU total that its key_averages gives (to the microsecond it rounds each event to)."""
    weight = torch.randn(64, 64)
    cpu = [torch.profiler.ProfilerActivity.CPU]
    with torch.profiler.profile(activities=cpu) as prof, torch.profiler.record_function("opprof:iteration:0"):
        for _ in range(3):
            torch.nn.functional.linear(torch.tanh(weight), weight).sum()
    trace = tmp_path / "trace.json"
    prof.export_chrome_trace(str(trace))
    document = kineto.load_trace(trace)
    # A CPU run has no kernel, which the reader refuses: one from the H200 trace, outside the marker.
    h200 = kineto.load_trace(SHIPPED / "matmul_add_64" / "kineto.json.gz")["traceEvents"]
    document["traceEvents"].append(next(e for e in h200 if e.get("cat") == "kernel"))
    tables = kineto.trace_tables(document, trace)
    events = host_time.host_events(tables.ops, tables.calls, trace)
    # key_averages folds an operator called directly inside one of its own name (aten::sum calls its
    # overload, also aten::sum) into one event; the trace, which is what opprof reads, lists both.
    names = events.set_index("event_index")["name"].astype(str)
    parent_names = names.reindex(events["parent_index"]).fillna("").to_numpy(str)
    folded = set(events.loc[events["name"].astype(str).to_numpy(str) == parent_names, "name"])
    assert folded == {"aten::sum"}
    events = events[~events["name"].isin(folded)]
    ours = events.groupby("name").agg(
        calls=("name", "size"), self_ns=("self_cpu_ns", "sum"), total_ns=("cpu_total_ns", "sum")
    )
    theirs = {e.key: e for e in prof.key_averages() if not e.key.startswith("opprof:") and e.key not in folded}
    assert set(ours.index) == set(theirs)
    for name, row in ours.iterrows():
        assert row["calls"] == theirs[name].count, name
        assert abs(row["total_ns"] / 1e3 - theirs[name].cpu_time_total) <= 1.0 * row["calls"], name
        assert abs(row["self_ns"] / 1e3 - theirs[name].self_cpu_time_total) <= 2.0 * row["calls"], name


def test_self_cpu_is_the_time_not_spent_in_the_events_directly_inside() -> None:
    bundle = SHIPPED / "matmul_add_64"
    tables = kineto.read_trace(bundle / "kineto.json.gz")
    events = host_time.host_events(tables.ops, tables.calls, bundle)
    inside = events[events["parent_index"] >= 0].groupby("parent_index")["cpu_total_ns"].sum()
    expected = events["cpu_total_ns"] - inside.reindex(events["event_index"], fill_value=0).to_numpy()
    # Less the profiler's start, on aten::mm's first call only (tests/test_host_split.py).
    assert (events["profiler_start_ns"] > 0).sum() == 1
    assert (events["self_cpu_ns"].to_numpy() == (expected.clip(lower=0) - events["profiler_start_ns"]).to_numpy()).all()
    # aten::matmul does its work in aten::mm: CPU total counts it, Self CPU does not.
    matmul = events[events["name"] == "aten::matmul"]
    assert (matmul["self_cpu_ns"] < matmul["cpu_total_ns"] / 10).all()
    # Only the measured iterations, and never opprof's own markers.
    assert set(events["iteration"]) == {0, 1}
    assert not events["name"].str.startswith("opprof:").any()
    api = events[events["op_index"].isna()]
    assert set(api["name"]) == {"cudaLaunchKernel", "cuLaunchKernelEx"} and (api["depth"] > 0).all()


# Verdicts and thresholds ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("busy", "verdict"),
    [(0.0, "host-bound"), (0.4999, "host-bound"), (0.5, "mixed"), (0.7999, "mixed"), (0.8, "GPU-bound")],
)
def test_busy_fraction_verdict_where_no_step_model_sits_on_its_thresholds(busy: float, verdict: str) -> None:
    assert host_time.OVERHEAD_BOUND_BELOW == 0.5 and host_time.COMPUTE_BOUND_FROM == 0.8
    assert host_time._verdict(busy) == verdict


def test_busy_time_counts_overlapping_kernels_once_and_clips_to_the_span() -> None:
    starts, ends = union(np.array([0, 5, 2, 20], dtype=np.int64), np.array([4, 8, 6, 30], dtype=np.int64))
    assert (starts.tolist(), ends.tolist()) == ([0, 20], [8, 30])
    assert covered(starts, ends, 3, 25) == 5 + 5
    assert covered(starts, ends, 8, 20) == 0


@pytest.mark.parametrize("name", sorted(LIVE_REGIMES))
def test_live_bundles_get_the_verdict_of_their_step_models_critical_path(name: str) -> None:
    """The verdict is the step model's: its steps replayed at the timing phase's host time land
    within 5% of the measured median step, and the host's share of their critical path decides."""
    regime = _regime_of(SHIPPED / name)
    assert regime["verdict"] == LIVE_REGIMES[name] == step_model.verdict(regime["step_model"]["host_share"])
    assert regime["source"] == host_time.FROM_CRITICAL_PATH
    model = regime["step_model"]
    assert model["reference"] == "timing"
    assert (abs(model["error"]) <= step_model.ERROR_TARGET) == (name not in MODEL_MISSES)
    assert (model["reason"] is None) == (name not in MODEL_MISSES)
    timing = json.loads((SHIPPED / name / "timing.json").read_text())
    measured = [s for s in timing["steps"] if s["iteration"] is not None]
    busy = sum(t["gpu_busy_ns"] for t in regime["timing"])
    wall = sum(s["wall_ns"] for s in measured)
    assert model["measured_wall_ns"] == np.median([s["wall_ns"] for s in measured])
    assert regime["busy_fraction"] == pytest.approx(min(busy / wall, 1.0))
    assert (regime["reason"] is None) == (busy <= wall)
    # The Kineto run alone sees a busier CPU and an idler GPU: its profiler stretches host time.
    assert regime["kineto"]["window"]["busy_fraction"] < regime["busy_fraction"]
    # The step is the timing phase's median measured step; the profiled runs only say their stretch.
    step = regime["step"]
    assert step["source"] == "timing"
    assert step["wall_ns"] == int(np.median([s["wall_ns"] for s in measured]))
    assert step["host_ns"] == int(np.median([s["host_ns"] for s in measured]))
    assert set(step["stretch"]) == {"kineto", "nsys"} and all(v > 1 for v in step["stretch"].values())


def test_kernel_time_that_outlasts_the_unprofiled_step_is_a_busy_gpu_and_says_so() -> None:
    """The compiled LSTM's kernels ran back to back: under Kineto they took 5% longer than the
    whole step took with no profiler. A fraction above 1 means nothing; 1 with both numbers does."""
    regime = _regime_of(SHIPPED / "lstm_sequence_encoder_compiled")
    assert regime["busy_fraction"] == 1.0 and regime["verdict"] == LIVE_REGIMES["lstm_sequence_encoder_compiled"]
    assert regime["reason"] == host_time.OUTLASTS.format(busy=9735989, wall=9272639, ratio=9735989 / 9272639)
    assert "1.050x" in regime["reason"]
    assert all(0 < t["busy_fraction"] <= 1.0 for t in regime["timing"])
    assert max(t["gpu_busy_ns"] / t["wall_ns"] for t in regime["timing"]) > 1  # so some step was capped


def test_the_timing_phase_is_the_least_perturbed_capture_on_gpt2_and_matmul_add_64() -> None:
    for name in ("gpt2", "matmul_add_64"):
        perturbation = _regime_of(SHIPPED / name)["perturbation"]
        assert perturbation["timing"]["times_timing"] == 1.0
        assert perturbation["kineto"]["times_timing"] > 1.5 and perturbation["nsys"]["times_timing"] > 1.5


def test_gpu_busy_of_a_timed_step_is_its_own_kernels_over_its_wall_time() -> None:
    bundle = SHIPPED / "matmul_add_4096"
    regime = _regime_of(bundle)
    tables = kineto.read_trace(bundle / "kineto.json.gz")
    manifest = json.loads((bundle / "capture.json").read_text())
    window = kineto_window(tables.ops, tables.launches, tables.kernels, manifest, bundle)
    for timed in regime["timing"]:
        own = window[window["iteration"] == timed["iteration"]]
        assert timed["gpu_busy_ns"] == int((own["end_ns"] - own["start_ns"]).sum())  # one stream, no overlap
        assert timed["busy_fraction"] == timed["gpu_busy_ns"] / timed["wall_ns"]


def test_a_bundle_without_a_timing_phase_takes_the_less_stretched_runs_verdict_and_says_why() -> None:
    """matmul_add_4096 without its timing phase: Kineto's first step holds the profiler's start
    (2.7 ms on aten::mm's first call, 34 times the step as it was counted); left out, Kineto
    stretches the step less than nsys, so the Kineto timeline times the step and gives the one
    verdict; nsys only says its stretch."""
    regime = _regime_of(SHIPPED / "matmul_add_4096", timed=False)
    perturbation = regime["perturbation"]
    bundle = SHIPPED / "matmul_add_4096"
    raw = [e for e in kineto.load_trace(bundle / "kineto.json.gz")["traceEvents"] if e.get("ph") == "X"]
    markers = sorted(
        (e for e in raw if e["name"].startswith("opprof:iteration:") and e["cat"] == "user_annotation"),
        key=lambda e: e["ts"],
    )
    mm = sorted((e for e in raw if e["name"] == "aten::mm"), key=lambda e: e["ts"])
    # aten::mm launches its kernel through one driver call inside it; the rest is its Self CPU.
    own = [
        m["dur"]
        - sum(c["dur"] for c in raw if c is not m and c["tid"] == m["tid"] and m["ts"] <= c["ts"] < m["ts"] + m["dur"])
        for m in mm
    ]
    removed = own[0] - float(np.median(own[1:]))
    kineto_host = [markers[0]["dur"] - removed, markers[1]["dur"]]
    assert perturbation["kineto"]["median_host_ns"] == pytest.approx(1e3 * float(np.median(kineto_host)), abs=10)
    assert perturbation["kineto"]["median_host_ns"] < perturbation["nsys"]["median_host_ns"]
    assert regime["source"] == host_time.FROM_CRITICAL_PATH and regime["timing"] is None
    assert "from the kineto run, the less stretched" in regime["reason"]
    assert regime["step_model"]["reference"] == "kineto" and "no timing phase" in regime["step_model"]["reason"]
    step = regime["step"]
    assert step["source"] == "kineto" and step["host_ns"] == perturbation["kineto"]["median_host_ns"]
    assert step["stretch"]["nsys"] == pytest.approx(
        perturbation["nsys"]["median_host_ns"] / perturbation["kineto"]["median_host_ns"]
    )
    assert step["wall_ns"] == int(np.median([s["wall_ns"] for s in step["steps"]]))
    assert regime["busy_fraction"] == pytest.approx(
        sum(s["gpu_busy_ns"] for s in step["steps"]) / sum(s["wall_ns"] for s in step["steps"])
    )


def test_without_nsys_markers_and_timing_the_kineto_run_times_the_step() -> None:
    bundle = SHIPPED / "mlp_activations"
    tables = kineto.read_trace(bundle / "kineto.json.gz")
    manifest = json.loads((bundle / "capture.json").read_text())
    window = kineto_window(tables.ops, tables.launches, tables.kernels, manifest, bundle)
    events = host_time.host_events(tables.ops, tables.calls, bundle)
    no_markers = pd.DataFrame(columns=host_parts.NSYS_COLUMNS)
    no_kernels = pd.DataFrame(columns=["iteration", "start_ns", "end_ns"])
    no_calls = tables.calls.iloc[:0]
    memory = kineto.memory_ops(kineto.load_trace(bundle / "kineto.json.gz"))
    regime = host_time.regime(
        tables.ops, tables.launches, window, events, no_markers, no_kernels, None, no_calls, memory, window, bundle
    )
    assert regime["source"] == host_time.FROM_KINETO and regime["step"]["source"] == "kineto"
    assert regime["step_model"]["verdict"] is None and "nothing to replay" in regime["step_model"]["reason"]
    assert regime["timing"] is None and regime["nsys"] is None
    assert regime["verdict"] is not None


def test_timing_file_of_other_iterations_is_refused_in_one_line(tmp_path: Path) -> None:
    timing = json.loads((SHIPPED / "gpt2" / "timing.json").read_text())
    path = tmp_path / "timing.json"
    path.write_text(json.dumps(timing))
    with pytest.raises(
        OpprofError, match=r"timing\.json: times measured iterations \[0, 1\]; capture\.json says 0 \.\. 2"
    ):
        read_timing(path, 3)
    timing["steps"][-1]["host_ns"] = timing["steps"][-1]["wall_ns"] + 1
    path.write_text(json.dumps(timing))
    with pytest.raises(OpprofError, match="host time exceeds its wall time"):
        read_timing(path, 2)


# Signals under the regime -----------------------------------------------------------------------


def _facts(**changes: Any) -> pd.DataFrame:
    row = {
        "family": "aten::mm",
        "invocations": 2,
        "kernel_count": 2,
        "high_kernels": 2,
        "duration_ns": 3840,
        "median_kernel_ns": 1920.0,
        "median_idle_before_ns": float("nan"),
        "idle_before_ns": 0.0,
        "share_of_window_time": 0.48,
        "kernel_names": ("nvjet_sm90_tst_64x8_64x16_1x4_h_bz_NNT",),
        "c_tensor_pipe_active_pct": 0.56,
        "c_achieved_occupancy_pct": 14.5,
        "c_issue_active_pct": 22.7,
    }
    return pd.DataFrame([{**row, **changes}])


def test_overhead_bound_window_ranks_counter_findings_below_the_regime() -> None:
    regime = _regime_of(SHIPPED / "matmul_add_64")
    findings = find_signals(_facts(), regime)
    assert findings[0].rule == "overhead_bound" and findings[0].severity == "high"
    assert findings[0].numbers == {"busy_fraction": regime["busy_fraction"]}
    rest = findings[1:]
    assert {f.rule for f in rest} == {"gemm_too_small_for_tensor_cores", "low_occupancy"}
    assert all(f.severity == "low" and f.evidence.endswith(OVERHEAD_NOTE) for f in rest)
    # The same operator in a GPU-bound step keeps its severity and gets no regime finding.
    # Neither estimates a saving without a roof in these facts: the more severe ranks first.
    compute = find_signals(_facts(), {**regime, "verdict": "GPU-bound"})
    assert [(f.rule, f.severity) for f in compute] == [
        ("low_occupancy", "medium"),
        ("gemm_too_small_for_tensor_cores", "low"),
    ]


def test_gemm_rule_tells_tensor_cores_unused_from_a_gemm_too_small_for_them() -> None:
    simt = find_signals(
        _facts(
            kernel_names=(
                "sm80_xmma_gemm_f32f32_f32f32_f32_nn_n_tilesize32x32x8_stage3_warpsize1x2x1_ffma_aligna4_alignc4_execute_kernel__5x_cublas",
            )
        )
    )
    assert "tensor_pipe_idle_gemm" in {f.rule for f in simt}
    assert "gemm_too_small_for_tensor_cores" not in {f.rule for f in simt}
    small = find_signals(_facts())
    assert "gemm_too_small_for_tensor_cores" in {f.rule for f in small}
    assert "tensor_pipe_idle_gemm" not in {f.rule for f in small}
    # A Tensor Core GEMM keeping its pipe busy is neither.
    busy = find_signals(_facts(c_tensor_pipe_active_pct=10.0))
    assert not {"gemm_too_small_for_tensor_cores", "tensor_pipe_idle_gemm"} & {f.rule for f in busy}


def test_one_call_launching_many_kernels_itself_is_an_opaque_library_call() -> None:
    lstm = _facts(
        family="aten::_cudnn_rnn",
        invocations=2,
        kernel_count=1032,
        high_kernels=1032,
        kernel_names=("RNN_blockPersist_fp_GRU",),
    )
    (finding,) = [f for f in find_signals(lstm) if f.rule == "opaque_library_call"]
    assert finding.numbers == {"kernels_per_call": 516.0, "kernel_count": 1032, "calls": 2}
    assert not [f for f in find_signals(_facts(kernel_count=98, high_kernels=98)) if f.rule == "opaque_library_call"]
    assert [f for f in find_signals(_facts(kernel_count=100, high_kernels=100)) if f.rule == "opaque_library_call"]
    # Kernels a CUDA graph replayed (medium tier) are the graph's, not one library call's.
    replayed = _facts(family="CompiledFunction", kernel_count=314, high_kernels=0)
    assert not [f for f in find_signals(replayed) if f.rule == "opaque_library_call"]


# What torch.compile costs -----------------------------------------------------------------------


def test_compile_cost_at_4096_is_host_time_that_the_saved_gpu_time_does_not_repay() -> None:
    bundle = SHIPPED / "matmul_add_4096_compiled"
    compiled, eager = _regime_of(bundle), _regime_of(SHIPPED / "matmul_add_4096")
    tables = kineto.read_trace(bundle / "kineto.json.gz")
    events = host_time.host_events(tables.ops, tables.calls, bundle)
    manifest = json.loads((bundle / "capture.json").read_text())
    cost = host_time.compile_cost(events, compiled, manifest["compile"], ("matmul_add_4096", eager))
    assert cost["first_call"] == manifest["compile"] and manifest["compile"]["graphs"] == 1
    saved = cost["eager"]["saved_per_step"]
    assert saved["gpu_busy_ns"] > 0  # one fused addmm instead of mm + add
    assert saved["host_ns"] < 0 and saved["wall_ns"] < 0  # guards and the compiled call cost more than that
    per_step = cost["kineto_per_step"]
    assert 0 < per_step["cache_lookup_ns"] < per_step["graph_call_ns"] < per_step["compiled_region_ns"]
    alone = host_time.compile_cost(events, compiled, manifest["compile"], None)
    assert alone["eager"] is None and alone["reason"] == host_time.NO_EAGER

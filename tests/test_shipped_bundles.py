"""The bundles the live workflow captured on the H200 (captures/h200/): the gate passes on each and
every window kernel is attributed; layer dedup on GPT-2's real module ranges; Inductor's fusion
map on real GPU output; provenance of propagated counters."""

from __future__ import annotations

import gzip
import json
import re
import sqlite3
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from conftest import LIVE_REGIMES, MODEL_MISSES, REPO, SHIPPED, TRAINING
from gpt2_layers import plan_from_timeline

from opprof.analysis import step_model
from opprof.analysis.gate import capture_sequence, nsys_sequence
from opprof.analysis.sequence_dedup import ReplayCost
from opprof.analysis.window import marker_manifest, nsys_window
from opprof.bundle.replay_plan import load_plan
from opprof.errors import OpprofError
from opprof.findings import plan as planning
from opprof.ingest import nsys
from opprof.ingest.ncu import read_ncu
from opprof.stages.replay import validate_replay

NAMES = sorted(p.parent.name for p in SHIPPED.glob("*/capture.json"))
COUNTERS = "c_"
STALLS = "c_stall_"


@pytest.fixture(scope="module")
def results(shipped_run: Path) -> Path:
    """Every shipped bundle profiled by the real workflow in one run."""
    return shipped_run / "results"


def profile_of(results: Path, name: str) -> dict[str, Any]:
    document: dict[str, Any] = json.loads((results / name / "profile.json").read_text())
    return document


def test_the_published_workloads_are_shipped() -> None:
    assert {"gpt2", "gpt2_compiled", "sdpa_attention", "lstm_sequence_encoder"} <= set(NAMES)
    assert {f"matmul_add_{n}{variant}" for n in (64, 4096) for variant in ("", "_compiled")} <= set(NAMES)
    assert {"my_model", "my_model_train", "my_loop"} <= set(NAMES)  # the examples
    assert "gpt2_compiled_cudagraphs" in NAMES


@pytest.mark.parametrize("name", NAMES)
def test_gate_passes_and_every_window_kernel_is_attributed(results: Path, name: str) -> None:
    profile = profile_of(results, name)
    manifest = profile["capture"]["manifest"]
    assert manifest["name"] == name
    assert manifest["clocks"]["mode"] == "observe"
    assert manifest["window"] == {"method": "markers"}
    tools = ["nsys", "ncu"] if manifest["files"]["ncu"] else ["nsys"]
    assert {manifest["software"][tool] for tool in tools} == {"2025.3.1.0"}
    assert profile["gate"]["status"] == "passed"
    collector = (
        ["ncu[all]"]
        if manifest["files"]["ncu"]
        else ["cupti (CTAs and warps per kernel)"]
        if manifest["files"].get("cupti")
        else []
    )
    assert profile["gate"]["compared"] == ["kineto", *collector]
    kernels = pd.read_parquet(results / name / "kernels.parquet")
    assert len(kernels) == profile["window"]["kernels"] == kernels["nsys_kernel_index"].nunique()
    assert profile["coverage"]["unattributed"]["kernels"] == 0
    assert profile["coverage"]["total"]["time_ns"] == profile["window"]["kernel_time_ns"]


def triton_kernels(results: Path, name: str) -> tuple[pd.DataFrame, float]:
    """A profile's Triton kernels and the share of their time whose ``fused_with`` names aten ops."""
    kernels = pd.read_parquet(results / name / "kernels.parquet")
    triton = kernels[kernels["demangled_name"].astype(str).str.startswith("triton_")]
    fused = triton["fused_with"].map(lambda ops: ops is not None and len(ops) > 0)
    return triton, triton.loc[fused, "duration_ns"].sum() / triton["duration_ns"].sum()


def test_gpt2_compiled_triton_time_is_mapped_to_the_aten_ops_inductor_fused(results: Path) -> None:
    triton, share = triton_kernels(results, "gpt2_compiled")
    assert len(triton) == 146
    assert share >= 0.9, share
    assert all(op.startswith("aten::") for ops in triton["fused_with"] for op in ops)
    # Inductor fills fused_with without changing a tier: these were attributed by NVTX enclosure.
    assert set(triton["confidence"]) == {"medium"}


# Inductor lowers y = x @ w + b to one cuBLAS GEMM with a bias epilogue: no Triton kernel to map.
EXTERN_ONLY = ["matmul_add_64_compiled", "matmul_add_4096_compiled"]


@pytest.mark.parametrize("name", [n for n in NAMES if (SHIPPED / n / "inductor").is_dir() and n not in EXTERN_ONLY])
def test_most_triton_time_of_every_compiled_bundle_names_its_aten_ops(results: Path, name: str) -> None:
    triton, share = triton_kernels(results, name)
    assert len(triton) and share >= 0.9


@pytest.mark.parametrize("name", EXTERN_ONLY)
def test_compiled_matmul_add_runs_one_gemm_with_the_bias_fused_per_iteration(results: Path, name: str) -> None:
    compiled = pd.read_parquet(results / name / "kernels.parquet")
    eager = pd.read_parquet(results / name.removesuffix("_compiled") / "kernels.parquet")
    assert len(compiled) == 2 and len(eager) == 4  # two measured iterations
    assert set(compiled["operator_name"].astype(str)) == {"aten::addmm"}
    assert set(eager["operator_name"].astype(str)) == {"aten::mm", "aten::add"}
    assert not compiled["demangled_name"].astype(str).str.startswith("triton_").any()
    assert "extern_kernels.addmm" in "".join(
        p.read_text() for p in (SHIPPED / name / "inductor").rglob("output_code.py")
    )


def test_a_compiled_lstm_that_dynamo_skipped_profiles_as_eager(results: Path) -> None:
    """Dynamo traces no graph of a frame holding an nn.LSTM: the H200 capture says so, has no
    Inductor output, and attributes its kernels as the eager capture does."""
    profile = profile_of(results, "lstm_sequence_encoder_compiled")
    manifest = profile["capture"]["manifest"]
    assert manifest["workload"]["compiled_graphs"] == 0 and manifest["files"]["inductor"] is None
    eager = profile_of(results, "lstm_sequence_encoder")
    assert profile["window"]["kernels"] == eager["window"]["kernels"] == 1582
    assert profile["coverage"]["high"]["kernels"] == eager["coverage"]["high"]["kernels"]


def gpt2_plan() -> tuple[Any, pd.DataFrame]:
    sqlite = SHIPPED / "gpt2" / "nsys.sqlite"
    kernels, ranges = nsys.read_kernels(sqlite), nsys.read_ranges(sqlite)
    modules = json.loads((SHIPPED / "gpt2" / "modules.json").read_text())
    return plan_from_timeline(kernels, ranges, modules, sqlite), ranges


def test_real_module_ranges_fold_gpt2_into_one_block_and_its_layer_norms() -> None:
    planned, ranges = gpt2_plan()
    assert (ranges["kind"] == "module").sum() == 2 * 149  # every module forward, both iterations
    classes = planned.layers.groupby("class_id")["module_name"].apply(list).tolist()
    assert classes == [[f"h.{b}" for b in range(12)], ["h.0.ln_1", "h.0.ln_2", "ln_f"]]
    assert planned.notes == ["ncu profiles 23 of 468 kernels: iteration 0 of 2, 13 duplicate layers excluded"]
    captured = json.loads((SHIPPED / "gpt2" / "replay_plan.json").read_text())
    assert {k: v for k, v in captured.items() if k != "notes"} == planned.plan
    assert planned.plan["ncu_kernels"] == 23


@pytest.mark.parametrize("name", [n for n in NAMES if (SHIPPED / n / "replay_plan.json").is_file()])
def test_the_captured_plan_is_what_layer_dedup_computes_from_the_bundle(name: str) -> None:
    sqlite = SHIPPED / name / "nsys.sqlite"
    modules = json.loads((SHIPPED / name / "modules.json").read_text())
    captured = json.loads((SHIPPED / name / "replay_plan.json").read_text())
    cost = captured.get("sequence_dedup")  # the replay cost it was planned with, where sequence dedup ran
    sequence = None if cost is None else ReplayCost(cost["run_s"], cost["kernel_s"])
    kernels, ranges = nsys.read_kernels(sqlite), nsys.read_ranges(sqlite)
    planned = plan_from_timeline(kernels, ranges, modules, sqlite, sequence=sequence)
    assert (captured["measured"], captured["propagated"]) == (planned.plan["measured"], planned.plan["propagated"])


def test_a_layer_inside_the_representative_block_propagates_through_the_chain(tmp_path: Path) -> None:
    planned, _ = gpt2_plan()
    (tmp_path / "plan.json").write_text(json.dumps(planned.plan))
    plan = load_plan(tmp_path / "plan.json", 468)
    assert len(plan.measured_positions) == 23
    table = plan.propagation.set_index("position")
    # h.1.ln_2 (position 31) repeats h.0.ln_2 (12), itself a repeat of h.0.ln_1 (5), which ncu measured.
    assert table.loc[31, "source_position"] == 5
    assert table.loc[31, "reason"] == "layer h.1 repeats h.0 (GPT2Block); layer h.0.ln_2 repeats h.0.ln_1 (LayerNorm)"
    assert set(table["source_position"]) <= set(plan.measured_positions)


def test_propagated_counters_come_from_a_measured_kernel_and_say_so(results: Path) -> None:
    kernels = pd.read_parquet(results / "gpt2" / "kernels.parquet").set_index("position")
    measured = kernels[kernels["counter_provenance"] == "measured"]
    propagated = kernels[kernels["counter_provenance"] == "propagated"]
    assert (len(measured), len(propagated)) == (23, 445)
    assert measured["propagated_from_position"].isna().all() and measured["propagation_reason"].isna().all()
    sources = propagated["propagated_from_position"].astype(int)
    assert set(sources) <= set(measured.index)
    assert propagated["propagation_reason"].str.len().gt(0).all()
    counters = [c for c in kernels.columns if c.startswith(COUNTERS)]
    copied = kernels.loc[sources, counters].to_numpy(dtype=float)
    np.testing.assert_array_equal(propagated[counters].to_numpy(dtype=float), copied)
    # Durations are nsys's own, never copied: each propagated kernel keeps its measured time.
    assert not np.array_equal(propagated["duration_ns"].to_numpy(), kernels.loc[sources, "duration_ns"].to_numpy())


@pytest.mark.parametrize("name", ["lstm_sequence_encoder", "lstm_sequence_encoder_compiled"])
def test_the_lstm_has_every_counter_from_twelve_measured_kernels(results: Path, name: str) -> None:
    """Sequence dedup replays one time step per run class; every other kernel copies its counters
    from a measured one of identical launch identity, and says why."""
    kernels = pd.read_parquet(results / name / "kernels.parquet")
    assert len(kernels) == 1582
    provenance = kernels["counter_provenance"].astype(str).value_counts().to_dict()
    assert provenance == {"propagated": 1570, "measured": 12}
    # ncu's warp states (stall_*) came after the shipped bundles' request: null, not collected.
    counters = [c for c in kernels.columns if c.startswith(COUNTERS) and not c.startswith(STALLS)]
    assert kernels[counters].notna().all().all() and kernels.filter(like=STALLS).isna().all().all()
    propagated = kernels[kernels["counter_provenance"] == "propagated"]
    sources = kernels.loc[propagated["propagated_from_position"].astype(int)]
    assert (sources["counter_provenance"] == "measured").all()
    assert (propagated["name_key"].to_numpy() == sources["name_key"].to_numpy()).all()
    by_sequence = propagated["propagation_reason"].str.contains("the launch sequence repeats")
    assert by_sequence.sum() == 2 * 779
    for counter in profile_of(results, name)["counters"]:
        collected = [r["status"] for r in counter["resolution"]] != ["not_collected"]
        assert collected != counter["name"].startswith("stall_"), counter["name"]


def test_ncu_prints_mangled_names_for_cpp_kernels_only_and_the_gate_compares_both_kinds() -> None:
    sqlite = SHIPPED / "gpt2" / "nsys.sqlite"
    window = nsys_window(nsys.read_kernels(sqlite), nsys.read_ranges(sqlite), marker_manifest(2), sqlite)
    ncu, _ = read_ncu(SHIPPED / "gpt2" / "ncu" / "all.csv.gz", "all", "gh100")
    other = capture_sequence("ncu[all]", ncu)
    # cuBLAS's sm80_xmma_gemm_* kernels are C-linkage: no mangled name, compared by key.
    assert other.name_kind == "mangled"
    assert ncu["mangled_name"].isna().sum() == 3 and ncu["mangled_name"].notna().sum() == 20
    reference = nsys_sequence(window, "mangled", sqlite)
    assert reference.name.str.startswith("_Z").sum() == 2 * 234 - window["mangled_name"].str.startswith("sm80").sum()
    with pytest.raises(OpprofError, match="nsys export records none"):
        nsys_sequence(window.assign(mangled_name=pd.NA), "mangled", sqlite)


def test_the_h200_validation_report_is_what_its_ncu_runs_say(results: Path, tmp_path: Path) -> None:
    """benchmarks/h200/gpt2 keeps the live validation run's full and repeated ncu replays (the
    optimized one is the shipped bundle's): the committed report follows from them."""
    live = REPO / "benchmarks" / "h200" / "gpt2"
    out = tmp_path / "replay_validation.json"
    tables = results / "gpt2" / "tables"
    validate_replay(
        str(tables / "capture.json"),
        str(results / "gpt2" / "kernels.parquet"),
        str(tables / "window.parquet"),
        str(tables / "nsys_kernels.parquet"),
        str(live / "ncu_full.csv.gz"),
        str(live / "ncu_all.json"),
        str(live / "ncu_full.json"),
        str(live / "ncu_repeat.csv.gz"),
        str(live / "ncu_repeat.json"),
        str(out),
    )
    assert json.loads(out.read_text()) == json.loads((live / "replay_validation.json").read_text())


def _kernels_launched_inside_markers(sqlite: Path) -> tuple[int, int]:
    """Independently of opprof's readers (sqlite3 on the export): kernels whose launch call starts
    inside an ``opprof:iteration:<k>`` NVTX range of the same process, from any thread, and those
    launched from the marker's own thread."""
    with sqlite3.connect(f"file:{sqlite}?mode=ro", uri=True) as conn:
        ranges = conn.execute(
            "SELECT n.start, n.end, n.globalTid, coalesce(n.text, s.value) FROM NVTX_EVENTS n"
            " LEFT JOIN StringIds s ON s.id = n.textId"
        ).fetchall()
        launches = conn.execute(
            "SELECT r.start, r.globalTid FROM CUPTI_ACTIVITY_KIND_KERNEL k"
            " JOIN CUPTI_ACTIVITY_KIND_RUNTIME r ON r.correlationId = k.correlationId"
        ).fetchall()
    # emit_nvtx repeats each marker as "<text>, op_id = <n>": only the harness's own range counts.
    markers = [(a, b, tid) for a, b, tid, text in ranges if re.fullmatch(r"opprof:iteration:\d+", text or "")]
    process = 0xFFFFFF << 24  # globalTid packs the pid above bit 24
    inside = [
        (tid, marker_tid)
        for start, tid in launches
        for first, last, marker_tid in markers
        if tid & process == marker_tid & process and first <= start <= last
    ]
    return len(inside), sum(tid == marker_tid for tid, marker_tid in inside)


@pytest.mark.parametrize("name", sorted(TRAINING))
def test_a_training_step_keeps_the_kernels_autograd_launches_from_its_own_thread(results: Path, name: str) -> None:
    profile = profile_of(results, name)
    any_thread, marker_thread = _kernels_launched_inside_markers(SHIPPED / name / "nsys.sqlite")
    assert profile["window"]["kernels"] == any_thread == TRAINING[name]
    assert marker_thread < any_thread  # backward runs on autograd's thread
    attributed = profile["coverage"]["high"]["time_share"] + profile["coverage"]["medium"]["time_share"]
    assert attributed >= 0.95 and profile["coverage"]["unattributed"]["kernels"] == 0


@pytest.mark.parametrize(
    ("name", "evidence"),
    [
        ("gpt2_train", {"marker"}),
        ("my_model_train", {"nvtx_range", "autograd_thread"}),
        ("my_loop", {"nvtx_range", "autograd_thread"}),
    ],
)
def test_a_training_step_splits_into_forward_backward_and_optimizer(
    results: Path, name: str, evidence: set[str]
) -> None:
    """Marked by opprof.phase (the built-in), or told apart by autograd's nodes and Optimizer.step
    ranges (the examples, which mark nothing); on every thread, so backward launches from autograd's."""
    phases = profile_of(results, name)["phases"]
    kernels = pd.read_parquet(results / name / "kernels.parquet")
    assert sum(p["kernels"] for p in phases.values()) == len(kernels)
    assert all(phases[part]["kernels"] > 0 for part in ("forward", "backward", "optimizer"))
    assert set(phases["backward"]["evidence"]) <= evidence
    assert sum(phases["backward"]["evidence"].values()) == phases["backward"]["kernels"]
    assert phases["optimizer"]["evidence"] == {min(evidence - {"autograd_thread"}): phases["optimizer"]["kernels"]}
    main_thread = kernels.loc[kernels["step_phase"] == "forward", "launch_tid"].mode().iloc[0]
    backward = kernels[kernels["step_phase"] == "backward"]
    assert (backward["launch_tid"] != main_thread).mean() > 0.9
    summary = pd.read_parquet(results / name / "operator_summary.parquet")
    split = summary[["forward_ns", "backward_ns", "optimizer_ns"]].sum(axis=1)
    assert (split == summary["duration_ns"]).all()


def test_backward_operators_name_the_forward_operator_of_their_autograd_node(results: Path) -> None:
    operators = pd.read_parquet(results / "gpt2_train" / "operators.parquet")
    backward = operators[operators["step_phase"] == "backward"]
    linked = backward[backward["forward_operator"].notna()]
    assert len(linked) > 0.6 * len(backward)
    # aten::mm in backward differentiates a forward mm or addmm; a layer norm backward its layer norm.
    pairs = set(zip(linked["operator_name"], linked["forward_operator"], strict=True))
    assert ("aten::native_layer_norm_backward", "aten::native_layer_norm") in pairs
    assert {f for o, f in pairs if o == "aten::mm"} <= {"aten::addmm", "aten::mm"}
    forward = operators[operators["step_phase"] == "forward"].set_index(["operator_name", "call_index"])
    found = linked.join(forward["iteration"].rename("forward_iteration"), on=["forward_operator", "forward_call_index"])
    known = found["forward_iteration"].notna()
    assert known.mean() > 0.7  # the rest differentiate operators that launched no kernel of their own (split, sdpa)
    assert (found.loc[known, "forward_iteration"] == found.loc[known, "iteration"]).all()


CUDA_GRAPHS = "gpt2_compiled_cudagraphs"


def _graph_kernels_in_kineto(trace: Path) -> int:
    """Independently of opprof's readers: Kineto kernels whose correlation is a cudaGraphLaunch's."""
    events = json.loads(gzip.decompress(trace.read_bytes()))["traceEvents"]
    graph_launches = {e["args"]["correlation"] for e in events if e.get("name") == "cudaGraphLaunch"}
    return sum(e.get("cat") == "kernel" and e["args"]["correlation"] in graph_launches for e in events)


def test_a_cuda_graph_replay_keeps_every_kernel_node_and_names_the_call_that_captured_it(results: Path) -> None:
    """torch.compile(mode="reduce-overhead") replays GPT-2's forward as one CUDA graph per
    iteration: 157 kernel nodes each, plus the copy of the input into the graph's buffer."""
    profile = profile_of(results, CUDA_GRAPHS)
    kernels = pd.read_parquet(results / CUDA_GRAPHS / "kernels.parquet")
    any_thread, _ = _kernels_launched_inside_markers(SHIPPED / CUDA_GRAPHS / "nsys.sqlite")
    assert profile["window"]["kernels"] == any_thread == 316
    graph = kernels[kernels["launch_api"] == "cudaGraphLaunch"]
    assert len(graph) == _graph_kernels_in_kineto(SHIPPED / CUDA_GRAPHS / "kineto.json.gz") == 2 * 157
    assert profile["coverage"]["unattributed"]["kernels"] == 0
    # The map names the Triton kernels; the cuBLAS and attention kernels the aten call of the
    # generated code that launched them when the graph was captured, under the compiled region.
    assert graph["attribution_method"].value_counts().to_dict() == {"cuda_graph_node": 168, "inductor": 146}
    replayed = graph[graph["attribution_method"] == "cuda_graph_node"]
    assert replayed["operator_stack"].str.startswith("Torch-Compiled Region: 0/0 > ").all()
    calls = replayed.groupby("operator_name")["call_index"].nunique().to_dict()
    # per iteration: 12 attention calls, 12 QKV addmm, and the three other projections' 36 mm
    assert calls == {"aten::_scaled_dot_product_efficient_attention": 24, "aten::addmm": 24, "aten::mm": 72}
    assert set(graph["confidence"]) == {"medium"}
    assert graph["c_sm_throughput_pct"].notna().all() and graph["c_dram_bytes_read"].notna().all()
    assert graph["counter_provenance"].astype(str).value_counts().to_dict() == {"measured": 157, "propagated": 157}


def test_profiles_answer_the_first_question_from_the_step_models_critical_path(results: Path) -> None:
    for name, verdict in LIVE_REGIMES.items():
        regime = profile_of(results, name)["regime"]
        outlasted = name == "lstm_sequence_encoder_compiled"  # its kernels outlast the unprofiled step
        assert regime["verdict"] == verdict and (regime["reason"] is None) != outlasted, name
        assert regime["source"].startswith("critical path of the step model"), name
        assert regime["step_model"]["reference"] == "timing", name
    # A bundle captured before the timing phase existed takes the less stretched profiled run's
    # verdict and says which and why.
    older = profile_of(results, "mlp_activations")["regime"]
    stretched = older["perturbation"]
    chosen = min(("nsys", "kineto"), key=lambda run: stretched[run]["median_host_ns"])
    assert older["step"]["source"] == chosen and older["reason"].startswith("no timing phase in this bundle")
    assert older["step_model"]["reference"] == "kineto" and "no timing phase" in older["step_model"]["reason"]
    assert f"from the {chosen} run, the less stretched" in older["reason"]
    # Without a timing phase the replay (each host stretch's least over the steps) is checked
    # against the least perturbed profiled step: my_loop's first holds the profiler's start.
    loop = profile_of(results, "my_loop")["regime"]["step_model"]
    assert loop["reference"] == "kineto" and loop["measured_wall_ns"] < 0.5 * max(
        profile_of(results, "my_loop")["regime"]["perturbation"]["kineto"]["host_ns"]
    )
    assert abs(loop["error"]) <= step_model.ERROR_TARGET


def test_overhead_bound_small_gemm_is_not_called_a_tensor_core_miss(results: Path) -> None:
    signals = profile_of(results, "matmul_add_64")["signals"]
    assert signals[0]["rule"] == "overhead_bound" and signals[0]["severity"] == "high"
    rules = {(s["operator"], s["rule"]): s for s in signals}
    assert ("aten::mm", "tensor_pipe_idle_gemm") not in rules
    small = rules[("aten::mm", "gemm_too_small_for_tensor_cores")]
    assert small["severity"] == "low" and small["numbers"]["tensor_pipe_active_pct"] < 10
    # GPT-2's FP32 GEMMs ran on the SIMT path: low where the step is host-bound (both variants are,
    # on this host), saying why.
    compiled = {(s["operator"], s["rule"]): s for s in profile_of(results, "gpt2_compiled")["signals"]}
    assert compiled[("aten::mm", "tensor_pipe_idle_gemm")]["severity"] == "low"
    eager = {(s["operator"], s["rule"]): s for s in profile_of(results, "gpt2")["signals"]}
    assert eager[("aten::addmm", "tensor_pipe_idle_gemm")]["severity"] == "low"
    assert "a faster kernel buys nothing" in eager[("aten::addmm", "tensor_pipe_idle_gemm")]["evidence"]
    # In bf16 they run on the tensor cores: no tensor-core finding at all.
    bf16 = {s["rule"] for s in profile_of(results, "gpt2_bf16")["signals"]}
    assert "tensor_pipe_idle_gemm" not in bf16 and "overhead_bound" in bf16


def test_the_lstm_call_that_launches_hundreds_of_kernels_is_an_opaque_library_call(results: Path) -> None:
    signals = profile_of(results, "lstm_sequence_encoder")["signals"]
    (opaque,) = [s for s in signals if s["rule"] == "opaque_library_call"]
    assert opaque["operator"] == "aten::_cudnn_rnn" and opaque["numbers"]["kernels_per_call"] > 500


def test_compile_cost_says_what_compiling_saved_and_cost_at_each_size(results: Path) -> None:
    small = profile_of(results, "matmul_add_4096_compiled")["compile_cost"]
    assert small["eager"]["workload"] == "matmul_add_4096"
    saved = small["eager"]["saved_per_step"]
    assert saved["gpu_busy_ns"] > 0 and saved["host_ns"] < 0 and saved["wall_ns"] < 0
    gpt2 = profile_of(results, "gpt2_compiled")["compile_cost"]
    assert gpt2["first_call"]["graphs"] == 1 and gpt2["first_call"]["graph_breaks"] == 0
    assert gpt2["first_call"]["first_call_wall_s"] > 1
    assert profile_of(results, "gpt2")["compile_cost"] is None
    # gpt2_compiled and gpt2_train_compiled were captured on other H200s than their eager variants:
    # per-step times are not compared across machines.
    for name in ("gpt2_compiled", "gpt2_train_compiled"):
        cost = profile_of(results, name)["compile_cost"]
        assert cost["eager"] is None and "was captured on another GPU" in cost["reason"], name


def test_summary_lists_operators_that_launch_no_kernel_with_their_cpu_time(results: Path) -> None:
    summary = {s["operator_name"]: s for s in profile_of(results, "matmul_add_64")["operator_summary"]}
    matmul = summary["aten::matmul"]
    assert (matmul["kernel_count"], matmul["duration_ns"], matmul["calls"]) == (0, 0, 2)
    assert matmul["cpu_total_ns"] > summary["aten::mm"]["cpu_total_ns"] > summary["aten::mm"]["self_cpu_ns"] > 0


@pytest.mark.parametrize("name", ["gpt2", "gpt2_train", "matmul_add_64"])
def test_each_invocation_kineto_links_carries_that_operators_own_cpu_time(results: Path, name: str) -> None:
    document = profile_of(results, name)
    summary = {s["operator_name"]: s for s in document["operator_summary"]}
    linked = [
        o
        for o in document["operators"]
        if {"kineto_external_id", "kineto_host_nesting"} & set(o["attribution_methods"])
    ]
    assert linked and all(o["self_cpu_ns"] is not None for o in linked)
    for o in document["operators"]:
        if o["self_cpu_ns"] is not None:
            assert 0 <= o["self_cpu_ns"] <= o["cpu_total_ns"], (o["operator_name"], o["call_index"])
    # Per name, the invocations that launched kernels hold part of Kineto's total for the name,
    # and all of it where every call launched one.
    by_name: dict[str, list[int]] = {}
    for o in linked:
        by_name.setdefault(o["operator_name"], []).append(o["self_cpu_ns"])
    for op, times in by_name.items():
        total = summary[op]
        assert sum(times) <= total["self_cpu_ns"], op
        if len(times) == total["calls"]:
            assert sum(times) == total["self_cpu_ns"], op
    assert any(len(times) == summary[op]["calls"] for op, times in by_name.items())


# The step model and the plan ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def profiles(results: Path) -> dict[str, dict[str, Any]]:
    return {n: profile_of(results, n) for n in ("gpt2", "lstm_sequence_encoder", "matmul_add_4096", "gpt2_train")}


@pytest.mark.parametrize("name", ["gpt2", "lstm_sequence_encoder", "gpt2_train"])
def test_a_host_bound_step_puts_the_host_fix_first_and_kernel_fixes_after_it(
    profiles: dict[str, dict[str, Any]], name: str
) -> None:
    profile = profiles[name]
    assert profile["regime"]["verdict"] == "host-bound"
    fixes = profile["plan"]["fixes"]
    assert fixes[0]["fix"] == "cuda_graphs"
    step = profile["plan"]["step_ns"]
    # TF32 (cuBLAS's, or cuDNN's for the LSTM) saves about nothing now, and much after the graph:
    # over a tenth of the step (the LSTM's least: at 21.7 FLOP/byte its RNN would meet the DRAM roof
    # on the TF32 pipe, so its GEMMs keep 64% of their time).
    tf32 = next(f for f in fixes if f["fix"].startswith("tf32"))
    assert tf32["saving_alone_ns"] < 0.01 * step < 0.1 * step < tf32["saving_ns"]
    assert tf32["after"][0] == "cuda_graphs" and "alone it saves" in tf32["note"]


@pytest.mark.parametrize("name", ["gpt2", "lstm_sequence_encoder", "matmul_add_4096", "gpt2_train"])
def test_the_plans_savings_add_up_and_stay_within_the_step(profiles: dict[str, dict[str, Any]], name: str) -> None:
    plan = profiles[name]["plan"]
    savings = [f["saving_ns"] for f in plan["fixes"]]
    assert sum(savings) == pytest.approx(plan["step_ns"] - plan["planned_step_ns"])
    assert 0 < plan["planned_step_ns"] <= plan["step_ns"]
    assert [f["cumulative_saving_ns"] for f in plan["fixes"]] == pytest.approx(list(np.cumsum(savings)))
    # The predictions a what-if run checks include the plan's own steps.
    keys = [planning.fix_key([f["fix"] for f in plan["fixes"][: i + 1]]) for i in range(len(plan["fixes"]))]
    assert [plan["predictions"][k] for k in keys] == pytest.approx([f["step_after_ns"] for f in plan["fixes"]])


def test_the_lstm_names_cudnns_own_tf32_switch(profiles: dict[str, dict[str, Any]]) -> None:
    plan = profiles["lstm_sequence_encoder"]["plan"]
    cudnn = next(f for f in plan["fixes"] if f["fix"] == "tf32_cudnn")
    assert "torch.backends.cudnn.allow_tf32" in cudnn["action"] and cudnn["evidence"]["operators"] == [
        "aten::_cudnn_rnn"
    ]
    # cuBLAS's switch touches no GEMM of this step worth a plan entry.
    assert "tf32_matmul" not in [f["fix"] for f in plan["fixes"]]


def test_the_bias_add_after_the_gemm_is_folded_first_on_the_gpu_bound_matmul(
    profiles: dict[str, dict[str, Any]],
) -> None:
    """matmul_add_4096 keeps the GPU busy: the fix that removes a kernel comes first; the add it
    removes is the aten::add whose Input Dims, read from the raw trace, are [[4096, 4096], [4096]]."""
    profile = profiles["matmul_add_4096"]
    assert profile["regime"]["verdict"] == "GPU-bound"
    first = profile["plan"]["fixes"][0]
    assert first["fix"] == "fold_bias" and first["evidence"]["operators"] == ["aten::add"]
    trace = json.loads(gzip.decompress((SHIPPED / "matmul_add_4096" / "kineto.json.gz").read_bytes()))
    adds = [e for e in trace["traceEvents"] if e.get("name") == "aten::add" and e.get("cat") == "cpu_op"]
    assert adds and all(e["args"]["Input Dims"][:2] == [[4096, 4096], [4096]] for e in adds)
    kernels = [e for e in trace["traceEvents"] if e.get("cat") == "kernel"]
    add_kernel_ns = 1e3 * np.median([e["dur"] for e in kernels if "elementwise" in e["name"] or "add" in e["name"]])
    # Removing the add's kernel saves about its time on a GPU-bound step (the host moves earlier too).
    assert first["saving_ns"] == pytest.approx(add_kernel_ns, rel=0.5)


def test_step_model_error_is_in_the_profile_for_every_shipped_bundle_with_a_timing_phase(results: Path) -> None:
    for name in NAMES:
        if not (SHIPPED / name / "timing.json").exists():
            continue
        profile = profile_of(results, name)
        model = profile["regime"]["step_model"]
        timing = json.loads((SHIPPED / name / "timing.json").read_text())
        walls = [s["wall_ns"] for s in timing["steps"] if s["iteration"] is not None]
        assert model["measured_wall_ns"] == np.median(walls)
        assert model["error"] == pytest.approx((model["modelled_wall_ns"] - np.median(walls)) / np.median(walls))
        assert (abs(model["error"]) <= step_model.ERROR_TARGET) == (name not in MODEL_MISSES), name


def test_every_shipped_plan_stays_within_its_step(results: Path) -> None:
    for name in NAMES:
        plan = profile_of(results, name)["plan"]
        if plan["step_ns"] is None:
            continue
        assert sum(f["saving_ns"] for f in plan["fixes"]) <= plan["step_ns"], name
        assert all(f["saving_ns"] > 0 for f in plan["fixes"]), name

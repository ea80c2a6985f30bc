"""The capture harness on CPU: every eager workload runs its measured iterations inside the
``opprof:iteration:<k>`` markers of a real torch.profiler trace, and each phase wraps exactly the
measured window. CUDA-only calls (NVTX, cudaProfilerStart/Stop, synchronize) go to a recorder."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pandas as pd
import pytest
import torch

from opprof.bundle.manifest import read_timing
from opprof.bundle.markers import ITERATION_PATTERN, STEP_PHASES
from opprof.bundle.replay_plan import ProfileScope
from opprof.capture import workloads
from opprof.capture.entry import Workload, build_workload, numerics
from opprof.capture.harness import describe_workload, run_steps, session_of
from opprof.capture.session import DeviceApi, ProfilerGate, Session, device_api
from opprof.capture.spec import BUILTINS, CaptureSettings, Phase, builtin_spec
from opprof.errors import OpprofError
from opprof.ingest.kineto import load_trace
from opprof.ingest.nsys import parse_range_texts

INPUT_SHAPES = {
    "gpt2": (4, 128),
    "gpt2_bf16": (4, 128),
    "gpt2_depth48": (4, 128),
    "sdpa_attention": (8, 512, 512),
    "sdpa_attention_fused_qkv": (8, 512, 512),
    "lstm_sequence_encoder": (32, 128, 256),
    "lstm_sequence_encoder_batched": (32, 128, 256),
    "gru_sequence_encoder": (64, 96, 192),
    "conv_block": (16, 3, 64, 64),
    "depthwise_separable_conv": (16, 32, 56, 56),
    "mlp_activations": (256, 512),
    "embedding_projection": (64, 128),
    "matmul_add_64": (64, 64),
    "matmul_add_4096": (4096, 4096),
}
FORWARD_PASSES = [name for name, builtin in BUILTINS.items() if builtin.mode == "inference"]
# A 4096 x 4096 bfloat16 matmul takes minutes on a CPU: run only its small twin here (the two
# differ in N alone; the shipped bundles hold both); gpt2_bf16 is gpt2 under autocast, which
# test_the_bf16_variant_runs_gpt2_under_autocast covers; gpt2_depth48 is gpt2's layer 48 times.
CPU_RUNS = [name for name in BUILTINS if name not in ("matmul_add_4096", "gpt2_bf16", "gpt2_depth48")]
CPU_FORWARD_PASSES = [name for name in FORWARD_PASSES if name in CPU_RUNS]


def build(name: str, device: str = "cpu") -> Workload:
    return build_workload(builtin_spec(name, 0, 1), device)


def run_phase(
    workload: Workload,
    phase: Phase,
    warmup: int,
    measured: int,
    api: DeviceApi,
    trace: Path | None = None,
    modules: Path | None = None,
    scope: ProfileScope | None = None,
) -> None:
    """The harness's steps under ``phase``, with the counts and files given here."""
    session = Session(
        phase,
        warmup,
        measured,
        api,
        torch.device("cpu"),
        module=workload.model,
        eager=not workload.spec.compiled,
        name=workload.spec.name,
        trace=trace,
        scope=scope,
        ran=modules,
        describe=lambda: describe_workload(workload),
    )
    run_steps(workload, session)


def recording_api(events: list[str]) -> DeviceApi:
    @contextmanager
    def emit_nvtx() -> Iterator[None]:
        events.append("emit_nvtx on")
        yield
        events.append("emit_nvtx off")

    # Like torch.cuda.nvtx, push and pop return the nesting depth (an int, never None).
    def push(text: str) -> int:
        events.append(f"push {text}")
        return events.count("pop") - sum(e.startswith("push") for e in events)

    def pop() -> int:
        events.append("pop")
        return sum(e.startswith("push") for e in events) - events.count("pop")

    return DeviceApi(
        range_push=push,
        range_pop=pop,
        profiler_start=lambda: events.append("profiler start"),
        profiler_stop=lambda: events.append("profiler stop"),
        emit_nvtx=emit_nvtx,
        synchronize=lambda: events.append("sync"),
    )


def logged(workload: Workload, events: list[str], *names: str) -> Workload:
    """Log the forward of the named modules ('' is the model) into ``events``."""
    for name, module in workload.model.named_modules():
        if name in names:
            module.register_forward_hook(lambda *_, name=name: events.append(f"forward {name}"))
    return workload


@pytest.fixture
def mlp() -> Workload:
    return build("mlp_activations", "cpu")


@pytest.mark.parametrize("name", FORWARD_PASSES)
def test_every_forward_workload_builds_its_published_input(name: str) -> None:
    model, inputs = getattr(workloads, name)(torch.device("cpu"))
    assert isinstance(model, torch.nn.Module)
    assert tuple(inputs[0].shape) == INPUT_SHAPES[name]


@pytest.mark.parametrize("name", CPU_RUNS)
def test_every_workload_runs_its_measured_iterations_inside_markers(name: str, tmp_path: Path) -> None:
    workload = build(name, "cpu")
    trace = tmp_path / "kineto.json.gz"
    run_phase(workload, "kineto", warmup=0, measured=1, api=device_api(torch.device("cpu")), trace=trace)
    events = load_trace(trace)["traceEvents"]
    markers = [e for e in events if e.get("name") == "opprof:iteration:0" and e.get("cat") == "user_annotation"]
    assert len(markers) == 1
    start, end = markers[0]["ts"], markers[0]["ts"] + markers[0]["dur"]
    inside = [e for e in events if e.get("cat") == "cpu_op" and start <= e["ts"] <= end]
    assert any(e["name"].startswith("aten::") for e in inside)


def test_the_bf16_variant_runs_gpt2_under_autocast() -> None:
    spec = builtin_spec("gpt2_bf16", 0, 1)
    assert (spec.entry, spec.dtype) == ("opprof.capture.workloads:gpt2_bf16", "bfloat16")
    assert numerics(spec)["autocast"] is True
    assert builtin_spec("gpt2_bf16_compiled", 0, 1).dtype == "bfloat16"
    assert builtin_spec("gpt2", 0, 1).dtype == "float32"


def seeded(build_model: type[torch.nn.Module]) -> torch.nn.Module:
    torch.manual_seed(0)
    return build_model().eval()


def test_fused_qkv_attention_computes_what_the_three_projections_compute() -> None:
    base = seeded(workloads.SdpaAttention)
    fused = workloads.SdpaAttentionFusedQkv()
    fused.load_state_dict(
        {
            **{k: v for k, v in base.state_dict().items() if k.split(".")[0] not in ("q", "k", "v")},
            "qkv.weight": torch.cat([base.q.weight, base.k.weight, base.v.weight]),
        }
    )
    x = torch.randn(2, 16, 512)
    with torch.no_grad():
        torch.testing.assert_close(fused(x), base(x))
        assert not torch.allclose(fused(x), base(x + 1))


def test_the_batched_lstm_computes_what_cudnns_lstm_computes() -> None:
    """Same seed, same parameters: the written-out LSTM (one input GEMM per layer) is nn.LSTM."""
    base, batched = seeded(workloads.LstmSequenceEncoder), seeded(workloads.LstmBatchedInput)
    x = torch.randn(4, 9, 256)
    with torch.no_grad():
        torch.testing.assert_close(batched(x), base(x), rtol=1e-4, atol=1e-5)
        assert not torch.allclose(batched(x), base(x.flip(1)), rtol=1e-4, atol=1e-5)


def recording_outputs(workload: Workload) -> tuple[Workload, list[object]]:
    """The workload with every call's return value recorded."""
    outputs: list[object] = []

    def recorded() -> object:
        output = workload.iterate()
        # GPT-2 also returns its key/value cache, which assert_close cannot compare.
        outputs.append(getattr(output, "last_hidden_state", output))
        return output

    return dataclasses.replace(workload, iterate=recorded), outputs


@pytest.mark.parametrize("name", CPU_FORWARD_PASSES)
@pytest.mark.parametrize("phase", ["nsys", "ncu"])
def test_phase_hooks_leave_every_module_input_and_output_as_it_was(name: str, phase: Phase) -> None:
    """A forward hook's return value replaces the module's input or output, and the NVTX calls return
    depths: the module ranges (nsys) and the profiler gate (ncu scope) must change nothing."""
    plain, expected = recording_outputs(build(name, "cpu"))
    run_phase(plain, "plain", 0, 1, recording_api([]))
    hooked, seen = recording_outputs(build(name, "cpu"))
    excluded = tuple(n for n, _ in hooked.model.named_children())[:1]
    scope = ProfileScope(iteration=0, exclude_modules=excluded) if phase == "ncu" else None
    run_phase(hooked, phase, 0, 1, recording_api([]), modules=None, scope=scope)
    torch.testing.assert_close(seen, expected)


def test_a_training_step_marks_its_forward_backward_and_optimizer_inside_the_iteration(tmp_path: Path) -> None:
    workload = build("gpt2_train", "cpu")
    before = [p.detach().clone() for p in workload.model.parameters()]
    trace = tmp_path / "kineto.json.gz"
    run_phase(workload, "kineto", warmup=0, measured=1, api=device_api(torch.device("cpu")), trace=trace)
    events = load_trace(trace)["traceEvents"]
    marked = {e["name"]: e for e in events if e.get("cat") == "user_annotation" and e["name"].startswith("opprof:")}
    assert set(marked) == {"opprof:iteration:0", *(f"opprof:phase:{part}" for part in STEP_PHASES)}
    iteration = marked["opprof:iteration:0"]
    parts = [marked[f"opprof:phase:{part}"] for part in STEP_PHASES]
    assert [p["ts"] for p in parts] == sorted(p["ts"] for p in parts)
    assert all(iteration["ts"] <= p["ts"] and p["ts"] + p["dur"] <= iteration["ts"] + iteration["dur"] for p in parts)
    # On a CPU autograd runs backward on the calling thread; on a GPU on its own (the shipped
    # gpt2_train bundle), which is why windows take kernels from every thread.
    backward, phase = [e for e in events if e.get("cat") == "cpu_op" and "Backward0" in e["name"]], parts[1]
    assert backward and all(phase["ts"] <= e["ts"] <= phase["ts"] + phase["dur"] for e in backward)
    assert any(not torch.equal(a, b) for a, b in zip(before, workload.model.parameters(), strict=True))


def test_warmup_and_measured_counts_are_honoured(mlp: Workload) -> None:
    events: list[str] = []
    run_phase(logged(mlp, events, ""), "plain", warmup=2, measured=3, api=recording_api(events))
    assert events == [
        "forward ",
        "forward ",
        "sync",
        *[e for k in range(3) for e in (f"push opprof:iteration:{k}", "forward ", "pop")],
        "sync",
    ]


def test_timing_phase_times_every_step_with_no_marker_and_a_sync_after_each(mlp: Workload, tmp_path: Path) -> None:
    events: list[str] = []
    timing = tmp_path / "timing.json"
    run_phase(logged(mlp, events, ""), "timing", warmup=2, measured=3, api=recording_api(events), trace=timing)
    # No NVTX range, no profiler: a step, then the sync that ends its wall time (and the window's).
    assert not [e for e in events if e.startswith(("push", "profiler", "emit_nvtx"))]
    assert events == ["forward ", "sync", "forward ", "sync", "sync", *["forward ", "sync"] * 3, "sync"]
    document = read_timing(timing, measured=3)
    assert [(s["step"], s["iteration"]) for s in document["steps"]] == [(0, None), (1, None), (2, 0), (3, 1), (4, 2)]
    assert all(0 < s["host_ns"] <= s["wall_ns"] for s in document["steps"])
    assert document["dynamo"] is None  # an eager model


def test_the_timing_phase_times_twenty_measured_steps_whatever_the_workload_measures(
    mlp: Workload, tmp_path: Path
) -> None:
    """It runs no profiler, so it times timing_steps (20) measured steps where the profiled
    phases measure 2; timing.json names its workload."""
    timing = tmp_path / "timing.json"
    settings = CaptureSettings("timing", builtin_spec("mlp_activations", 2, 2), trace=str(timing))
    session = session_of(mlp, settings, torch.device("cpu"))
    run_steps(mlp, session)
    document = read_timing(timing, measured=2, workload="mlp_activations")
    measured = [s for s in document["steps"] if s["iteration"] is not None]
    assert [s["iteration"] for s in measured] == list(range(20)) and session.steps == 22
    assert all(0 < s["host_ns"] <= s["wall_ns"] for s in measured)


def test_kineto_trace_holds_one_marker_per_measured_iteration(mlp: Workload, tmp_path: Path) -> None:
    trace = tmp_path / "kineto.json.gz"
    run_phase(mlp, "kineto", warmup=2, measured=2, api=device_api(torch.device("cpu")), trace=trace)
    names = [e["name"] for e in load_trace(trace)["traceEvents"] if e.get("cat") == "user_annotation"]
    assert sorted(names) == ["opprof:iteration:0", "opprof:iteration:1"]
    assert sorted(pd.Series(names).str.extract(ITERATION_PATTERN)["iteration"].astype(int)) == [0, 1]


def test_markers_the_nsys_phase_writes_parse_back_through_the_nsys_range_parser(tmp_path: Path) -> None:
    """Every NVTX text the harness pushes is a marker the nsys reader classifies: iteration markers
    give their iteration, module markers a qualified name and type that modules.json records."""
    events: list[str] = []
    modules = tmp_path / "modules.json"
    run_phase(build("gpt2", "cpu"), "nsys", warmup=0, measured=2, api=recording_api(events), modules=modules)
    texts = [e.removeprefix("push ") for e in events if e.startswith("push ")]
    parsed = parse_range_texts(pd.Series(texts))
    iterations, forwards = parsed[parsed["kind"] == "iteration"], parsed[parsed["kind"] == "module"]
    assert len(iterations) + len(forwards) == len(texts)
    assert iterations["iteration"].tolist() == [0, 1]
    described = {(m["name"], m["type"]) for m in json.loads(modules.read_text())["modules"]}
    ran = set(zip(forwards["module_name"], forwards["module_type"], strict=True))
    assert ran <= described  # some modules (a ModuleList, SDPA's unused dropout) never run a forward
    assert {("", "GPT2Model"), ("h.11.mlp.c_fc", "Conv1D")} <= ran


def test_nsys_phase_records_shapes_and_module_ranges_in_the_window_only(mlp: Workload, tmp_path: Path) -> None:
    events: list[str] = []
    modules = tmp_path / "modules.json"
    run_phase(logged(mlp, events, ""), "nsys", warmup=1, measured=1, api=recording_api(events), modules=modules)
    assert events[:3] == ["forward ", "sync", "emit_nvtx on"]
    assert events[3:6] == ["push opprof:iteration:0", "push opprof:module::Sequential", "push opprof:module:0:Linear"]
    assert events[-2:] == ["sync", "emit_nvtx off"]
    assert events.count("pop") == sum(e.startswith("push") for e in events) == 1 + 9
    document = json.loads(modules.read_text())
    assert document["workload"]["numerics"] == numerics(mlp.spec)
    assert document["workload"]["numerics"]["autocast"] is False
    assert document["workload"]["compiled_graphs"] is None
    assert document["modules"][1] == {
        "name": "0",
        "type": "Linear",
        "parameters": {"weight": [2048, 512], "bias": [2048]},
    }


def test_ncu_phase_profiles_the_whole_measured_window(mlp: Workload) -> None:
    events: list[str] = []
    run_phase(logged(mlp, events, ""), "ncu", warmup=1, measured=2, api=recording_api(events))
    start, stop = events.index("profiler start"), events.index("profiler stop")
    assert events[: start + 1] == ["forward ", "sync", "profiler start"]
    assert events[start:stop].count("forward ") == 2
    assert events[stop - 1 :] == ["sync", "profiler stop"]


def test_ncu_scope_profiles_one_iteration_without_the_excluded_modules(mlp: Workload) -> None:
    events: list[str] = []
    scope = ProfileScope(iteration=1, exclude_modules=("2", "4"))
    run_phase(logged(mlp, events, "0", "2", "4", "6"), "ncu", 0, 2, recording_api(events), scope=scope)
    second = events[events.index("push opprof:iteration:1") :]
    assert [e for e in second if e.startswith(("profiler", "forward"))] == [
        "profiler start",
        "forward 0",
        "profiler stop",
        "forward 2",
        "profiler start",
        "profiler stop",
        "forward 4",
        "profiler start",
        "forward 6",
        "profiler stop",
    ]
    assert not any(e.startswith("profiler") for e in events[: events.index("push opprof:iteration:1")])


def test_nested_exclusions_stop_the_profiler_once() -> None:
    events: list[str] = []
    gate = ProfilerGate(recording_api(events))
    gate.enter_excluded()
    gate.leave_excluded()
    gate.open()
    gate.enter_excluded()
    gate.enter_excluded()
    gate.leave_excluded()
    gate.leave_excluded()
    gate.close()
    assert events == ["profiler start", "profiler stop", "profiler start", "profiler stop"]


def test_scope_cannot_exclude_modules_of_a_compiled_model() -> None:
    compiled = build("mlp_activations_compiled", "cpu")
    with pytest.raises(OpprofError, match="compiled model"):
        run_phase(compiled, "ncu", 0, 1, recording_api([]), scope=ProfileScope(0, ("2",)))


def test_scope_iteration_must_be_measured(mlp: Workload) -> None:
    with pytest.raises(OpprofError, match=r"iterations 2\.\.2 are not among the 2 measured"):
        run_phase(mlp, "ncu", 0, 2, recording_api([]), scope=ProfileScope(2, ()))
    with pytest.raises(OpprofError, match=r"iterations 1\.\.2 are not among the 2 measured"):
        run_phase(mlp, "ncu", 0, 2, recording_api([]), scope=ProfileScope(1, (), iterations=2))


def test_a_scope_of_two_iterations_opens_the_profiler_for_each_and_nothing_else(mlp: Workload) -> None:
    """Sequence dedup's spans may run from one iteration's tail into the next one's head: ncu
    counts launches across both ranges, and none outside them (the warmup, the third iteration)."""
    events: list[str] = []
    run_phase(logged(mlp, events, ""), "ncu", 1, 3, recording_api(events), scope=ProfileScope(0, (), iterations=2))
    profiled = [e for e in events if e.startswith(("profiler", "forward", "push opprof:iteration"))]
    assert profiled == [
        "forward ",
        "push opprof:iteration:0",
        "profiler start",
        "forward ",
        "profiler stop",
        "push opprof:iteration:1",
        "profiler start",
        "forward ",
        "profiler stop",
        "push opprof:iteration:2",
        "forward ",
    ]


def test_a_compiled_model_that_dynamo_cannot_trace_records_no_graph(tmp_path: Path) -> None:
    """Dynamo skips the whole forward of a frame that holds an nn.LSTM (allow_rnn is off by
    default): torch.compile runs the model as it is, and modules.json says so."""
    modules = tmp_path / "modules.json"
    run_phase(build("lstm_sequence_encoder_compiled", "cpu"), "plain", 1, 1, recording_api([]), modules=modules)
    assert json.loads(modules.read_text())["workload"]["compiled_graphs"] == 0


def test_the_depth_variant_is_gpt2_with_four_times_its_blocks() -> None:
    shallow, _ = workloads.gpt2(torch.device("cpu"))
    deep, _ = workloads.gpt2_depth48(torch.device("cpu"))
    layers = [list(model.get_submodule("h").children()) for model in (shallow, deep)]
    blocks = [[(n, tuple(p.shape)) for n, p in block.named_parameters()] for block in (*layers[0], *layers[1])]
    assert [len(h) for h in layers] == [12, 48]
    assert all(b == blocks[0] for b in blocks)

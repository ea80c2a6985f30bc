"""The memory phase on this machine's CPU, through the real workflow (``memory_<name>``): the
allocator's events per operator invocation, the step's peak and what holds it, a training step's
activations and optimizer state, each held against a count made here independently (the raw
trace read by hand, the model's own parameters); the join of a memory run's invocations to a
Kineto run's; and the one-line refusals of what cannot be a memory phase."""

from __future__ import annotations

import gzip
import json
import math
import re
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
import torch
from conftest import REPO, SHIPPED, workflow_command

from opprof.analysis.memory import iteration_operators, memory_join, memory_tables
from opprof.bundle.manifest import bundle_from_manifest
from opprof.capture.api import Step
from opprof.errors import OpprofError
from opprof.ingest.kineto import host_ops
from opprof.ingest.memory import allocator_events, read_memory_document, read_memory_trace
from opprof.io import read_table
from opprof.stages import memory as memory_stage
from opprof.tables import MEMORY_OPS, OPERATOR_MEMORY, counter_column
from opprof.units import format_bytes

WORKLOADS = ("my_model_train", "my_loop")


@pytest.fixture(scope="module")
def memory_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """memory_my_model_train and memory_my_loop run by the workflow on this machine's CPU."""
    import subprocess

    workdir = tmp_path_factory.mktemp("memory-run")
    shutil.copytree(REPO / "examples", workdir / "examples")
    targets = [f"memory_{name}" for name in WORKLOADS]
    done = subprocess.run(
        workflow_command(workdir, SHIPPED, *targets), capture_output=True, text=True, timeout=900, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return workdir / "results"


def _summary(results: Path, name: str) -> dict[str, Any]:
    summary: dict[str, Any] = json.loads((results / name / "memory" / "local" / "memory.json").read_text())
    return summary


def _raw_events(results: Path, name: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The memory trace's complete events and its CPU allocator events, read with json alone."""
    trace = json.loads(gzip.decompress((results / "captures" / name / "memory_trace.json.gz").read_bytes()))
    events = trace["traceEvents"]
    ops = [e for e in events if e.get("ph") == "X"]
    memory = [e for e in events if e.get("name") == "[memory]" and e["args"]["Device Type"] == 0]
    return ops, memory


@pytest.mark.parametrize("name", WORKLOADS)
def test_each_iterations_peak_is_the_highest_allocated_bytes_inside_its_marker(memory_run: Path, name: str) -> None:
    ops, memory = _raw_events(memory_run, name)
    summary = _summary(memory_run, name)
    assert summary["device"] == "cpu"
    for step in summary["steps"]:
        marker = next(e for e in ops if e["name"] == f"opprof:iteration:{step['iteration']}")
        inside = [e for e in memory if marker["ts"] <= e["ts"] <= marker["ts"] + marker["dur"]]
        assert step["peak_bytes"] == max(e["args"]["Total Allocated"] for e in inside)
        assert step["allocations"] == sum(e["args"]["Bytes"] > 0 for e in inside)
        assert step["allocated_bytes"] == sum(max(e["args"]["Bytes"], 0) for e in inside)
    assert summary["peak_bytes"] == max(s["peak_bytes"] for s in summary["steps"])


def test_an_operators_allocations_are_the_allocator_events_inside_it_on_its_thread(memory_run: Path) -> None:
    ops, memory = _raw_events(memory_run, "my_model_train")
    table = read_table(memory_run / "my_model_train" / "memory" / "local" / "memory_ops.parquet", MEMORY_OPS)
    convolutions = table[table["name"] == "aten::mkldnn_convolution"]
    assert len(convolutions) == 10  # 5 convolutions a step, two measured steps
    for _, row in convolutions.head(3).iterrows():
        raw = next(
            e for e in ops if e["name"] == "aten::mkldnn_convolution" and round(e["ts"] * 1000) == row["start_ns"]
        )
        inside = [
            e["args"]["Bytes"]
            for e in memory
            if e["tid"] == raw["tid"] and raw["ts"] <= e["ts"] <= raw["ts"] + raw["dur"]
        ]
        assert row["allocated_bytes"] == sum(b for b in inside if b > 0) > 0
        assert row["freed_bytes"] == -sum(b for b in inside if b < 0)
    # Its output is the convolution's, not the aten::empty it calls for it.
    helpers = table[table["name"].isin(["aten::empty", "aten::empty_strided"]) & (table["parent_index"] >= 0)]
    assert len(helpers) and (helpers["self_allocated_bytes"] == 0).all()
    assert (convolutions["self_allocated_bytes"] > 0).all()


def test_live_bytes_at_an_operators_start_and_end_are_the_allocators_then(memory_run: Path) -> None:
    _, memory = _raw_events(memory_run, "my_model_train")
    table = read_table(memory_run / "my_model_train" / "memory" / "local" / "memory_ops.parquet", MEMORY_OPS)
    times = np.array([round(e["ts"] * 1000) for e in memory])
    order = np.argsort(times, kind="stable")
    times, totals = times[order], np.array([memory[i]["args"]["Total Allocated"] for i in order])

    def allocated(before: int, inclusive: bool) -> int:
        last = np.searchsorted(times, before, side="right" if inclusive else "left") - 1
        return int(totals[last])

    for _, row in table[table["depth"] == 0].sample(25, random_state=0).iterrows():
        assert row["live_start_bytes"] == allocated(row["start_ns"], False)
        assert row["live_end_bytes"] == allocated(row["end_ns"], True)
    assert table.groupby("iteration")["holds_peak"].any().all()


def test_a_training_step_keeps_for_backward_what_autograd_saved_and_the_optimizer_holds_its_momentum(
    memory_run: Path,
) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("my_model", REPO / "examples" / "my_model.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    step = module.build_train(torch.device("cpu"))
    assert isinstance(step, Step) and step.module is not None
    parameters = sum(p.numel() * p.element_size() for p in step.module.parameters())
    training = _summary(memory_run, "my_model_train")["training"]
    assert training["parameter_bytes"] == parameters
    # SGD with momentum keeps one buffer per parameter; gradients are the parameters' size.
    assert training["optimizer_state_bytes"] == parameters == training["gradient_bytes"]
    assert training["optimizers"] == ["SGD"]
    kept, saved = training["kept_for_backward_bytes"], training["saved_for_backward_bytes"]
    assert saved > 0 and abs(kept - saved) / saved < 0.02, (kept, saved)


def test_the_peak_names_its_operator_phase_and_what_holds_it(memory_run: Path) -> None:
    summary = _summary(memory_run, "my_model_train")
    peak = next(s for s in summary["steps"] if s["iteration"] == summary["peak_iteration"])
    assert peak["peak_operator"] == peak["peak_stack"][-1]
    assert peak["peak_phase"] in ("forward", "backward", "optimizer")
    assert sum(r["bytes"] for r in peak["held_at_peak_by_operator"]) == peak["live_at_peak_bytes"]
    assert peak["live_at_peak_bytes"] <= peak["peak_bytes"]
    assert [p["phase"] for p in peak["phase_spans"]] == ["forward", "backward", "optimizer"]
    assert summary["operators"][0]["owned_bytes"] >= summary["operators"][-1]["owned_bytes"]


def test_the_memory_page_draws_the_step_its_parts_and_its_peak_and_fits_the_screen(memory_run: Path) -> None:
    from test_report_browser import CHROMIUM, CHROMIUM_FLAGS, LAYOUT_WIDTHS, OVERFLOWS_JS

    sync_api = pytest.importorskip("playwright.sync_api")
    if CHROMIUM is None:
        pytest.skip("needs Debian's chromium (tests/setup-and-run.sh installs it)")
    summary = _summary(memory_run, "my_model_train")
    peak = next(s for s in summary["steps"] if s["iteration"] == summary["peak_iteration"])
    page_path = memory_run / "my_model_train" / "memory" / "local" / "memory.html"
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        for width in LAYOUT_WIDTHS:
            page = browser.new_context(viewport={"width": width, "height": 900}, offline=True).new_page()
            page.goto(page_path.as_uri(), wait_until="load")
            assert page.evaluate(OVERFLOWS_JS, width) == []
        chart = page.locator("#memory svg.chart")
        assert chart.locator("path.memory-line").count() == 1
        tip = chart.locator("g.memory-peak title").text_content()
        assert tip is not None and tip.startswith(f"peak {format_bytes(peak['peak_bytes'])}")
        assert peak["peak_stack"][-1] in tip
        spans = chart.locator("rect[class^=span-]")
        assert [spans.nth(i).get_attribute("class") for i in range(spans.count())] == [
            "span-forward", "span-backward", "span-optimizer"
        ]  # fmt: skip
        box, line = chart.bounding_box(), chart.locator("path.memory-line").bounding_box()
        assert box and line and line["x"] >= box["x"] and line["x"] + line["width"] <= box["x"] + box["width"] + 1
        text = page.locator("#memory").inner_text().lower()  # the stylesheet sets headers in capitals
        assert "kept by forward for backward" in text and "optimizer state" in text
        browser.close()


def _cpu_traces(tmp_path: Path, profile_memory: bool) -> dict[str, Any]:
    """A small training step's torch.profiler trace on CPU, with opprof's iteration markers."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.ReLU(), torch.nn.Linear(64, 8))
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    batch = torch.randn(16, 32)

    def step() -> None:
        model(batch).sum().backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)

    step()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU], profile_memory=profile_memory) as p:
        for k in range(2):
            with torch.profiler.record_function(f"opprof:iteration:{k}"):
                step()
    path = tmp_path / f"trace_{profile_memory}.json"
    p.export_chrome_trace(str(path))
    document: dict[str, Any] = json.loads(path.read_text())
    return document


def test_memory_invocations_join_the_kineto_runs_by_name_and_ordinal(tmp_path: Path) -> None:
    kineto_ops = host_ops(_cpu_traces(tmp_path, False), tmp_path / "kineto")
    memory_trace = _cpu_traces(tmp_path, True)
    memory_ops, _ = memory_tables(
        host_ops(memory_trace, tmp_path), allocator_events(memory_trace, tmp_path), "cpu", "memory"
    )
    window = iteration_operators(kineto_ops)
    addmm = window[window["name"] == "aten::addmm"]
    operators = pd.DataFrame(
        {
            "kineto_op_index": pd.array(addmm["trace_index"].to_numpy(), dtype="Int64"),
            counter_column("dram_bytes_read"): np.arange(len(addmm), dtype=float),
            counter_column("dram_bytes_write"): np.full(len(addmm), np.nan),
        }
    )
    joined, check = memory_join(operators, kineto_ops, memory_ops)
    assert check["joined"] and len(joined) == len(addmm) == 4
    expected = memory_ops[memory_ops["name"] == "aten::addmm"].sort_values("call_index")
    assert joined["allocated_bytes"].tolist() == expected["allocated_bytes"].tolist()
    assert joined["dram_read_bytes"].tolist() == [0.0, 1.0, 2.0, 3.0]
    assert list(joined.columns) == OPERATOR_MEMORY.names
    # One operator fewer in the memory run: nothing is joined, and the check names it.
    fewer = memory_ops.drop(index=memory_ops.index[memory_ops["name"] == "aten::relu"][0])
    refused, check = memory_join(operators, kineto_ops, fewer)
    assert refused.empty and not check["joined"]
    assert "called aten::relu once, the Kineto run 2 times" in check["reason"]


def test_a_backward_operator_takes_the_module_of_the_forward_operator_that_created_its_node() -> None:
    """gpt2_train's recorded memory trace, each autograd node read by hand: its sequence number's
    last forward operator of the same iteration, and the innermost module range around it."""
    trace = SHIPPED / "gpt2_train" / "memory_trace.json.gz"
    with gzip.open(trace) as handle:
        events = [e for e in json.load(handle)["traceEvents"] if e.get("ph") == "X"]
    steps = [e for e in events if re.fullmatch(r"opprof:iteration:\d+", e["name"])]
    modules = [e for e in events if e["name"].startswith("opprof:module:")]
    ops = [e for e in events if e.get("cat") == "cpu_op"]
    forward_tid = modules[0]["tid"]

    def iteration(event: dict[str, Any]) -> int | None:
        inside = [s for s in steps if s["ts"] <= event["ts"] <= s["ts"] + s["dur"]]
        return int(inside[0]["name"].rsplit(":", 1)[1]) if inside else None

    def module(event: dict[str, Any]) -> str | None:
        around = [m for m in modules if m["tid"] == event["tid"] and m["ts"] <= event["ts"] <= m["ts"] + m["dur"]]
        return min(around, key=lambda m: m["dur"])["name"].split(":")[2] if around else None

    creator: dict[tuple[int | None, int], dict[str, Any]] = {}
    for op in sorted((o for o in ops if o["tid"] == forward_tid), key=lambda o: o["ts"]):
        if "Sequence number" in op["args"]:
            creator[(iteration(op), op["args"]["Sequence number"])] = op
    nodes = [o for o in ops if o["tid"] != forward_tid and re.fullmatch(r"\w+Backward\d+", o["name"])]
    expected = {(o["name"], o["ts"]): module(creator[(iteration(o), o["args"]["Sequence number"])]) for o in nodes}

    ops_frame, allocations = read_memory_trace(trace)
    memory_ops, _ = memory_tables(ops_frame, allocations, "cuda", str(trace))
    start = (memory_ops["start_ns"] / 1000).round(3)
    found = dict(zip(zip(memory_ops["name"].astype(str), start, strict=True), memory_ops["module"], strict=True))
    got = {key: found[(key[0], round(key[1], 3))] for key in expected}
    assert {k: None if pd.isna(v) else v for k, v in got.items()} == expected
    placed = {v for v in expected.values() if v}
    assert {"lm_head", "transformer.wte", "transformer.wpe", "transformer.h.11.mlp.c_fc"} <= placed
    assert sum(v is None for v in expected.values()) < len(expected) / 10  # the loss's nodes: outside the model


def test_a_memory_document_or_trace_that_is_none_is_refused_in_one_line(tmp_path: Path, memory_run: Path) -> None:
    source = memory_run / "captures" / "my_model_train"
    document = json.loads((source / "memory.json").read_text())
    path = tmp_path / "memory.json"
    path.write_text(json.dumps(document))
    with pytest.raises(OpprofError, match=re.escape("holds iterations [0, 1], the bundle measured 3")):
        read_memory_document(path, 3)
    path.write_text(json.dumps({**document, "device": "tpu"}))
    with pytest.raises(OpprofError, match=re.escape("does not match memory.schema.json at device")):
        read_memory_document(path, 2)
    trace = json.loads(gzip.decompress((source / "memory_trace.json.gz").read_bytes()))
    without = {**trace, "traceEvents": [e for e in trace["traceEvents"] if e.get("name") != "[memory]"]}
    (tmp_path / "t.json").write_text(json.dumps(without))
    with pytest.raises(OpprofError, match=re.escape("no allocator ([memory]) events: was torch.profiler run with")):
        read_memory_trace(tmp_path / "t.json")
    broken = json.loads(json.dumps(trace))
    first = next(i for i, e in enumerate(broken["traceEvents"]) if e.get("name") == "[memory]")
    del broken["traceEvents"][first]["args"]["Bytes"]
    (tmp_path / "b.json").write_text(json.dumps(broken))
    with pytest.raises(OpprofError, match=f"allocator event {first} has no integer Bytes"):
        read_memory_trace(tmp_path / "b.json")


def test_a_bundle_lists_both_memory_files_or_neither(tmp_path: Path) -> None:
    bundle = tmp_path / "gpt2"
    shutil.copytree(SHIPPED / "gpt2", bundle)
    manifest = json.loads((bundle / "capture.json").read_text())
    assert manifest["files"]["memory_trace"] == "memory_trace.json.gz"
    bundle_from_manifest(bundle, manifest, bundle / "capture.json")  # both: a bundle
    manifest["files"]["memory_trace"] = None
    with pytest.raises(OpprofError, match=re.escape("files.memory and files.memory_trace come together")):
        bundle_from_manifest(bundle, manifest, bundle / "capture.json")


# The H200 bundles recorded with a memory phase (benchmarks/device/memory_phase.sh).
RECORDED_MEMORY = sorted(p.parent.name for p in SHIPPED.glob("*/memory.json"))


def _shipped_profile(shipped_run: Path, name: str) -> dict[str, Any]:
    profile: dict[str, Any] = json.loads((shipped_run / "results" / name / "profile.json").read_text())
    return profile


@pytest.mark.parametrize("name", RECORDED_MEMORY)
def test_a_recorded_memory_phase_agrees_with_the_allocators_own_counts(shipped_run: Path, name: str) -> None:
    memory = _shipped_profile(shipped_run, name)["memory"]
    assert memory["present"] and memory["device"] == "cuda"
    recorded = json.loads((SHIPPED / name / "memory.json").read_text())
    kinds = {check["what"].split(": ", 1)[-1] for check in memory["checks"]}
    assert {"peak allocated bytes", "peak above the iteration's start", "allocated bytes at its start"} <= kinds
    assert all(check["agrees"] for check in memory["checks"]), memory["checks"]
    for step in memory["steps"]:
        counts = next(i for i in recorded["iterations"] if i["iteration"] == step["iteration"])
        assert step["peak_bytes"] == counts["max_allocated_bytes"]
    assert memory["join"]["joined"], memory["join"]


def test_gpt2_train_holds_its_parameters_and_adamws_two_moments_and_names_its_peak(shipped_run: Path) -> None:
    memory = _shipped_profile(shipped_run, "gpt2_train")["memory"]
    modules = json.loads((SHIPPED / "gpt2_train" / "modules.json").read_text())["modules"]
    # GPT-2 ties lm_head's weight to the token embedding's: one tensor, listed under both modules.
    parameters = sum(math.prod(shape) for m in modules if m["name"] != "lm_head" for shape in m["parameters"].values())
    assert parameters == 124_439_808
    training = memory["training"]
    assert training["parameter_bytes"] == 4 * parameters
    assert training["optimizers"] == ["AdamW"]
    state = json.loads((SHIPPED / "gpt2_train" / "memory.json").read_text())["state"]
    assert state["optimizer_state_on_device_bytes"] == 2 * training["parameter_bytes"]  # exp_avg, exp_avg_sq
    assert training["gradient_bytes"] == training["parameter_bytes"]
    assert training["kept_for_backward_bytes"] > 0 and training["saved_for_backward_bytes"] > 0
    peak = next(s for s in memory["steps"] if s["iteration"] == memory["peak_iteration"])
    assert peak["start_bytes"] >= training["parameter_bytes"] + state["optimizer_state_on_device_bytes"]
    # The peak is AdamW's foreach update: sqrt(exp_avg_sq) of every parameter at once (one block per
    # parameter, a little over its bytes), on top of the gradients; what was allocated in the step
    # and is live then is exactly the peak above the step's start.
    assert peak["peak_stack"] == ["Optimizer.step#AdamW.step", "aten::_foreach_sqrt"]
    assert (peak["peak_phase"], peak["peak_module"]) == ("optimizer", None)
    holders = {row["name"]: row for row in peak["held_at_peak_by_operator"]}
    sqrt = holders["aten::_foreach_sqrt"]
    assert sqrt["allocations"] == 148 and 1 <= sqrt["bytes"] / training["parameter_bytes"] < 1.01
    assert peak["live_at_peak_bytes"] == peak["peak_above_start_bytes"] == sum(r["bytes"] for r in holders.values())
    finding = memory["findings"][0]
    assert (finding["rule"], finding["subject"]) == ("peak_held_by_one_operator", "aten::_foreach_sqrt")
    assert "fused=True" in finding["fix"]
    # The token embedding's weight gradient (lm_head shares the weight): made in backward by the
    # embedding's backward, which takes its module, and live at the optimizer's peak.
    wte = next(row for row in peak["held_at_peak_by_module"] if row["module"] == "transformer.wte")
    assert wte["forward_bytes"] == 0 and wte["bytes"] >= 4 * 50257 * 768
    # Per module, the bytes allocated and freed inside it are the allocator events its operators own,
    # each counted once (an operator nested in another of the same module is inside that one).
    tables = shipped_run / "results" / "gpt2_train" / "memory" / "bundle"
    ops = read_table(tables / "memory_ops.parquet", MEMORY_OPS)
    events = pd.read_parquet(tables / "memory_events.parquet")
    owner = events["op_index"].map(ops.set_index("op_index")["module"])
    for row in memory["modules"]:
        mine = events[(owner == row["module"]).fillna(False).to_numpy(bool)]
        assert row["allocated_bytes"] == mine["bytes"].clip(lower=0).sum() > 0, row
        assert row["freed_bytes"] == -mine["bytes"].clip(upper=0).sum(), row


def test_every_operator_invocation_carries_its_memory_and_dram_bytes(shipped_run: Path) -> None:
    profile = _shipped_profile(shipped_run, "gpt2")
    operators = profile["operators"]
    joined = [o for o in operators if o["memory"]["allocated_bytes"] is not None]
    assert len(joined) == profile["memory"]["join"]["joined_operators"] > 0
    addmm = next(o for o in joined if o["operator_name"] == "aten::addmm")
    assert addmm["memory"]["allocated_bytes"] > 0 and addmm["memory"]["dram_read_bytes"] > 0
    assert sum(o["memory"]["holds_peak"] for o in joined) >= 1


def test_the_diff_of_gpt2_and_its_bf16_variant_compares_peak_memory(shipped_run: Path) -> None:
    diff = json.loads((shipped_run / "results" / "diff" / "gpt2__gpt2_bf16" / "diff.json").read_text())
    peaks = [_shipped_profile(shipped_run, n)["memory"]["peak_bytes"] for n in ("gpt2", "gpt2_bf16")]
    assert [diff["memory"]["base_peak_bytes"], diff["memory"]["new_peak_bytes"]] == peaks
    assert diff["memory"]["peak_ratio"] == pytest.approx(peaks[1] / peaks[0])
    assert diff["headline"].endswith(
        f"Peak memory {peaks[1] / peaks[0]:.2f}x ({format_bytes(peaks[0])} -> {format_bytes(peaks[1])} per step)."
    )
    page = (shipped_run / "results" / "diff" / "gpt2__gpt2_bf16" / "diff.html").read_text()
    assert "Peak memory" in page and format_bytes(peaks[1]) in page


def test_the_gate_bounds_peak_memory_where_both_sides_have_a_memory_phase(shipped_run: Path) -> None:
    from opprof.analysis.regression_gate import gate_diff

    diffs = shipped_run / "results" / "diff"
    gate = {"family_slower_pct": 1e9, "total_slower_pct": 1e9, "step_slower_pct": 1e9, "min_change_ns": 1e12}
    bf16 = json.loads((diffs / "gpt2__gpt2_bf16" / "diff.json").read_text())
    assert gate_diff(bf16, gate, [])["passed"]  # not gated on memory unless asked
    crossed = gate_diff(bf16, {**gate, "peak_memory_grew_pct": 10}, [])["crossed"]
    assert crossed == [
        {
            "what": "peak memory",
            "family": "(step)",
            "base": bf16["memory"]["base_peak_bytes"],
            "new": bf16["memory"]["new_peak_bytes"],
            "threshold": "> +10%",
        }
    ]
    assert gate_diff(bf16, {**gate, "peak_memory_grew_pct": 30}, [])["passed"]  # 1.24x
    # A pair without memory phases cannot be checked, so it crosses the bound.
    sdpa = json.loads((diffs / "sdpa_attention__sdpa_attention_fused_qkv" / "diff.json").read_text())
    (unchecked,) = gate_diff(sdpa, {**gate, "peak_memory_grew_pct": 10}, [])["crossed"]
    assert unchecked["threshold"] == "> +10% (no memory phase on the base and new sides)"


def test_the_memory_page_says_where_its_run_ran_and_what_a_cpu_run_is_not(memory_run: Path, tmp_path: Path) -> None:
    local = (memory_run / "my_model_train" / "memory" / "local" / "memory.html").read_text()
    assert "opprof · memory phase run on this machine&#39;s CPU" in local
    assert 'id="cpu-caveat"' in local and "it is not the GPU&#39;s peak memory" in local
    # the bundle's memory phase ran on the GPU its memory.json names, not on this machine
    bundle = SHIPPED / "my_model"
    device = json.loads((bundle / "memory.json").read_text())["device_name"]
    out = {k: str(tmp_path / k) for k in ("ops.parquet", "events.parquet", "memory.json", "memory.html")}
    memory_stage.memory(str(bundle / "memory_trace.json.gz"), str(bundle / "memory.json"), 2, *list(out.values())[:3])
    memory_stage.memory_page(out["memory.json"], out["memory.html"], "my_model", "bundle")
    page = Path(out["memory.html"]).read_text()
    assert f"opprof · memory phase of the recorded bundle, run on {device}" in page
    assert "this machine" not in page and "cpu-caveat" not in page

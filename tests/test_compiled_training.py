"""The compiled training step (captures/h200/gpt2_train_compiled) profiled by the real workflow:
its backward graph's Triton kernels are attributed as its forward graph's are (each its own fused
kernel, with the aten operators the backward graph's map names), no finding lands on a wrapper of
Dynamo or AOTAutograd, and the compiled frames and graphs the step ran are counted. Expected
numbers are read by hand from the bundle's Kineto trace and the backward graph's output code."""

from __future__ import annotations

import gzip
import html
import json
import re
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from conftest import SHIPPED

from opprof.analysis.attribution import attribute, attribute_by_inductor
from opprof.analysis.compiled_regions import compiled_regions
from opprof.ingest import kineto
from opprof.io import read_table
from opprof.tables import FUSION_MAP, JOINED, KINETO_KERNELS, KINETO_LAUNCHES, KINETO_OPS

NAME = "gpt2_train_compiled"
BUNDLE = SHIPPED / NAME
BACKWARD_NODE = "autograd::engine::evaluate_function: CompiledFunctionBackward"
BACKWARD_CODE = BUNDLE / "inductor" / "model__0_backward_3.1" / "output_code.py"
# GPT-2's layer norms: the line of modeling_gpt2.py that calls each.
LAYER_NORMS = ((273, "ln_1"), (304, "ln_2"), (619, "ln_f"))
# Every name Dynamo and AOTAutograd record around a compiled graph in this trace.
WRAPPERS = (
    "CompiledFunction",
    "CompiledFunctionBackward",
    BACKWARD_NODE,
    "Torch-Compiled Region: 0/0",
    "TorchDynamo Cache Lookup",
    "AOTDispatcher Runtime Wrapper Prologue",
    "Pregraph bytecode",
)


@pytest.fixture(scope="module")
def results(shipped_run: Path) -> Path:
    return shipped_run / "results" / NAME


def _events(bundle: Path = BUNDLE) -> list[dict[str, Any]]:
    with gzip.open(bundle / "kineto.json.gz", "rt") as trace:
        events: list[dict[str, Any]] = json.load(trace)["traceEvents"]
    return events


def _backward_triton_kernels() -> list[str]:
    """By hand from the trace: the Triton kernels whose launch call lies inside the compiled
    backward's autograd node, on its thread."""
    events = _events()
    nodes = [e for e in events if e.get("cat") == "cpu_op" and e["name"] == BACKWARD_NODE]
    launches = {e["args"]["correlation"]: e for e in events if e.get("cat") in ("cuda_runtime", "cuda_driver")}

    def inside(launch: dict[str, Any]) -> bool:
        return any(n["tid"] == launch["tid"] and n["ts"] <= launch["ts"] <= n["ts"] + n["dur"] for n in nodes)

    return [
        e["name"]
        for e in events
        if e.get("cat") == "kernel" and e["name"].startswith("triton_") and inside(launches[e["args"]["correlation"]])
    ]


def _original_aten(kernel: str) -> list[str]:
    """The ``Original ATen`` list of the comment above the kernel's definition in the backward
    graph's output code, in the profiler's spelling."""
    before = BACKWARD_CODE.read_text().split(f"\n{kernel} = async_compile.triton(")[0]
    listed = before.rsplit("Original ATen: [", 1)[1].split("]")[0]
    return sorted(op.strip().replace("aten.", "aten::") for op in listed.split(","))


def test_backward_triton_kernels_are_their_fused_kernels_with_the_backward_graphs_operators(results: Path) -> None:
    by_hand = _backward_triton_kernels()
    assert len(by_hand) == 398 and len(set(by_hand)) == 13  # 13 generated kernels, 199 launches a step
    kernels = pd.read_parquet(results / "kernels.parquet")
    triton = kernels[kernels["name_key"].astype(str).str.startswith("triton_")]
    backward = triton[(triton["step_phase"] == "backward").to_numpy(bool)]
    assert sorted(backward["name_key"].astype(str)) == sorted(by_hand)
    assert (backward["operator_name"].astype(str) == backward["name_key"].astype(str)).all()
    assert set(backward["confidence"].astype(str)) == {"medium"}  # as the forward graph's Triton kernels
    assert set(triton["attribution_method"].astype(str)) == {"nvtx_enclosure"}
    # The autograd node stays as the region the kernel ran in.
    assert (
        backward["operator_stack"].astype(str) == "CompiledFunctionBackward > " + backward["name_key"].astype(str)
    ).all()
    for kernel, ops in zip(backward["name_key"].astype(str), backward["fused_with"], strict=True):
        assert sorted(ops) == _original_aten(kernel), kernel
    # Each kernel is one invocation of its own, numbered in window order.
    calls = backward.groupby("name_key", observed=True)["call_index"].agg(list)
    assert all(c == list(range(len(c))) for c in calls)


def _lines_by_hand(graph: Path) -> dict[str, set[str]]:
    """Per generated kernel, '<file>:<line> <code>' of every post-grad node named by the source
    comments just above its definition or any of its calls, read from the graph's raw files."""
    where: dict[str, str] = {}
    for block in (graph / "fx_graph_transformed.py").read_text().split("# File: ")[1:]:
        head, *body = block.split("\n")
        path, code = head.split(" in ", 1)[0], head.split(", code: ", 1)[1].strip()
        file, line = path.rsplit(":", 1)
        for row in body:
            if not row.strip() or row.lstrip().startswith("#"):
                break
            where[row.split(":")[0].split("=")[0].strip()] = f"{Path(file).name}:{line} {code}"
    found: dict[str, set[str]] = {}
    for site in re.finditer(
        r"Source Nodes: \[([^\]]*)\][^\n]*\n(?:[^\n]*\n){0,2}?\s*(?:(triton_\w+) = async_compile|(triton_\w+)\.run\()",
        (graph / "output_code.py").read_text(),
    ):
        nodes = [n.strip() for n in site[1].split(",")]
        found.setdefault(site[2] or site[3], set()).update(where[n] for n in nodes if n in where)
    return found


def test_a_backward_triton_kernel_names_the_forward_lines_it_differentiates(results: Path) -> None:
    """The backward graph prints each node under the forward line it differentiates: a kernel's
    source_lines are those of every node its definition and calls compute (one kernel serves
    every layer's layer norm, so it names ln_1, ln_2 and ln_f); each is a line the forward graph ran."""
    kernels = pd.read_parquet(results / "kernels.parquet")
    backward = kernels[(kernels["step_phase"] == "backward").to_numpy(bool)]
    triton = backward[backward["name_key"].astype(str).str.startswith("triton_")]
    by_hand = _lines_by_hand(BACKWARD_CODE.parent)
    for kernel, lines in zip(triton["name_key"].astype(str), triton["source_lines"], strict=True):
        assert sorted(lines) == sorted(by_hand[kernel]), kernel
    named = triton[triton["source_lines"].map(len) > 0]
    # Only the embedding's gradient kernels compute no node the graph prints under a line.
    unnamed = set(triton["name_key"].astype(str)) - set(named["name_key"].astype(str))
    assert unnamed == {f"triton_poi_fused_embedding_dense_backward_{n}" for n in (9, 11)}
    # Read by hand from the graph: the first kernel is the gradient of the final layer norm and the dropout.
    first = triton[triton["name_key"] == "triton_per_fused_native_dropout_backward_native_layer_norm_backward_view_0"]
    assert set(map(tuple, first["source_lines"])) == {
        (
            "modeling_gpt2.py:242 hidden_states = self.dropout(hidden_states)",
            "modeling_gpt2.py:619 hidden_states = self.ln_f(hidden_states)",
        )
    }
    norms = triton[triton["name_key"] == "triton_per_fused_native_layer_norm_backward_view_2"]["source_lines"]
    layers = {f"modeling_gpt2.py:{n} hidden_states = self.{m}(hidden_states)" for n, m in LAYER_NORMS}
    assert all(layers <= set(lines) for lines in norms) and len(norms) == 148
    forward_code = (BUNDLE / "inductor" / "model__0_forward_1.0" / "fx_graph_transformed.py").read_text()
    for line in {line for lines in named["source_lines"] for line in lines}:
        location, code = line.split(" ", 1)
        assert f"{location} in forward, code: {code}" in forward_code, line
    page = (results / "report.html").read_text()
    assert "differentiates: modeling_gpt2.py:242 hidden_states = self.dropout(hidden_states)" in html.unescape(page)


def test_no_operator_and_no_finding_is_a_compiled_graphs_wrapper(results: Path) -> None:
    kernels = pd.read_parquet(results / "kernels.parquet")
    assert not kernels["operator_name"].astype(str).isin(WRAPPERS).any()
    assert not kernels["operator_name"].isna().any()
    profile = json.loads((results / "profile.json").read_text())
    assert profile["coverage"]["unattributed"]["kernels"] == 0
    assert {s["operator"] for s in profile["signals"]}.isdisjoint(WRAPPERS)
    assert "opaque_library_call" not in {s["rule"] for s in profile["signals"]}
    # Every kernel the high tier names is named the same without Kineto, the backward's too.
    accuracy = profile["checks"]["medium_accuracy"]
    assert accuracy["kernels"] == accuracy["agree"] == profile["coverage"]["high"]["kernels"] == 766


def test_without_nvtx_every_triton_kernel_is_its_fused_kernel_by_inductors_map(results: Path) -> None:
    """A capture without emit_nvtx ranges: CUPTI's answer for a backward Triton kernel is the
    autograd node around the graph's call, a region, so the kernel goes to Inductor's map, as the
    forward graph's kernels do (they have no operator of their own in Kineto)."""
    tables = results / "tables"
    kernels = read_table(tables / "joined.parquet", JOINED)
    kineto_tables = [
        read_table(tables / f"{name}.parquet", table)
        for name, table in (
            ("kineto_ops", KINETO_OPS),
            ("kineto_launches", KINETO_LAUNCHES),
            ("kineto_kernels", KINETO_KERNELS),
        )
    ]
    attributed = attribute(kernels, None, *kineto_tables)
    out = attribute_by_inductor(attributed, read_table(tables / "fusion_map.parquet", FUSION_MAP))
    triton = out[out["name_key"].astype(str).str.startswith("triton_").to_numpy(bool)]
    assert len(triton) == 524  # 126 forward launches and 398 backward ones
    assert (triton["operator_name"].astype(str) == triton["name_key"].astype(str)).all()
    assert set(triton["attribution_method"].astype(str)) == {"inductor"}
    assert set(out.loc[~out.index.isin(triton.index), "confidence"].astype(str)) == {"high"}


def _measured(events: list[dict[str, Any]], name: str) -> list[dict[str, Any]]:
    """By hand: the events whose name starts with ``name`` and that start inside an iteration marker."""
    marks = [e for e in events if e.get("cat") == "user_annotation" and e["name"].startswith("opprof:iteration:")]
    return [
        e
        for e in events
        if e.get("cat") in ("cpu_op", "user_annotation")
        and e["name"].startswith(name)
        and any(m["ts"] <= e["ts"] <= m["ts"] + m["dur"] for m in marks)
    ]


def test_the_compiled_frames_and_graphs_the_step_ran_are_counted(results: Path) -> None:
    events = _events()
    regions = _measured(events, "Torch-Compiled Region: ")
    calls = _measured(events, "## Call CompiledFxGraph ")
    assert [r["name"] for r in regions] == ["Torch-Compiled Region: 0/0"] * 2  # one frame a step, never recompiled
    assert len(calls) == 4 and len({c["name"] for c in calls}) == 2  # the forward and the backward graph
    expected = {
        "regions": 2,
        "regions_per_iteration": [1, 1],
        "compile_ids": ["0/0"],
        "frames": 1,
        "recompiled": [],
        "graphs": 2,
        "graph_calls": 4,
    }
    profile = json.loads((results / "profile.json").read_text())
    assert profile["checks"]["fusion_coverage"]["compiled_regions"] == expected
    page = (results / "report.html").read_text()
    assert "the measured steps ran 1 compiled frame (0/0) calling 2 Inductor graphs · the fusion map names" in page


def test_an_eager_trace_has_no_compiled_regions() -> None:
    ops, *_ = kineto.read_trace(SHIPPED / "gpt2_train" / "kineto.json.gz")
    assert compiled_regions(ops, SHIPPED / "gpt2_train" / "kineto.json.gz") is None


@pytest.mark.parametrize("name", sorted(p.parent.name for p in SHIPPED.glob("*/inductor")))
def test_no_compiled_bundle_names_a_wrapper_and_each_counts_its_regions(shipped_run: Path, name: str) -> None:
    results = shipped_run / "results" / name
    kernels = pd.read_parquet(results / "kernels.parquet")
    profile = json.loads((results / "profile.json").read_text())
    named = set(kernels["operator_name"].dropna().astype(str)) | {s["operator"] for s in profile["signals"]}
    assert named.isdisjoint(WRAPPERS)
    events = _events(SHIPPED / name)
    regions = [r["name"].removeprefix("Torch-Compiled Region: ") for r in _measured(events, "Torch-Compiled Region: ")]
    calls = {c["name"] for c in _measured(events, "## Call CompiledFxGraph ")}
    counted = profile["checks"]["fusion_coverage"]["compiled_regions"]
    assert counted["regions"] == len(regions) and counted["graphs"] == len(calls)
    assert counted["compile_ids"] == sorted(set(regions))

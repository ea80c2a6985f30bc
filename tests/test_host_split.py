"""Where a step's host time goes, and the profiler's start, on the shipped H200 bundles: every
number computed again here from the bundle's raw Kineto JSON (microseconds, as Kineto writes
them), against the regime record the workflow builds."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from conftest import SHIPPED
from test_regime import _regime_of

from opprof.analysis import host_parts, host_time
from opprof.ingest import kineto
from opprof.report.regime import regime_view

HOST = ("cpu_op", "user_annotation", "cuda_runtime", "cuda_driver")


def _events(name: str) -> list[dict[str, Any]]:
    trace = kineto.load_trace(SHIPPED / name / "kineto.json.gz")
    return [e for e in trace["traceEvents"] if e.get("ph") == "X" and e.get("cat") in HOST]


def _markers(events: list[dict[str, Any]], prefix: str = "opprof:iteration:") -> list[dict[str, Any]]:
    return sorted((e for e in events if e["name"].startswith(prefix)), key=lambda e: e["ts"])


def _end(e: dict[str, Any]) -> float:
    return float(e["ts"] + e["dur"])


def _within(
    events: list[dict[str, Any]], low: float, high: float, test: Callable[[dict[str, Any]], bool]
) -> list[dict[str, Any]]:
    return [e for e in events if low <= e["ts"] < high and test(e)]


def _self(e: dict[str, Any], events: list[dict[str, Any]]) -> float:
    """Self CPU by hand: its duration less that of the events directly inside it on its thread."""
    inside = [
        c
        for c in events
        if c is not e
        and c["tid"] == e["tid"]
        and e["ts"] <= c["ts"]
        and _end(c) <= _end(e)
        and not c["name"].startswith("opprof:")
    ]
    direct = [c for c in inside if not any(o is not c and o["ts"] <= c["ts"] and _end(c) <= _end(o) for o in inside)]
    return float(e["dur"] - sum(c["dur"] for c in direct))


def _start_by_hand(events: list[dict[str, Any]], name: str) -> float:
    """The profiler's start on ``name``: its first call's Self CPU less the median of its later calls'."""
    calls = sorted((e for e in events if e["name"] == name), key=lambda e: e["ts"])
    selves = [_self(e, events) for e in calls]
    return selves[0] - float(np.median(selves[1:]))


@pytest.mark.parametrize(
    ("bundle", "name"),
    [("sdpa_attention", "aten::native_layer_norm"), ("matmul_add_64", "aten::mm"), ("my_loop", "aten::copy_")],
)
def test_the_profilers_start_is_found_on_the_first_call_and_kept_out_of_self_cpu(bundle: str, name: str) -> None:
    """2.1-2.4 ms on the first call of an operator whose later calls take 12-73 us: flagged,
    and its Self CPU counted as its later calls' median."""
    events = _events(bundle)
    removed = _start_by_hand(events, name)
    assert removed > host_parts.PROFILER_START_MIN_NS / 1e3
    record = host_parts.profiler_start_record(_host_events(bundle))
    assert [c["name"] for c in record["calls"]] == [name]
    (call,) = record["calls"]
    assert call["iteration"] == 0
    assert call["removed_ns"] == record["removed_ns"] == pytest.approx(removed * 1e3, abs=20)
    assert call["recorded_self_cpu_ns"] - call["self_cpu_ns"] == call["removed_ns"]
    assert call["later_calls"] == sum(e["name"] == name for e in events) - 1
    # The Self CPU of every call of the name sums as if the first took its later calls' median.
    table = _host_events(bundle)
    selves = [_self(e, events) for e in sorted((e for e in events if e["name"] == name), key=lambda e: e["ts"])]
    own = table[table["name"] == name]["self_cpu_ns"].sum()
    assert own == pytest.approx((sum(selves) - removed) * 1e3, abs=10 * len(selves))


def test_no_call_is_flagged_where_no_first_call_stands_out() -> None:
    """gpt2: no first call in its first measured step exceeds its later calls by a millisecond."""
    table = _host_events("gpt2")
    assert host_parts.profiler_start_record(table)["calls"] == []
    assert (table["profiler_start_ns"] == 0).all()


def _host_events(bundle: str) -> Any:
    tables = kineto.read_trace(SHIPPED / bundle / "kineto.json.gz")
    return host_time.host_events(tables.ops, tables.calls, SHIPPED / bundle)


def _split(bundle: str) -> dict[str, Any]:
    split: dict[str, Any] = _regime_of(SHIPPED / bundle)["host_split"]
    for step in split["steps"]:
        parts = [f"{p}_ns" for p in (*host_parts.PARTS, host_parts.OTHER, host_parts.PROFILER)]
        assert sum(step[p] for p in parts) == step["host_ns"]
    assert split["host_ns"] == sum(s["host_ns"] for s in split["steps"])
    assert sum(p["host_ns"] for p in split["parts"]) == split["host_ns"]
    return split


def _step(split: dict[str, Any], k: int) -> dict[str, Any]:
    return next(s for s in split["steps"] if s["iteration"] == k)


def test_the_examples_training_loop_split_by_hand() -> None:
    """examples/train_loop.py (my_loop): DataLoader's __next__ between the steps and the batch's
    copies to the GPU, the model's forward, cross_entropy, autograd's engine on its own thread,
    AdamW's step and zero_grad; the profiler's start (on the first copy) apart."""
    events = _events("my_loop")
    first, last = _markers([e for e in events if e["cat"] == "user_annotation"])
    main = first["tid"]
    split = _split("my_loop")
    removed = _start_by_hand(events, "aten::copy_")
    for marker, end in ((first, last["ts"]), (last, _end(last))):
        step = _step(split, int(marker["name"].rsplit(":", 1)[1]))
        mine = _within(events, marker["ts"], end, lambda e: e["tid"] == main and e["cat"] == "user_annotation")
        optimizer = sum(e["dur"] for e in mine if e["name"].startswith("Optimizer."))
        loader = sum(e["dur"] for e in mine if e["name"].startswith("enumerate(DataLoader)"))
        (loss,) = _within(events, marker["ts"], end, lambda e: e["name"] == "aten::cross_entropy_loss")
        engine = _within(events, marker["ts"], end, lambda e: e["name"].startswith(host_parts.ENGINE_PREFIX))
        assert {e["tid"] for e in engine} != {main}  # CUDA's backward runs on autograd's device thread
        copies = _within(events, marker["ts"], end, lambda e: e["tid"] == main and e["name"] == "aten::to")
        leading = [c for c in copies if c["ts"] < loss["ts"] and c["ts"] < min(e["ts"] for e in engine)][:2]
        start = removed if marker is first else 0.0
        expected = {
            "profiler_start_ns": start,
            "optimizer_ns": optimizer,
            "loss_ns": loss["dur"],
            "backward_ns": max(_end(e) for e in engine) - min(e["ts"] for e in engine),
            "data_loading_ns": loader + sum(c["dur"] for c in leading) - start,
            "forward_ns": loss["ts"] - marker["ts"] - sum(c["dur"] for c in leading),
            "gpu_wait_ns": 0.0,
        }
        expected["other_ns"] = (end - marker["ts"]) - sum(expected.values())
        assert step["host_ns"] == pytest.approx((end - marker["ts"]) * 1e3, abs=8)
        for key, value in expected.items():
            assert step[key] == pytest.approx(value * 1e3, abs=40), key
    # The last step's next batch is never fetched inside the window: its loading is its copies only.
    assert _step(split, 0)["data_loading_ns"] > 5 * _step(split, 1)["data_loading_ns"]
    assert split["largest"] == "backward" and split["advice"] == host_parts.FIXES["backward"]


def test_gpt2_inference_is_all_forward_and_its_advice_is_the_forwards_fix() -> None:
    """gpt2 (host-bound): the whole marked step is its forward; between the two steps, the
    harness's own Python (other). The forward's top-level operators are listed, aten::addmm's
    CPU total first."""
    events = _events("gpt2")
    first, last = _markers([e for e in events if e["cat"] == "user_annotation"])
    split = _split("gpt2")
    step0, step1 = _step(split, 0), _step(split, 1)
    assert step0["forward_ns"] == pytest.approx(first["dur"] * 1e3, abs=4)
    assert step0["other_ns"] == pytest.approx((last["ts"] - _end(first)) * 1e3, abs=4)
    assert step1["forward_ns"] == pytest.approx(last["dur"] * 1e3, abs=4) and step1["other_ns"] == 0
    assert split["largest"] == "forward" and split["advice"] == host_parts.FIXES["forward"]
    main = first["tid"]
    inside = [
        e
        for m in (first, last)
        for e in _within(events, m["ts"], _end(m), lambda e: e["tid"] == main and e["cat"] == "cpu_op")
    ]
    top = [e for e in inside if not any(o is not e and o["ts"] <= e["ts"] and _end(e) <= _end(o) for o in inside)]
    addmm = [e for e in top if e["name"] == "aten::addmm"]
    head = split["forward_operators"][0]
    assert head["name"] == "aten::addmm" and head["calls"] == len(addmm) == 96
    assert head["cpu_total_ns"] == pytest.approx(sum(e["dur"] for e in addmm) * 1e3, abs=2 * len(addmm))


def test_gpt2_train_split_by_its_phase_markers() -> None:
    """gpt2_train: opprof's phase markers give the forward (less the loss computed inside it),
    the backward and the optimizer; what falls between them is other."""
    events = _events("gpt2_train")
    split = _split("gpt2_train")
    phases = _markers(events, "opprof:phase:")
    for marker in _markers([e for e in events if e["cat"] == "user_annotation"]):
        step = _step(split, int(marker["name"].rsplit(":", 1)[1]))
        mine = [p for p in phases if marker["ts"] <= p["ts"] < _end(marker)]
        (forward,) = [p for p in mine if p["name"].endswith("forward")]
        (backward,) = [p for p in mine if p["name"].endswith("backward")]
        (optimizer,) = [p for p in mine if p["name"].endswith("optimizer")]
        losses = _within(events, forward["ts"], _end(forward), lambda e: e["name"] == "aten::cross_entropy_loss")
        loss = sum(e["dur"] for e in losses)
        assert step["loss_ns"] == pytest.approx(loss * 1e3, abs=4)
        assert step["forward_ns"] == pytest.approx((forward["dur"] - loss) * 1e3, abs=8)
        assert step["backward_ns"] == pytest.approx(backward["dur"] * 1e3, abs=4)
        assert step["optimizer_ns"] == pytest.approx(optimizer["dur"] * 1e3, abs=4)
    assert split["largest"] == "backward"
    assert split["advice"] == host_parts.FIXES["backward"]
    optimizer_fix = next(p["fix"] for p in split["parts"] if p["part"] == "optimizer")
    assert optimizer_fix.startswith("a fused optimizer (torch.optim.AdamW(..., fused=True)")


def test_a_gpu_bound_step_gets_no_advice_and_the_card_says_why() -> None:
    """sdpa_attention is GPU-bound: its split is shown, its largest part's fix is not the advice,
    and the card names the profiler's start and the call it landed on."""
    regime = _regime_of(SHIPPED / "sdpa_attention")
    split = regime["host_split"]
    assert split["advice"] is None and split["reason"] == host_parts.NOT_HOST_BOUND
    view = regime_view(regime, regime["profiler_start"])
    assert view["host_split"]["advice"] is None
    assert "aten::native_layer_norm in iteration 0" in view["profiler_start"]
    # Parts that took no time are not shown: no loading, optimizer, loss or backward in inference.
    assert [p["part"] for p in view["host_split"]["parts"]] == ["forward", "other", "profiler_start"]
    profiler = next(p for p in view["host_split"]["parts"] if p["part"] == "profiler_start")
    assert profiler["host_ns"] == regime["profiler_start"]["removed_ns"]


def _nvtx(bundle: str) -> list[dict[str, Any]]:
    """The nsys capture's NVTX ranges (ns), read from its SQLite export with sqlite3 alone."""
    with sqlite3.connect(SHIPPED / bundle / "nsys.sqlite") as db:
        found = db.execute("SELECT start, end, text, globalTid FROM NVTX_EVENTS WHERE end IS NOT NULL").fetchall()
    return [{"start": s, "end": e, "text": t or "", "tid": g} for s, e, t, g in found]


def _module_children(nvtx: list[dict[str, Any]], parent: str) -> dict[str, list[dict[str, Any]]]:
    """By name, the opprof:module ranges whose innermost enclosing module range is ``parent``'s."""
    modules = [{**r, "name": r["text"].split(":")[2]} for r in nvtx if r["text"].startswith("opprof:module:")]
    children: dict[str, list[dict[str, Any]]] = {}
    for r in modules:
        outer = [
            m
            for m in modules
            if m is not r and m["tid"] == r["tid"] and m["start"] <= r["start"] and r["end"] <= m["end"]
        ]
        if outer and max(outer, key=lambda m: (m["start"], -m["end"]))["name"] == parent:
            children.setdefault(r["name"], []).append(r)
    return children


def test_gpt2s_forward_split_by_top_level_module_from_the_nsys_shares() -> None:
    """gpt2 (GPT2Model): the forward part is the whole marked step in both runs (no loss, backward,
    optimizer, DataLoader or leading copy). Each of the model's children (wte, wpe, drop, h.0 ..
    h.11, ln_f) holds its ranges' share of the nsys steps' marked time; that share of the Kineto
    forward part is its host time, and what no child holds is the forward outside them."""
    nvtx = _nvtx("gpt2")
    steps = sorted(
        (r for r in nvtx if r["text"].startswith("opprof:iteration:") and "," not in r["text"]),
        key=lambda r: r["start"],
    )
    assert not [
        r for r in nvtx if re.search(r"loss|^Optimizer\.|^enumerate\(DataLoader\)|^autograd::engine", r["text"])
    ]
    nsys_forward = sum(s["end"] - s["start"] for s in steps)
    children = _module_children(nvtx, "")
    assert sorted(children) == sorted(["wte", "wpe", "drop", "ln_f", *(f"h.{i}" for i in range(12))])
    held = {
        name: sum(
            min(r["end"], s["end"]) - max(r["start"], s["start"])
            for r in ranges
            for s in steps
            if r["start"] < s["end"] and r["end"] > s["start"]
        )
        for name, ranges in children.items()
    }
    events = _events("gpt2")
    kineto_forward = sum(m["dur"] for m in _markers([e for e in events if e["cat"] == "user_annotation"])) * 1e3
    split = _split("gpt2")
    found = split["forward_modules"]
    assert split["forward_modules_reason"] is None and found["source"] == "nsys"
    assert found["nsys_forward_ns"] == nsys_forward
    assert found["forward_ns"] == next(p["host_ns"] for p in split["parts"] if p["part"] == "forward")
    assert found["forward_ns"] == pytest.approx(kineto_forward, abs=8)
    rows = {m["module"]: m for m in found["modules"]}
    assert list(rows)[-1] == host_parts.OUTSIDE_MODULES and set(rows) - {host_parts.OUTSIDE_MODULES} == set(children)
    for name, ns in held.items():
        assert rows[name]["nsys_host_ns"] == ns and rows[name]["calls"] == 2 == len(children[name])
        assert rows[name]["share"] == pytest.approx(ns / nsys_forward)
        assert rows[name]["host_ns"] == pytest.approx(ns / nsys_forward * kineto_forward, abs=8)
    outside = rows[host_parts.OUTSIDE_MODULES]
    assert outside["nsys_host_ns"] == nsys_forward - sum(held.values())
    assert sum(m["host_ns"] for m in found["modules"]) == found["forward_ns"]
    assert rows["h.0"]["type"] == "GPT2Block" and rows["wte"]["type"] == "Embedding"
    view = regime_view(_regime_of(SHIPPED / "gpt2"), None)["host_split"]
    assert [m["module"] for m in view["modules"]] == [m["module"] for m in found["modules"]]


def test_a_wrapper_of_most_of_the_forward_is_split_into_its_children() -> None:
    """gpt2_train (GPT2LMHeadModel): transformer holds more than half of the nsys forward phase
    (less its loss), so its children (transformer.h.0, ...) stand beside lm_head."""
    nvtx = _nvtx("gpt2_train")
    forward = [r for r in nvtx if r["text"] == "opprof:phase:forward"]
    losses = [r for r in nvtx if r["text"].startswith("aten::cross_entropy_loss,")]
    in_forward = sum(f["end"] - f["start"] for f in forward) - sum(r["end"] - r["start"] for r in losses)
    top = _module_children(nvtx, "")
    assert sorted(top) == ["lm_head", "transformer"]
    assert 2 * sum(r["end"] - r["start"] for r in top["transformer"]) > in_forward
    found = _split("gpt2_train")["forward_modules"]
    assert found["nsys_forward_ns"] == in_forward
    names = [m["module"] for m in found["modules"]]
    assert "transformer" not in names and "lm_head" in names
    inner = _module_children(nvtx, "transformer")
    assert set(names) - {"lm_head", host_parts.OUTSIDE_MODULES} == set(inner)
    assert {"transformer.wte", "transformer.h.0", "transformer.h.11", "transformer.ln_f"} <= set(inner)


def test_a_compiled_workload_keeps_the_forward_unsplit_with_the_reason() -> None:
    """gpt2_compiled: its nsys capture has no opprof:module range (hooks would change Inductor's code)."""
    assert not [r for r in _nvtx("gpt2_compiled") if r["text"].startswith("opprof:module:")]
    split = _split("gpt2_compiled")
    assert split["forward_modules"] is None and split["forward_modules_reason"] == host_parts.NO_MODULES

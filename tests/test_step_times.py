"""Step times measured and compared honestly, through the real workflow on modified copies of the
shipped matmul_add_64 bundles: timing.json held against the step's own kernels and its workload
(refused naming timing.json), a diff's step speedup with its 95% interval, steps on other GPUs
and steps timed by different sources said in the headline and not gated, and a zero step that
is not comparable rather than a crash or a speedup."""

from __future__ import annotations

import json
import math
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import SHIPPED, refusal_of, run_on_copies

from opprof.analysis.regression_gate import gate_diff
from opprof.analysis.spread import median_interval
from opprof.stages import diff as diff_stage

BASE = SHIPPED / "matmul_add_64"
OTHER_GPU = "GPU-00000000-0000-0000-0000-000000000000"


def _timing(bundle: Path) -> dict[str, Any]:
    document: dict[str, Any] = json.loads((bundle / "timing.json").read_text())
    return document


def _write_timing(bundle: Path, document: dict[str, Any]) -> None:
    (bundle / "timing.json").write_text(json.dumps(document, indent=1))


def _every_step(ns: int) -> Callable[[Path], None]:
    def fault(bundle: Path) -> None:
        document = _timing(bundle)
        for step in document["steps"]:
            step["wall_ns"] = step["host_ns"] = ns
        _write_timing(bundle, document)

    return fault


def _swapped(bundle: Path) -> None:
    """matmul_add_4096's timing.json in a matmul_add_64 bundle: its steps wait 200 µs on a GEMM
    that matmul_add_64's kernels (4 µs) cannot account for."""
    _write_timing(bundle, _timing(SHIPPED / "matmul_add_4096"))


def _named_other(bundle: Path) -> None:
    _write_timing(bundle, {**_timing(bundle), "workload": "matmul_add_4096"})


def _twenty_steps(bundle: Path, scale: float = 1.0) -> None:
    """timing.json with 20 measured steps, the bundle's two repeated in turn (times scaled)."""
    document = _timing(bundle)
    warmup = [s for s in document["steps"] if s["iteration"] is None]
    measured = [s for s in document["steps"] if s["iteration"] is not None]
    steps = [
        {
            "step": len(warmup) + k,
            "iteration": k,
            "host_ns": round(measured[k % 2]["host_ns"] * scale),
            "wall_ns": round(measured[k % 2]["wall_ns"] * scale),
        }
        for k in range(20)
    ]
    _write_timing(bundle, {**document, "steps": [*warmup, *steps]})


def _slower_on_another_gpu(bundle: Path) -> None:
    _twenty_steps(bundle, 1.5)
    manifest = json.loads((bundle / "capture.json").read_text())
    manifest["gpu"]["uuid"] = OTHER_GPU
    (bundle / "capture.json").write_text(json.dumps(manifest, indent=1))


def _untimed(bundle: Path) -> None:
    manifest = json.loads((bundle / "capture.json").read_text())
    manifest["files"]["timing"] = None
    (bundle / "capture.json").write_text(json.dumps(manifest, indent=1))
    (bundle / "timing.json").unlink()


# bundle: (shipped bundle, change, words of the regime rule's refusal or None)
BUNDLES: dict[str, tuple[Path, Callable[[Path], None], str | None]] = {
    "t100": (
        BASE,
        _every_step(100),
        "shorter than the 4320 ns its kernels kept the GPU busy (Kineto) by more than 10%",
    ),
    "t0": (BASE, _every_step(0), "step 0: host_ns 0, wall_ns 0: a step's times are positive"),
    "t2_62": (BASE, _every_step(2**62), "a step longer than an hour is not a measured step's time"),
    "tswap": (BASE, _swapped, "ns after its call returned, more than its kernels' 4320 ns (Kineto)"),
    "tnamed": (BASE, _named_other, "times workload 'matmul_add_4096', not this bundle's 'matmul_add_64'"),
    "m64": (BASE, _twenty_steps, None),
    "m64_slow": (BASE, _slower_on_another_gpu, None),
    "m64_2": (BASE, lambda _: None, None),
    "m64c": (SHIPPED / "matmul_add_64_compiled", lambda _: None, None),
    "m64_untimed": (BASE, _untimed, None),
}
REFUSED = sorted(name for name, (_, _, words) in BUNDLES.items() if words)
DIFFS = [("m64", "m64"), ("m64", "m64_slow"), ("m64_2", "m64c"), ("m64_2", "m64_untimed"), ("t0", "m64_2")]


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, subprocess.CompletedProcess[str]]:
    targets = [f"results/{name}/tables/regime.json" for name in REFUSED]
    targets += [f"results/diff/{base}__{new}/{f}" for base, new in DIFFS for f in ("diff.json", "gate.json")]
    copies = {name: (source, change) for name, (source, change, _) in BUNDLES.items()}
    return run_on_copies(tmp_path_factory.mktemp("step-times"), copies, targets)


def _diff(run: tuple[Path, subprocess.CompletedProcess[str]], base: str, new: str) -> dict[str, Any]:
    document: dict[str, Any] = json.loads((run[0] / "results" / "diff" / f"{base}__{new}" / "diff.json").read_text())
    return document


@pytest.mark.parametrize("name", REFUSED)
def test_a_timing_json_that_cannot_be_this_workloads_is_refused_naming_it(
    name: str, run: tuple[Path, subprocess.CompletedProcess[str]]
) -> None:
    line = refusal_of(run, name, "regime")
    timing = run[0].parent / "captures" / name / "timing.json"
    assert line.startswith(f"opprof: error: {timing}: ") and BUNDLES[name][2] in line, line


def test_the_zero_step_diff_stops_at_the_refused_timing_json_not_in_a_division(
    run: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    assert not (run[0] / "results" / "diff" / "t0__m64_2" / "diff.json").exists()
    assert "ZeroDivisionError" not in run[1].stderr
    assert "a step's times are positive" in refusal_of(run, "t0", "regime")


def test_twenty_steps_against_themselves_are_no_measurable_change(
    run: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    document = _diff(run, "m64", "m64")
    walls = [s["wall_ns"] for s in _timing(run[0].parent / "captures" / "m64")["steps"] if s["iteration"] is not None]
    # By hand: 20 steps, 10 of each shipped wall time; at sqrt(0.95) the median lies between the
    # 5th smallest and the 5th largest, so the speedup's interval is their ratio both ways.
    low, high = sorted(walls)[4], sorted(walls)[15]
    assert median_interval(walls, math.sqrt(0.95)) == (low, high)
    change = document["step_change"]
    assert change["ratio"] == 1.0 and change["samples"] == {"base": 20, "new": 20}
    assert change["interval"] == pytest.approx([low / high, high / low])
    assert document["headline"].startswith("Step no measurable change (")
    assert f"per step; unchanged, 95% interval {low / high:.2f}x-{high / low:.2f}x); kernels" in document["headline"]
    assert json.loads((run[0] / "results" / "diff" / "m64__m64" / "gate.json").read_text())["passed"]


def test_a_measurably_slower_step_on_another_gpu_says_both_and_fails_the_gate(
    run: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    assert not (run[0] / "results" / "diff" / "m64__m64_slow" / "gate.json").exists()
    document = _diff(run, "m64", "m64_slow")
    base, new = (
        sorted(s["wall_ns"] for s in _timing(run[0].parent / "captures" / n)["steps"] if s["iteration"] is not None)
        for n in ("m64", "m64_slow")
    )
    change = document["step_change"]
    assert change["ratio"] == pytest.approx(((base[9] + base[10]) // 2) / ((new[9] + new[10]) // 2))
    assert change["interval"] == pytest.approx([base[4] / new[15], base[15] / new[4]])
    assert change["interval"][1] < 1 and change["measurable"] is True
    assert (
        f"on different GPUs: NVIDIA H200 GPU-ac534b15-daea-60a6-d179-a13d365e6f25 against NVIDIA H200 {OTHER_GPU}"
        in (document["headline"])
    )
    low, high = change["interval"]
    assert document["headline"].startswith("Step 1.50x slower (")
    assert f"per step; 95% interval {low:.2f}x-{high:.2f}x, on different GPUs: " in document["headline"]
    gate = gate_diff(document, {**_GATE, "counters": []}, [])
    assert [c["what"] for c in gate["crossed"]] == ["step time"]


_GATE = {"family_slower_pct": 5, "total_slower_pct": 2, "step_slower_pct": 5, "min_change_ns": 2000}


def test_two_shipped_bundles_of_two_steps_say_they_have_no_interval(
    run: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    document = _diff(run, "m64_2", "m64c")
    change = document["step_change"]
    assert change["interval"] is None and change["measurable"] is None
    assert change["samples"] == {"base": 2, "new": 2}
    assert "per step; no 95% interval from 2 and 2 steps, 7 a side are needed); kernels" in document["headline"]
    assert change["other_gpus"] is None


def test_steps_from_different_sources_are_listed_and_not_gated(
    run: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    document = _diff(run, "m64_2", "m64_untimed")
    source = [d for d in document["differences"] if d["what"] == "step source"]
    assert source == [
        {"what": "step source", "base": "timing", "new": document["new"]["step"]["source"], "refusable": False}
    ]
    assert source[0]["new"] in ("nsys", "kineto")
    assert document["speedup"]["step"] is None
    assert document["headline"].startswith("Step not comparable (")
    assert (
        f"per step; the base step was timed by the timing run, the new one by the {source[0]['new']} run"
        in (document["headline"])
    )
    gate = json.loads((run[0] / "results" / "diff" / "m64_2__m64_untimed" / "gate.json").read_text())
    assert gate["passed"] and [n["what"] for n in gate["not_gated"]] == ["step time"]


def test_a_zero_or_missing_step_is_not_comparable_in_the_diff_and_crosses_the_gate(
    run: tuple[Path, subprocess.CompletedProcess[str]], tmp_path: Path
) -> None:
    results = run[0] / "results"
    for wall, reason in ((0, "the new side's step is 0 ns, not a time"), (None, "the new side has no step time")):
        profile = json.loads((results / "m64_2" / "profile.json").read_text())
        profile["regime"]["step"]["wall_ns"] = wall
        changed = tmp_path / "profile.json"
        changed.write_text(json.dumps(profile))
        out = tmp_path / "diff.json"
        diff_stage.diff(
            str(results / "m64_2" / "profile.json"),
            str(results / "m64_2" / "kernels.parquet"),
            str(changed),
            str(results / "m64_2" / "kernels.parquet"),
            "m64_2",
            "zero",
            str(out),
            str(tmp_path / "diff.html"),
        )
        document = json.loads(out.read_text())
        assert document["speedup"]["step"] is None and document["step_change"]["reason"] == reason
        assert (
            document["headline"].startswith("Step not comparable (")
            and f"per step; {reason}); " in (document["headline"])
        )
        crossed = gate_diff(document, {**_GATE, "counters": []}, [])["crossed"]
        assert [c["threshold"] for c in crossed] == [f"> +5% and > 2000 ns (not comparable: {reason})"]

"""assemble_bundle: capture.json of a live capture from the phase records, on the files of the
recorded H200 GPT-2 capture laid out as a live bundle."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
import torch
from conftest import GPT2_BUNDLE

from opprof.bundle.manifest import load_bundle, read_timing
from opprof.capture.session import Session, device_api
from opprof.capture.spec import builtin_spec
from opprof.errors import OpprofError
from opprof.stages.capture import assemble_bundle


def _write(path: Path, document: Any) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document))
    return str(path)


@pytest.fixture
def live_capture(tmp_path: Path) -> tuple[Path, str, list[str]]:
    bundle, work = tmp_path / "captures" / "gpt2", tmp_path / "work"
    (bundle / "ncu").mkdir(parents=True)
    for member in ("nsys.sqlite", "kineto.json.gz", "ncu/all.csv.gz"):
        shutil.copyfile(GPT2_BUNDLE / member, bundle / member)
    workload = {"name": "gpt2", "variant": "eager", "description": "GPT-2 small", "seed": 0, "numerics": {}}
    _write(bundle / "modules.json", {"format": "opprof-modules", "workload": workload, "modules": []})
    stats = {"median": 1980.0, "min": 1965.0, "max": 1980.0, "p05": 1965.0, "p95": 1980.0, "samples": 150}
    probe = _write(
        work / "probe.json",
        {
            "gpu": {"name": "NVIDIA H200", "uuid": "GPU-1", "compute_capability": "9.0", "sm_count": 132},
            "software": {"torch": "2.11.0+cu130", "python": "3.12.3"},
            "clocks": {"sm_mhz": stats, "memory_mhz": {**stats, "median": 3201.0}, "probed_at": "2026-11-30"},
        },
    )
    common = {"wall_s": 10.0, "kernels": 468}
    _time_steps(bundle / "timing.json", warmup=2, measured=2)
    _memory_steps(bundle, warmup=2, measured=2)
    records = [
        _write(work / "phase0_timing.json", {"phase": "phase0_timing", "command": "python t", **common}),
        _write(work / "phase_memory.json", {"phase": "phase_memory", "command": "python m", **common}),
        _write(work / "phase1_kineto.json", {"phase": "phase1_kineto", "command": "python k", **common}),
        _write(
            work / "phase2_nsys.json",
            {"phase": "phase2_nsys", "command": "nsys profile", "clock_mode": "observe", "tools": {"nsys": "2025.3.1"}}
            | common,
        ),
        _write(
            work / "ncu_all.json",
            {
                "phase": "ncu_all",
                "command": "ncu",
                "group": "all",
                "passes": 10,
                "metrics": ["gpu__time_duration.sum"],
                "tools": {"ncu": "2025.3.1"},
            }
            | common,
        ),
    ]
    return bundle, probe, records


def _time_steps(path: Path, warmup: int, measured: int, compiled: bool = False) -> None:
    """timing.json as the timing phase writes it (20 measured steps, its default), from a real
    session over a small CPU step."""
    cpu = torch.device("cpu")
    session = Session(
        "timing", warmup, measured, device_api(cpu), cpu, eager=not compiled, name="gpt2", trace=path, timing_steps=20
    )
    weight = torch.randn(32, 32)
    for index in range(session.steps):
        with session.step(index):
            weight = torch.tanh(weight @ weight)


def _compiled_steps(path: Path, warmup: int, measured: int) -> None:
    """timing.json of a real session over a small torch.compile'd CPU step that breaks its graph
    once and whose input grows after the warmup steps (static shapes): Dynamo compiles each of its
    two frames (the step, and the code after the break) once per input size."""
    torch._dynamo.reset()
    torch._dynamo.utils.counters.clear()

    def step(x: torch.Tensor) -> torch.Tensor:
        y = torch.sin(x)
        torch._dynamo.graph_break()
        return torch.cos(y)

    compiled = torch.compile(step, dynamic=False)
    cpu = torch.device("cpu")
    session = Session("timing", warmup, measured, device_api(cpu), cpu, eager=False, name="tiny", trace=path)
    for index in range(session.steps):
        with session.step(index):
            compiled(torch.ones(4 if index < warmup else 8))


def _memory_steps(bundle: Path, warmup: int, measured: int) -> None:
    """The memory phase's two files, from a real session over a small CPU step."""
    cpu = torch.device("cpu")
    trace, memory = bundle / "memory_trace.json.gz", bundle / "memory.json"
    session = Session("memory", warmup, measured, device_api(cpu), cpu, trace=trace, memory=memory)
    weight = torch.randn(32, 32)
    for index in range(session.steps):
        with session.step(index):
            weight = torch.tanh(weight @ weight)


def _assemble(bundle: Path, probe: str, records: list[str]) -> None:
    assemble_bundle(
        builtin_spec("gpt2", warmup=2, measured=2).to_json(),
        probe,
        records,
        str(bundle / "nsys.sqlite"),
        str(bundle / "modules.json"),
        str(bundle / "timing.json"),
        str(bundle / "memory.json"),
        str(bundle / "memory_trace.json.gz"),
        manifest=str(bundle / "capture.json"),
    )


def test_assembled_manifest_loads_as_a_marker_bundle(live_capture: tuple[Path, str, list[str]]) -> None:
    bundle, probe, records = live_capture
    _assemble(bundle, probe, records)
    loaded = load_bundle(bundle)
    manifest = loaded.manifest
    assert manifest["window"] == {"method": "markers"}
    # The timing phase timed 20 measured steps where the profiled phases measured 2.
    assert manifest["iterations"] == {"warmup": 2, "measured": 2, "timed": 20}
    assert len(read_timing(bundle / "timing.json", 2, "gpt2")["steps"]) == 22
    assert manifest["gpu"]["chip"] == "gh100"
    assert manifest["clocks"]["mode"] == "observe" and manifest["clocks"]["sm_mhz"]["median"] == 1980.0
    assert manifest["software"] == {"torch": "2.11.0+cu130", "python": "3.12.3", "nsys": "2025.3.1", "ncu": "2025.3.1"}
    assert set(manifest["commands"]) == {"phase0_timing", "phase_memory", "phase1_kineto", "phase2_nsys", "ncu_all"}
    assert (manifest["files"]["memory"], manifest["files"]["memory_trace"]) == ("memory.json", "memory_trace.json.gz")
    assert loaded.memory == bundle / "memory.json" and loaded.memory_trace == bundle / "memory_trace.json.gz"
    assert manifest["files"]["ncu"] == [{"group": "all", "path": "ncu/all.csv.gz", "passes": 10, "wall_s": 10.0}]
    assert loaded.modules == (bundle / "modules.json").resolve()
    assert loaded.timing == (bundle / "timing.json").resolve()
    assert "compile" not in manifest  # an eager workload compiles nothing


def test_compiled_workload_records_its_first_call_and_dynamo_counts(
    live_capture: tuple[Path, str, list[str]],
) -> None:
    bundle, probe, records = live_capture
    _time_steps(bundle / "timing.json", warmup=2, measured=2, compiled=True)
    timing = json.loads((bundle / "timing.json").read_text())
    _assemble(bundle, probe, records)
    entry = load_bundle(bundle).manifest["compile"]
    assert entry["first_call_wall_s"] == round(timing["steps"][0]["wall_ns"] / 1e9, 3)
    assert (entry["graphs"], entry["graph_breaks"]) == (timing["dynamo"]["graphs"], timing["dynamo"]["graph_breaks"])


def test_compiled_workload_counts_its_graph_breaks_and_recompilations(
    live_capture: tuple[Path, str, list[str]],
) -> None:
    bundle, probe, records = live_capture
    _compiled_steps(bundle / "timing.json", warmup=2, measured=2)
    dynamo = json.loads((bundle / "timing.json").read_text())["dynamo"]
    # Two frames compiled for each of two input sizes: four graphs, each frame recompiled once,
    # and the step's frame broke at each of its two compiles.
    assert (dynamo["graphs"], dynamo["graph_breaks"], dynamo["recompilations"]) == (4, 2, 2)
    _assemble(bundle, probe, records)
    entry = load_bundle(bundle).manifest["compile"]
    assert (entry["graphs"], entry["graph_breaks"], entry["recompilations"]) == (4, 2, 2)


def test_bundle_missing_a_listed_file_gets_no_manifest(live_capture: tuple[Path, str, list[str]]) -> None:
    bundle, probe, records = live_capture
    (bundle / "kineto.json.gz").unlink()
    with pytest.raises(OpprofError, match=r"Kineto trace 'kineto\.json\.gz' is listed but missing"):
        _assemble(bundle, probe, records)
    assert not (bundle / "capture.json").exists()

"""Impossible roofline values, negative shapes, broken memory traces, another workload's memory
phase and a CUDA-graph call list that aligns with no replay: each made from a shipped bundle the
way a real mistake would make it, through the real workflow (one Snakemake run, --keep-going)."""

from __future__ import annotations

import csv
import gzip
import io
import json
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import SHIPPED, copy_bundle, refusal_of, run_workflow

from opprof.analysis.roofline import BEYOND_ROOF_PCT, NEAR_ROOF_PCT

GEMM = "matmul_add_64"
MEMORY = "my_model"
GRAPHS = "gpt2_compiled_cudagraphs"
HUGE_K = 1_000_000
BIG = 10**15
SOL_PCT = 250.0


def _kineto(bundle: Path, edit: Callable[[dict[str, Any]], None], member: str = "kineto.json.gz") -> None:
    path = bundle / member
    document = json.loads(gzip.decompress(path.read_bytes()))
    for event in document["traceEvents"]:
        edit(event)
    path.write_bytes(gzip.compress(json.dumps(document).encode(), mtime=0))


def _mm_dims(dims: list[list[int]]) -> Callable[[Path], None]:
    def fault(bundle: Path) -> None:
        def edit(event: dict[str, Any]) -> None:
            if event.get("name") == "aten::mm":
                event["args"]["Input Dims"] = dims

        _kineto(bundle, edit)

    return fault


def _clock(mhz: float) -> Callable[[Path], None]:
    def fault(bundle: Path) -> None:
        manifest = json.loads((bundle / "capture.json").read_text())
        manifest["clocks"]["sm_mhz"]["median"] = mhz
        (bundle / "capture.json").write_text(json.dumps(manifest, indent=1))

    return fault


def sol_beyond_100(bundle: Path) -> None:
    """ncu's SM throughput of the elementwise add kernel at 250%."""
    path = bundle / "ncu" / "all.csv.gz"
    rows = list(csv.reader(io.StringIO(gzip.decompress(path.read_bytes()).decode())))
    column = rows[0].index("sm__throughput.avg.pct_of_peak_sustained_elapsed")
    (row,) = [r for r in rows[2:] if "elementwise" in r[rows[0].index("Kernel Name")]]
    row[column] = f"{SOL_PCT}"
    text = io.StringIO()
    csv.writer(text, quoting=csv.QUOTE_ALL).writerows(rows)
    path.write_bytes(gzip.compress(text.getvalue().encode(), mtime=0))


def _memory_events(bundle: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    document = json.loads(gzip.decompress((bundle / "memory_trace.json.gz").read_bytes()))
    return document, [e for e in document["traceEvents"] if e.get("name") == "[memory]"]


def _write_memory(bundle: Path, document: dict[str, Any]) -> None:
    (bundle / "memory_trace.json.gz").write_bytes(gzip.compress(json.dumps(document).encode(), mtime=0))


# The [memory] event whose total jumps, as an index among the trace's allocator events.
JUMP_AT = 10


def total_jump(bundle: Path) -> None:
    document, events = _memory_events(bundle)
    events[JUMP_AT]["args"]["Total Allocated"] = BIG
    _write_memory(bundle, document)


def _cuda(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in events if e["args"]["Device Type"] == 1]


def shifted_totals(shift: int) -> Callable[[Path], None]:
    """Every CUDA event's running total moved by ``shift``: consistent event to event."""

    def fault(bundle: Path) -> None:
        document, events = _memory_events(bundle)
        for event in _cuda(events):
            event["args"]["Total Allocated"] += shift
        _write_memory(bundle, document)

    return fault


def double_free(bundle: Path) -> None:
    """The first CUDA free written twice, every later running total lowered by it: each event's
    total stays the previous one plus its bytes, and the address is freed twice."""
    document, events = _memory_events(bundle)
    cuda = _cuda(events)
    free = next(e for e in cuda if e["args"]["Bytes"] < 0)
    later = cuda[cuda.index(free) + 1 :]
    for event in later:
        event["args"]["Total Allocated"] += free["args"]["Bytes"]
    again = json.loads(json.dumps(free))
    again["args"]["Total Allocated"] += free["args"]["Bytes"]
    document["traceEvents"].insert(document["traceEvents"].index(free) + 1, again)
    _write_memory(bundle, document)


def foreign_memory(bundle: Path) -> None:
    """gpt2's memory phase copied into a my_model bundle."""
    for member in ("memory.json", "memory_trace.json.gz"):
        shutil.copy(SHIPPED / "gpt2" / member, bundle / member)


def _output_code(bundle: Path) -> Path:
    (path,) = (bundle / "inductor").glob("*/output_code.py")
    return path


def swapped_calls(bundle: Path) -> None:
    """The first extern addmm call and the Triton call after it swapped in the output code."""
    lines = _output_code(bundle).read_text().splitlines(keepends=True)
    extern = next(i for i, line in enumerate(lines) if line.lstrip().startswith("extern_kernels.addmm("))
    triton = next(i for i in range(extern + 1, len(lines)) if ".run(" in lines[i])
    lines[extern], lines[triton] = lines[triton], lines[extern]
    _output_code(bundle).write_text("".join(lines))


def impossible_shares(bundle: Path) -> None:
    """aten::mm's shapes a million wide and the add kernel's SM throughput at 250%: two operators,
    one fault each."""
    _mm_dims([[64, HUGE_K], [HUGE_K, 64]])(bundle)
    sol_beyond_100(bundle)


def _nothing(bundle: Path) -> None:
    """The bundle as shipped: the control."""


# bundle: (shipped bundle, the fault, the rule that must refuse it or None, its words)
FAULTS: dict[str, tuple[str, Callable[[Path], None], str | None, str]] = {
    "clean": (GEMM, _nothing, None, ""),
    "impossible_shares": (GEMM, impossible_shares, None, ""),
    "clock_one": (GEMM, _clock(1.0), None, ""),
    "clock_zero": (GEMM, _clock(0.0), "bundle_manifest", "0.0 is less than or equal to the minimum of 0"),
    "negative_dims": (
        GEMM,
        _mm_dims([[64, -64], [-64, 64]]),
        "ingest_kineto",
        "('aten::mm') has Input Dims [[64, -64], [-64, 64]]: a size of -64 is no shape",
    ),
    "total_jump": (MEMORY, total_jump, "memory_bundle", f"has Total Allocated {BIG:,}, not the previous event's"),
    "negative_total": (MEMORY, shifted_totals(-(10**9)), "memory_bundle", "below zero"),
    "peak_not_max": (
        MEMORY,
        shifted_totals(2**30),
        "memory_bundle",
        "iteration 0: peak allocated bytes: the trace counts 1,437,044,736, which is not the 363,302,912 "
        "memory.json records (torch.cuda.max_memory_allocated",
    ),
    "double_free": (MEMORY, double_free, "memory_bundle", "frees it again"),
    "foreign_memory": (
        MEMORY,
        foreign_memory,
        "operator_memory",
        "the memory run called operator 'aten::_efficient_attention_forward' (28 operators in all) that the Kineto run "
        "never did: it is another workload's memory phase",
    ),
    "swapped_calls": (GRAPHS, swapped_calls, None, ""),
}


# What each refusing rule writes.
REFUSING = {
    "bundle_manifest": "tables/capture.json",
    "ingest_kineto": "tables/kineto_ops.parquet",
    "memory_bundle": "memory/bundle/memory.json",
    "operator_memory": "tables/memory_join.json",
}


@pytest.fixture(scope="module")
def faulted(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, subprocess.CompletedProcess[str]]:
    root = tmp_path_factory.mktemp("trust-roofline-memory")
    captures = root / "captures"
    for name, (source, fault, _, _) in FAULTS.items():
        fault(copy_bundle(SHIPPED / source, captures / name))
    # a refused bundle asks only for what its refusing rule writes: nothing else of it is needed
    targets = [f"results/{name}/{REFUSING.get(rule, 'report.html')}" for name, (_, _, rule, _) in FAULTS.items()]
    result = run_workflow(root / "work", captures, *targets, extra=("--keep-going", "--cores", "2"))
    return root / "work", result


def _profile(work: Path, name: str) -> dict[str, Any]:
    document: dict[str, Any] = json.loads((work / "results" / name / "profile.json").read_text())
    return document


def _page(work: Path, name: str) -> str:
    return (work / "results" / name / "report.html").read_text()


def _operator(profile: dict[str, Any], name: str) -> dict[str, Any]:
    (row,) = [o for o in profile["speed_of_light"]["operators"] if o["operator_name"] == name]
    return row


def _rules(profile: dict[str, Any], operator: str) -> set[str]:
    return {s["rule"] for s in profile["signals"] if s["operator"] == operator}


@pytest.mark.parametrize("fault", sorted(f for f, (_, _, rule, _) in FAULTS.items() if rule))
def test_fault_is_refused_in_one_line_naming_its_file(
    fault: str, faulted: tuple[Path, subprocess.CompletedProcess[str]]
) -> None:
    _, _, rule, words = FAULTS[fault]
    assert rule is not None
    line = refusal_of(faulted, fault, rule)
    assert line.startswith(f"opprof: error: {faulted[0].parent / 'captures' / fault}/") and words in line, line


def _mm_by_hand(profile: dict[str, Any], k: int) -> tuple[float, int]:
    """aten::mm's FLOPs over the run (2 x 64 x k x 64 per call) and its kernel time, from its
    invocations' kernels."""
    calls = [o for o in profile["operators"] if o["operator_name"] == "aten::mm"]
    return 2.0 * 64 * k * 64 * len(calls), sum(kernel["duration_ns"] for o in calls for kernel in o["kernels"])


@pytest.mark.parametrize("fault", ["impossible_shares", "clock_one"])
def test_a_share_above_the_roof_is_flagged_shown_and_decides_no_finding(
    fault: str, faulted: tuple[Path, subprocess.CompletedProcess[str]]
) -> None:
    work, _ = faulted
    clean, profile = _profile(work, "clean"), _profile(work, fault)
    mm = _operator(profile, "aten::mm")
    flops, ns = _mm_by_hand(profile, HUGE_K if fault == "impossible_shares" else 64)
    assert mm["achieved_flops_per_s"] == pytest.approx(flops / ns * 1e9)
    assert mm["pct_of_roof"] is None
    assert mm["beyond_roof_pct"] == pytest.approx(100 * flops / ns * 1e9 / mm["roof_flops_per_s"])
    assert mm["beyond_roof_pct"] > BEYOND_ROOF_PCT
    (flag,) = [f for f in profile["checks"]["flags"] if f["kind"] == "beyond_roof" and f["operator_name"] == "aten::mm"]
    assert flag["operator_name"] == "aten::mm" and flag["value"] == pytest.approx(mm["beyond_roof_pct"])
    assert profile["checks"]["flag_count"] >= 1
    assert "near_roof" not in _rules(profile, "aten::mm")
    # the findings of the clean bundle, which an impossible share silenced, are all there
    assert _rules(clean, "aten::mm") <= _rules(profile, "aten::mm")
    assert {"gemm_too_small_for_tensor_cores", "low_occupancy"} <= _rules(clean, "aten::mm")
    page = _page(work, fault)
    assert f"aten::mm runs at {mm['beyond_roof_pct']:.0f}% of its roof, which cannot be true" in page


def test_an_ncu_throughput_beyond_100_percent_decides_no_finding(
    faulted: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    work, _ = faulted
    profile = _profile(work, "impossible_shares")
    add = _operator(profile, "aten::add")
    assert add["roof_source"] == "ncu speed of light" and add["pct_of_roof"] is None
    assert add["beyond_roof_pct"] == pytest.approx(SOL_PCT)
    kinds = {f["kind"] for f in profile["checks"]["flags"]}
    assert {"percentage_out_of_range", "beyond_roof"} <= kinds
    assert "near_roof" not in _rules(profile, "aten::add") and SOL_PCT > NEAR_ROOF_PCT
    assert "an ncu throughput counter of its kernels is outside 0-100%" in _page(work, "impossible_shares")


def test_a_replay_no_call_list_aligns_with_says_where_and_why(
    faulted: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    work, _ = faulted
    lines = _output_code(SHIPPED / GRAPHS).read_text().splitlines()
    extern = next(i for i, line in enumerate(lines) if line.lstrip().startswith("extern_kernels.addmm("))
    triton = next(line for line in lines[extern + 1 :] if ".run(" in line).strip().split(".run(")[0]
    profile = _profile(work, "swapped_calls")
    replays = profile["checks"]["fusion_coverage"]["graph_replays"]
    measured = profile["window"]["iterations"]
    assert replays["replays"] == measured and replays["aligned"] == 0
    first = replays["first_failure"]
    # the call list now launches the Triton kernel where cuBLAS's GEMM ran: the replay's second kernel
    assert first["kernel"] == 1 and first["reason"].endswith(f"where call 1 of the call list launches {triton}")
    kernels = [k for o in profile["operators"] for k in o["kernels"]] + profile["unattributed_kernels"]
    replayed = sorted(k["position"] for k in kernels if k["confidence"] != "high")
    assert first["position"] == replayed[1]
    assert replays["unaligned_kernels"] == len(replayed) == len(kernels) - profile["coverage"]["high"]["kernels"]
    page = _page(work, "swapped_calls")
    assert f"{measured} of {measured} CUDA graph replays align with no call list of Inductor&#39;s output code" in page
    assert _profile(work, "clean")["checks"]["fusion_coverage"]["graph_replays"] is None

"""Bottleneck signals: small, explicit rules over per-operator facts (operator_facts.family_facts),
each with its threshold and the reason for it, so a reader can check every verdict against its
numbers. A rule needs every counter it reads: a null counter never fires (nor clears) a signal.

Thresholds follow Nsight Compute's own guidance where it has one (speed-of-light shares, occupancy,
spills) and are deliberately coarse: a signal says where to look first, not how much to gain.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import pandas as pd

from opprof.tables import counter_column, rows
from opprof.units import format_bytes, format_count, format_ns, format_pct

Severity = Literal["high", "medium", "low"]
Facts = Mapping[str, Any]

# Rules look only at operators with at least this share of kernel time: fixing a smaller one
# cannot save more than this share.
MATERIAL_SHARE = 0.01
TENSOR_PIPE_IDLE_PCT = 1.0
LOW_OCCUPANCY_PCT = 25.0
OCCUPANCY_STARVES_ISSUE_PCT = 50.0
DRAM_SATURATED_PCT = 70.0
WARP_LATENCY_CYCLES = 20.0
LATENCY_BOUND_ISSUE_PCT = 30.0
LOW_L2_HIT_PCT = 50.0
TINY_KERNEL_NS = 10_000
LAUNCH_PATTERN_KERNELS = 10

# GEMM-like work: matrix-multiply operators, and kernels named as GEMMs (cuBLAS xmma, CUTLASS gemm,
# implicit-GEMM convolutions) whatever operator launched them.
GEMM_OPERATORS = frozenset(
    f"aten::{name}"
    for name in ("mm", "addmm", "bmm", "baddbmm", "addbmm", "matmul", "linear", "addmv", "mv", "_scaled_mm")
)
GEMM_KERNEL = re.compile(r"gemm|xmma", re.IGNORECASE)
# FP32 on the CUDA cores: CUTLASS "simt" kernels, cuBLAS "ffma" xmma kernels, classic "sgemm".
FP32_SIMT_TOKEN = re.compile(r"\w*(?:simt|ffma|sgemm)\w*", re.IGNORECASE)


@dataclass(frozen=True)
class Finding:
    operator: str
    rule: str
    severity: Severity
    title: str
    evidence: str
    counters: tuple[str, ...]


@dataclass(frozen=True)
class Rule:
    id: str
    severity: Severity
    title: str
    threshold: str
    why: str
    counters: tuple[str, ...]
    evidence: Callable[[Facts], str | None]
    # Counter rules skip operators under MATERIAL_SHARE of kernel time; launch_bound's cost is the
    # idle time around kernels, not their time, so it is not skipped.
    needs_material_share: bool = True


def _counter(facts: Facts, name: str) -> float | None:
    value = facts.get(counter_column(name))
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return float(value)


def _counters(facts: Facts, *names: str) -> tuple[float, ...] | None:
    """The named counters, or None when any is null: a rule never fires on a missing counter."""
    values = []
    for name in names:
        value = _counter(facts, name)
        if value is None:
            return None
        values.append(value)
    return tuple(values)


def _clause(facts: Facts, names: tuple[str, ...], render: Callable[..., str]) -> str:
    """Context after the evidence, given only when every counter it names has a value."""
    values = _counters(facts, *names)
    return "" if values is None else render(*values)


def _time_context(facts: Facts) -> str:
    return f"{format_ns(facts['duration_ns'])} of {facts['family']} kernels ({facts['kernel_count']} kernels)"


def is_gemm(facts: Facts) -> bool:
    return facts["family"] in GEMM_OPERATORS or any(GEMM_KERNEL.search(name) for name in facts["kernel_names"])


def fp32_simt_names(kernel_names: Sequence[str]) -> list[str]:
    """The FP32-SIMT tokens of kernel names (for CUTLASS, the template argument that says so)."""
    tokens = (match.group(0) for name in kernel_names for match in FP32_SIMT_TOKEN.finditer(name))
    return list(dict.fromkeys(tokens))


def _tensor_pipe_idle_on_gemm(facts: Facts) -> str | None:
    values = _counters(facts, "tensor_pipe_active_pct")
    if values is None or values[0] >= TENSOR_PIPE_IDLE_PCT or not is_gemm(facts):
        return None
    simt = fp32_simt_names(facts["kernel_names"])
    return (
        f"{format_pct(values[0])} tensor pipe active over {_time_context(facts)}"
        + (f"; FP32 SIMT kernel names: {', '.join(simt)}" if simt else "")
        + _clause(
            facts,
            ("achieved_occupancy_pct", "dram_throughput_pct"),
            lambda occupancy, dram: f"; {format_pct(occupancy)} achieved occupancy, DRAM at {format_pct(dram)} of peak",
        )
    )


def _dram_saturated(facts: Facts) -> str | None:
    values = _counters(facts, "dram_throughput_pct")
    if values is None or values[0] <= DRAM_SATURATED_PCT:
        return None
    return f"DRAM at {format_pct(values[0])} of peak over {_time_context(facts)}" + _clause(
        facts,
        ("dram_bytes_read", "dram_bytes_write"),
        lambda read, written: f"; {format_bytes(read)} read, {format_bytes(written)} written",
    )


def _launch_bound(facts: Facts) -> str | None:
    median_ns, idle_ns = facts["median_kernel_ns"], facts["median_idle_before_ns"]
    if facts["kernel_count"] < LAUNCH_PATTERN_KERNELS or median_ns >= TINY_KERNEL_NS:
        return None
    if idle_ns is None or math.isnan(idle_ns) or idle_ns <= median_ns:
        return None
    return (
        f"{facts['kernel_count']} kernels of median {format_ns(median_ns)}; the GPU sat idle a median "
        f"{format_ns(idle_ns)} before each ({format_ns(facts['idle_before_ns'])} idle in all, "
        f"against {format_ns(facts['duration_ns'])} of kernel time)"
    )


def _low_occupancy(facts: Facts) -> str | None:
    values = _counters(facts, "achieved_occupancy_pct", "issue_active_pct")
    if values is None or values[0] >= LOW_OCCUPANCY_PCT or values[1] >= OCCUPANCY_STARVES_ISSUE_PCT:
        return None
    occupancy, issue = values
    return (
        f"{format_pct(occupancy)} achieved occupancy with schedulers issuing on {format_pct(issue)} of cycles"
        + _clause(
            facts,
            ("registers_per_thread", "occupancy_limit_registers_blocks"),
            lambda registers, blocks: f"; {registers:.0f} registers/thread allow {blocks:.0f} blocks per SM",
        )
    )


def _latency_bound(facts: Facts) -> str | None:
    values = _counters(facts, "warp_latency_per_inst", "issue_active_pct")
    if values is None or values[0] <= WARP_LATENCY_CYCLES or values[1] >= LATENCY_BOUND_ISSUE_PCT:
        return None
    latency, issue = values
    return (
        f"{latency:.0f} cycles between a warp's instructions; schedulers issue on {format_pct(issue)} of cycles"
        + _clause(
            facts,
            ("dram_throughput_pct", "sm_throughput_pct"),
            lambda dram, sm: f"; DRAM at {format_pct(dram)}, SM at {format_pct(sm)} of peak",
        )
    )


def _register_spills(facts: Facts) -> str | None:
    values = _counters(facts, "local_spill_wavefronts")
    if values is None or values[0] <= 0:
        return None
    return f"{format_count(values[0])} local-memory wavefronts over {_time_context(facts)}" + _clause(
        facts, ("registers_per_thread",), lambda registers: f", at {registers:.0f} registers/thread"
    )


def _low_l2_hit_rate(facts: Facts) -> str | None:
    values = _counters(facts, "l2_hit_rate_pct")
    if values is None or values[0] >= LOW_L2_HIT_PCT:
        return None
    return f"{format_pct(values[0])} of L2 sector requests hit" + _clause(
        facts, ("dram_bytes_read",), lambda read: f"; {format_bytes(read)} read from DRAM"
    )


RULES: tuple[Rule, ...] = (
    Rule(
        "tensor_pipe_idle_gemm",
        "high",
        "Tensor Cores idle on a GEMM",
        f"GEMM operator or kernel, tensor pipe active < {TENSOR_PIPE_IDLE_PCT:g}%",
        "A GEMM is the work Tensor Cores exist for; with the tensor pipe idle it ran on the FP32 CUDA cores "
        "(SIMT/FFMA kernels), far below the chip's matrix throughput. fp32 matmuls use Tensor Cores only when "
        "TF32 is allowed (torch.set_float32_matmul_precision('high')) or in bf16/fp16.",
        ("tensor_pipe_active_pct",),
        _tensor_pipe_idle_on_gemm,
    ),
    Rule(
        "dram_saturated",
        "high",
        "DRAM bandwidth saturated",
        f"DRAM throughput > {DRAM_SATURATED_PCT:g}% of peak",
        "Near peak sustained bandwidth the kernel is memory-bound: it gets faster only by moving fewer bytes "
        "(fusion, lower precision, better reuse), not by more compute.",
        ("dram_throughput_pct",),
        _dram_saturated,
    ),
    Rule(
        "launch_bound",
        "high",
        "Launch-bound tiny kernels",
        f">= {LAUNCH_PATTERN_KERNELS} kernels, median < {format_ns(TINY_KERNEL_NS)}, "
        "median GPU idle gap before them > their median duration",
        "When the GPU waits longer for the next kernel than it spends running it, host-side launch and "
        "dispatch cost sets the pace; fusion (torch.compile) or CUDA graphs remove launches. The gaps come from "
        "the nsys run, whose NVTX ranges add host time of their own.",
        (),
        _launch_bound,
        needs_material_share=False,
    ),
    Rule(
        "low_occupancy",
        "medium",
        "Low achieved occupancy",
        f"achieved occupancy < {LOW_OCCUPANCY_PCT:g}% and issue active < {OCCUPANCY_STARVES_ISSUE_PCT:g}%",
        "With under a quarter of the warp slots busy the schedulers have few warps to switch to while one "
        "waits; low issue activity shows it costs time (GEMMs often run at low occupancy and still issue "
        "well). Registers per thread, block size or shared memory cap the warps an SM can hold.",
        ("achieved_occupancy_pct", "issue_active_pct"),
        _low_occupancy,
    ),
    Rule(
        "latency_bound",
        "medium",
        "Warps stalled on latency",
        f"warp latency per issued instruction > {WARP_LATENCY_CYCLES:g} cycles and issue active "
        f"< {LATENCY_BOUND_ISSUE_PCT:g}%",
        "Arithmetic dependencies cost a few cycles; tens of cycles between a warp's instructions means "
        "waiting on memory. With schedulers mostly idle, too few warps or too little work per kernel hide it.",
        ("warp_latency_per_inst", "issue_active_pct"),
        _latency_bound,
    ),
    Rule(
        "register_spills",
        "medium",
        "Register spills to local memory",
        "local-memory wavefronts > 0",
        "Local-memory traffic means the compiler spilled registers (or put an array on the stack); every "
        "spill is a round trip through L1/L2 that the register file would have avoided.",
        ("local_spill_wavefronts",),
        _register_spills,
    ),
    Rule(
        "low_l2_hit_rate",
        "low",
        "Low L2 hit rate",
        f"L2 sector hit rate < {LOW_L2_HIT_PCT:g}%",
        "Most L2 requests go on to DRAM. For streaming element-wise kernels that is inherent (each byte is "
        "used once) and the remedy is fusion; for kernels that reuse data it points to access order or a "
        "working set larger than L2.",
        ("l2_hit_rate_pct",),
        _low_l2_hit_rate,
    ),
)


def find_signals(facts: pd.DataFrame) -> list[Finding]:
    """Every rule on every family, in the order of ``facts`` (most time first) and of ``RULES``."""
    findings = []
    for row in rows(facts):
        material = row["share_of_window_time"] >= MATERIAL_SHARE
        for rule in RULES:
            evidence = rule.evidence(row) if material or not rule.needs_material_share else None
            if evidence is not None:
                findings.append(Finding(row["family"], rule.id, rule.severity, rule.title, evidence, rule.counters))
    return findings

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
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

import pandas as pd

from opprof.analysis.attribution import is_compiled_wrapper
from opprof.analysis.roofline import FP32, NEAR_ROOF_PCT, PIPE_LABELS, TENSOR_TF32, Peaks
from opprof.counters import counter_names
from opprof.output.user_fixes import CUBLAS_TF32, user_fix
from opprof.tables import HIGH, counter_column, rows
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
# A call that launches this many kernels itself (no operator inside it launched them) is a library
# doing the work out of the graph's sight (cuDNN's RNN launches hundreds per call).
OPAQUE_KERNELS_PER_CALL = 50
# The regime verdict under which kernel-level findings rank below the regime's own, and why.
OVERHEAD = "host-bound"
OVERHEAD_NOTE = "the step is host-bound: a faster kernel buys nothing until the host work per step shrinks"
# The operator a window-wide finding names.
WINDOW = "(measured window)"
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
# Tensor Core GEMM kernels: cuBLAS's nvjet and HMMA/GMMA (Hopper wgmma) xmma kernels, CUTLASS
# tensorop and the MMA shapes in their names, and half/bf16/tf32 cuBLAS kernels.
TENSOR_CORE_KERNEL = re.compile(r"nvjet|hmma|wgmma|gmma|tensorop|16816|1688|bf16|fp16|tf32", re.IGNORECASE)
# Below this a Tensor Core GEMM leaves the pipe mostly idle: the matrix is too small to fill it.
TENSOR_PIPE_SMALL_PCT = 10.0


@dataclass(frozen=True)
class Finding:
    operator: str
    rule: str
    severity: Severity
    title: str
    evidence: str
    counters: tuple[str, ...]
    # The numbers the rule read, by name: what a program reads instead of the evidence text.
    numbers: Mapping[str, float | int | None] = field(default_factory=dict)
    threshold: str = ""
    # What the finding is about and the rule's own estimate of what fixing it could save, both over
    # the measured window and in kernel (or GPU idle) time, as its formula says: never step time,
    # which the plan (opprof/output/plan.py) prices with the step model.
    at_stake_ns: float | None = None
    kernel_saving_ns: float | None = None
    kernel_saving_formula: str = ""
    fix: str = ""
    # The plan's fix that prices this finding in step time (findings above the operator).
    plan_fix: str = ""
    # The finding above the operator (its rule) whose fix answers this one.
    part_of: str = ""


# An estimate of what fixing a finding saves (ns over the window, None: not estimated) and its formula.
Saving = tuple[float | None, str]


def _number(facts: Facts, name: str) -> float | None:
    value = facts.get(name)
    if value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value)):
        return None
    return float(value)


def to_roof(facts: Facts, _peaks: Peaks | None = None) -> Saving:
    """The kernel time above what the operator's roof allows: time x (1 - percent of roof)."""
    pct = _number(facts, "pct_of_roof")
    if pct is None:
        return None, "not estimated: no roofline or ncu speed of light for this operator"
    source = facts.get("roof_source")
    return (
        facts["duration_ns"] * max(0.0, 1 - pct / 100),
        f"kernel time x (1 - {format_pct(pct)} of its roof by {source})",
    )


def _to_tensor_cores(facts: Facts, peaks: Peaks | None) -> Saving:
    """The GEMMs at the TF32 Tensor Core roof, the least change that moves them there."""
    flops, moved = _number(facts, "flops"), _number(facts, "dram_bytes")
    if peaks is None:
        return to_roof(facts)
    if flops is None:
        ratio = peaks.flops_per_s[FP32] / peaks.flops_per_s[TENSOR_TF32]
        return (
            facts["duration_ns"] * (1 - ratio),
            f"kernel time x (1 - FP32 peak / {PIPE_LABELS[TENSOR_TF32]} peak): the same kernels at the same share "
            "of the TF32 roof (no FLOP count from shapes)",
        )
    floor_s = flops / peaks.flops_per_s[TENSOR_TF32]
    if moved is not None and peaks.dram_bytes_per_s:
        floor_s = max(floor_s, moved / peaks.dram_bytes_per_s)
    return (
        max(0.0, facts["duration_ns"] - 1e9 * floor_s),
        f"kernel time - max(FLOPs / {PIPE_LABELS[TENSOR_TF32]} peak, DRAM bytes / DRAM peak): the same GEMMs at "
        "the TF32 roof",
    )


# The key find_signals puts on each family's facts: the least perturbed source's GPU idle time
# of the steps over the nsys timeline's, whose NVTX ranges stretch the gaps between kernels.
IDLE_SCALE = "idle_scale"


def _idle_before(facts: Facts, _peaks: Peaks | None) -> Saving:
    scale = facts.get(IDLE_SCALE)
    if scale is None:
        return float(facts["idle_before_ns"]), "GPU idle time (not kernel time) before its kernels (nsys timeline)"
    return (
        float(facts["idle_before_ns"]) * scale,
        f"GPU idle time (not kernel time) before its kernels on the nsys timeline x {scale:.2f} (the steps' idle "
        "time without nsys's ranges over their idle time on the nsys timeline)",
    )


def idle_scale(facts: pd.DataFrame, regime: Mapping[str, Any] | None) -> float | None:
    """How much of the nsys timeline's idle time the least perturbed source's steps keep (at most 1)."""
    saving, _ = _step_idle(regime) if regime is not None else (None, "")
    nsys_idle = float(facts["idle_before_ns"].sum()) if "idle_before_ns" in facts else 0.0
    if saving is None or nsys_idle <= 0:
        return None
    return min(1.0, saving / nsys_idle)


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
    fix: str = ""
    saving: Callable[[Facts, Peaks | None], Saving] = to_roof
    # Rules that blame the kernel's own execution: a kernel near its roof has little left to give.
    quiet_near_roof: bool = False
    # Counters the evidence names where present (why warps wait), beside those the rule needs.
    context: tuple[str, ...] = ()


def _counter(facts: Facts, name: str) -> float | None:
    return _number(facts, counter_column(name))


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


# ncu's warp states (counters.yaml stall_*): what the warps wait on, cycles per issued instruction.
# "selected" is the cycle a warp issues, not a wait.
STALLS = tuple(name for name in counter_names() if name.startswith("stall_") and name != "stall_selected")
TOP_STALLS = 2
# Theoretical occupancy: the blocks per SM each resource allows; the least is the limiter.
OCCUPANCY_LIMITS = {
    "occupancy_limit_registers_blocks": "registers",
    "occupancy_limit_shared_mem_blocks": "shared memory",
    "occupancy_limit_warps_blocks": "warps per block",
    "occupancy_limit_blocks_blocks": "block slots",
}
NOT_CAPTURED = "not in this capture (no warp-state metrics requested)"


def _stalls(facts: Facts) -> str:
    """The top stall reasons with their cycles per issued instruction, or that none were captured."""
    found = sorted(((value, name) for name in STALLS if (value := _counter(facts, name)) is not None), reverse=True)
    if not found:
        return f"; stall reasons {NOT_CAPTURED}"
    top = ", ".join(f"{name.removeprefix('stall_')} {value:.1f}" for value, name in found[:TOP_STALLS])
    return f"; warps wait most on {top} cycles per instruction"


def _limiter(facts: Facts) -> str:
    """The blocks per SM each resource allows and the least of them, the limiter (ncu's launch
    statistics); the registers per thread beside their limit."""
    limits = {name: _counter(facts, name) for name in OCCUPANCY_LIMITS}
    known = {name: value for name, value in limits.items() if value is not None}
    if not known:
        return "; occupancy limiters not in this capture"
    registers = _counter(facts, "registers_per_thread")
    labels = {**OCCUPANCY_LIMITS}
    if registers is not None:
        labels["occupancy_limit_registers_blocks"] = f"registers ({registers:.0f}/thread)"
    allowed = ", ".join(f"{value:.0f} by {labels[name]}" for name, value in known.items())
    least = min(known.values())
    binding = " and ".join(OCCUPANCY_LIMITS[name] for name, value in known.items() if value == least)
    missing = [OCCUPANCY_LIMITS[name] for name, value in limits.items() if value is None]
    absent = f" ({', '.join(missing)}: not captured)" if missing else ""
    return f"; blocks per SM allowed: {allowed}{absent}; the limiter: {binding}"


def _time_context(facts: Facts) -> str:
    return f"{format_ns(facts['duration_ns'])} of {facts['family']} kernels ({facts['kernel_count']} kernels)"


def is_gemm(facts: Facts) -> bool:
    return facts["family"] in GEMM_OPERATORS or any(GEMM_KERNEL.search(name) for name in facts["kernel_names"])


def fp32_simt_names(kernel_names: Sequence[str]) -> list[str]:
    """The FP32-SIMT tokens of kernel names (for CUTLASS, the template argument that says so)."""
    tokens = (match.group(0) for name in kernel_names for match in FP32_SIMT_TOKEN.finditer(name))
    return list(dict.fromkeys(tokens))


def tensor_core_names(kernel_names: Sequence[str]) -> list[str]:
    """The kernel names that say they run on the Tensor Cores (and are not FP32 SIMT)."""
    return [n for n in kernel_names if TENSOR_CORE_KERNEL.search(n) and not FP32_SIMT_TOKEN.search(n)]


def _tensor_pipe_idle_on_gemm(facts: Facts) -> str | None:
    values = _counters(facts, "tensor_pipe_active_pct")
    if values is None or values[0] >= TENSOR_PIPE_IDLE_PCT or not is_gemm(facts):
        return None
    if tensor_core_names(facts["kernel_names"]):
        return None  # a Tensor Core kernel with an idle pipe is too small, not on the wrong path
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


def _gemm_too_small(facts: Facts) -> str | None:
    values = _counters(facts, "tensor_pipe_active_pct")
    names = tensor_core_names(facts["kernel_names"])
    if values is None or values[0] >= TENSOR_PIPE_SMALL_PCT or not is_gemm(facts) or not names:
        return None
    return (
        f"Tensor Core kernels ({', '.join(names[:2])}) keep the tensor pipe active only {format_pct(values[0])} "
        f"of their cycles; median kernel {format_ns(facts['median_kernel_ns'])} over {_time_context(facts)}"
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
        + _limiter(facts)
        + _stalls(facts)
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
        + _stalls(facts)
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


TENSOR_IDLE = "tensor_pipe_idle_gemm"
RULES: tuple[Rule, ...] = (
    Rule(
        TENSOR_IDLE,
        "high",
        "Tensor Cores idle on a GEMM",
        f"GEMM operator or kernel, tensor pipe active < {TENSOR_PIPE_IDLE_PCT:g}%",
        "A GEMM is the work Tensor Cores exist for; with the tensor pipe idle it ran on the FP32 CUDA cores "
        "(SIMT/FFMA kernels), far below the chip's matrix throughput. fp32 GEMMs use Tensor Cores only when "
        "TF32 is allowed or in bf16/fp16; TF32 has two switches: torch.backends.cuda.matmul.allow_tf32 "
        "(set_float32_matmul_precision('high')) for cuBLAS, torch.backends.cudnn.allow_tf32 for cuDNN's "
        "convolutions and RNNs.",
        ("tensor_pipe_active_pct",),
        _tensor_pipe_idle_on_gemm,
        fix=CUBLAS_TF32,
        saving=_to_tensor_cores,
    ),
    Rule(
        "gemm_too_small_for_tensor_cores",
        "low",
        "Tensor Cores used, GEMM too small to keep them busy",
        f"GEMM on Tensor Core kernels (names: {TENSOR_CORE_KERNEL.pattern}), tensor pipe active "
        f"< {TENSOR_PIPE_SMALL_PCT:g}%",
        "The kernel already runs on the Tensor Cores (its name says so: cuBLAS nvjet, HMMA/GMMA, tensorop); "
        "a matrix this small finishes before the pipe fills. Larger or batched GEMMs, or fusing the surrounding "
        "work, raise it; a faster GEMM library does not.",
        ("tensor_pipe_active_pct",),
        _gemm_too_small,
        fix="batch or fuse the small GEMMs (larger M), or let torch.compile fuse the work around them",
        quiet_near_roof=True,
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
        fix="move fewer bytes: fuse with its neighbours (torch.compile), a smaller dtype, better reuse",
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
        fix="fewer launches: torch.compile to fuse, CUDA graphs (mode='reduce-overhead') to replay them",
        saving=_idle_before,
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
        fix="more warps per SM: fewer registers per thread, smaller blocks or shared memory, more blocks",
        quiet_near_roof=True,
        context=(*OCCUPANCY_LIMITS, *STALLS),
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
        fix="more independent work per warp or more warps (larger batch, fusion) to hide memory latency",
        quiet_near_roof=True,
        context=STALLS,
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
        fix="fewer live values per thread (smaller tiles, another kernel configuration) or a higher register cap",
        quiet_near_roof=True,
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
        fix="fuse streaming element-wise work with its producer; reorder accesses or tile for reuse",
        quiet_near_roof=True,
    ),
)


def _numbers(facts: Facts, rule: Rule) -> dict[str, float | int | None]:
    """What the rule read: its counters, and the time and kernels it weighed."""
    read = {name: _counter(facts, name) for name in rule.counters}
    read.update({name: value for name in rule.context if (value := _counter(facts, name)) is not None})
    return {
        **read,
        "duration_ns": int(facts["duration_ns"]),
        "kernel_count": int(facts["kernel_count"]),
        "share_of_window_time": float(facts["share_of_window_time"]),
        "median_kernel_ns": float(facts["median_kernel_ns"]),
    }


def _step_idle(regime: Mapping[str, Any], _peaks: Peaks | None = None) -> Saving:
    step = regime.get("step") or {}
    idle, steps = step.get("gpu_idle_ns"), len(step.get("steps") or [])
    if idle is None or not steps:
        return None, "not estimated: no step time"
    return float(idle * steps), f"GPU idle time per step ({step['source']}) x {steps} measured steps"


HOST_FIX = (
    "fewer launches and less host work per step: CUDA graphs or torch.compile (mode='reduce-overhead'), larger batches"
)
OVERHEAD_RULE = Rule(
    "overhead_bound",
    "high",
    "The GPU waits on the CPU: host-bound",
    "the step model's critical path at least 80% on the host (the regime's verdict)",
    "A GPU idle most of the step is waiting for the host to launch work: making its kernels faster cannot "
    "shorten the step. Fewer launches (CUDA graphs, torch.compile) or less host work per step do.",
    (),
    lambda _: None,  # decided by the regime, not by an operator's facts
    fix=HOST_FIX,
)
IDLE_RULE = Rule(
    "gpu_idle_in_step",
    "medium",
    "The GPU idles for part of every step",
    "the regime is mixed: the step model's critical path between 20% and 80% on the host",
    "In a mixed step both matter: the kernels' time, and the time the GPU waits for the host between them. "
    "The idle time is what removing host overhead could give back at most.",
    (),
    lambda _: None,  # decided by the regime
    fix=HOST_FIX,
)
NEAR_ROOF_RULE = Rule(
    "near_roof",
    "low",
    "Near its roof: little left in the kernels",
    f"roofline or ncu speed of light at or above {NEAR_ROOF_PCT:g}% of the roof",
    "A kernel this close to its roof (the pipe's peak FLOP/s or what DRAM bandwidth allows at its arithmetic "
    "intensity) is doing its job; occupancy or latency counters say nothing useful about it. Gains come from "
    "doing less work (a smaller dtype on a faster pipe, fewer FLOPs, fusion), not from tuning the kernel.",
    ("sm_throughput_pct", "memory_throughput_pct"),
    lambda _: None,  # applied by find_signals to every material operator near its roof
    fix="do less work (fewer FLOPs or bytes, a faster pipe's dtype); the kernel itself is near its limit",
)
OPAQUE_RULE = Rule(
    "opaque_library_call",
    "medium",
    "One call, many kernels, no graph below it",
    f">= {OPAQUE_KERNELS_PER_CALL} kernels per call launched by the operator itself (tier {HIGH}: no operator "
    "inside it launched them)",
    "An operator that launches a library's many kernels itself (cuDNN's RNN, a custom extension) hides "
    "that work from the graph: no fusion or torch.compile pass sees inside it, so it is tuned in the library "
    "(its algorithm and layout choices) or replaced by operators the graph can see.",
    (),
    lambda _: None,  # per call, not per kernel family: find_signals applies it
)
# Findings above the operator (opprof/output/above.py): a unit of the step whose fix is above any
# one operator, priced in step time by the plan's fix for it.
OPTIMIZER_RULE = Rule(
    "optimizer_step",
    "high",
    "The optimizer step: many passes over the parameters where one fused pass does",
    "Adam(W)'s foreach passes inside Kineto's Optimizer.step range, priced by the plan's fused_optimizer fix",
    "The foreach implementation updates the parameters in several passes (lerp, mul, addcmul, sqrt, div, add, "
    "addcdiv), each reading and writing every parameter's size again: about 80 bytes a fp32 parameter where the "
    "fused kernel moves 28 (p, g, m, v read; p, m, v written). Each pass is memory-bound, so each looks near its "
    "roof; the fix is fewer passes, not faster ones.",
    (),
    lambda _: None,  # from the plan's fix: opprof/output/above.py
    needs_material_share=False,
)
EPILOGUE_RULE = Rule(
    "foldable_epilogue",
    "medium",
    "A bias add the GEMM before it could do in its epilogue",
    "aten::add of a [N] bias to the [.., N] output of the GEMM just before it (same thread and parent), priced by "
    "the plan's fold_bias fix",
    "An element-wise add after a GEMM reads and writes the GEMM's whole output again in a kernel of its own; "
    "cuBLASLt adds a bias vector in the GEMM's epilogue while the output is still in registers.",
    (),
    lambda _: None,  # from the plan's fix: opprof/output/above.py
    needs_material_share=False,
)
CAST_RULE = Rule(
    "autocast_parameter_casts",
    "medium",
    "autocast casts the fp32 weights again on every forward",
    "under autocast, aten::to of a tensor shaped as one of the model's parameters (modules.json), priced by the "
    "plan's bf16_weights fix",
    "autocast keeps the weights in fp32 and casts each one to bf16/fp16 where an operator reads it, every step: a "
    "kernel and a read and write of the weight per cast. Weights kept in the lower precision (with an fp32 master "
    "copy for the optimizer), or torch.compile fusing the cast into its consumer, remove them.",
    (),
    lambda _: None,  # from the plan's fix: opprof/output/above.py
    needs_material_share=False,
)
# Every rule, in the order the report explains them.
ALL_RULES = (OVERHEAD_RULE, IDLE_RULE, OPTIMIZER_RULE, EPILOGUE_RULE, CAST_RULE, *RULES, NEAR_ROOF_RULE, OPAQUE_RULE)
SEVERITY_RANK = {"high": 0, "medium": 1, "low": 2}


def _finding(
    operator: str,
    rule: Rule,
    severity: Severity,
    evidence: str,
    numbers: dict[str, Any],
    at_stake_ns: float | None,
    saving: Saving,
    facts: Facts | None = None,
) -> Finding:
    """``facts``: the family's, whose kernels' library words the fix (user_fixes); None for the step's."""
    return Finding(
        operator,
        rule.id,
        severity,
        rule.title,
        evidence,
        rule.counters,
        numbers,
        rule.threshold,
        at_stake_ns,
        saving[0],
        saving[1],
        rule.fix if facts is None else user_fix(rule.id, rule.fix, facts, is_gemm(facts)),
    )


def _regime_finding(regime: Mapping[str, Any]) -> Finding | None:
    """The step's finding: host-bound, or the idle part of a mixed step."""
    rule = {OVERHEAD: OVERHEAD_RULE, "mixed": IDLE_RULE}.get(regime["verdict"])
    if rule is None:
        return None
    busy, step = regime["busy_fraction"], regime.get("step") or {}
    evidence = f"the GPU ran kernels {format_pct(100 * busy)} of the measured steps ({regime['source']})"
    if step.get("gpu_idle_ns") is not None:
        evidence += f"; idle {format_ns(step['gpu_idle_ns'])} of a {format_ns(step['wall_ns'])} step"
    if rule is OVERHEAD_RULE:
        below = format_pct(100 * regime["thresholds"]["overhead_bound_below"])
        evidence += f"; below {below} a faster kernel buys nothing"
    walls = [s["wall_ns"] for s in step.get("steps") or []]
    saving: Saving = (None, "step time: priced by the plan, which replays the step without the host's work")
    return _finding(WINDOW, rule, rule.severity, evidence, {"busy_fraction": busy}, float(sum(walls)) or None, saving)


def _near_roof(facts: Facts) -> Finding:
    pct = float(facts["pct_of_roof"])
    evidence = f"{format_pct(pct)} of its roof ({facts['roof_source']}) over {_time_context(facts)}"
    achieved, roof = _number(facts, "achieved_flops_per_s"), _number(facts, "roof_flops_per_s")
    if achieved is not None and roof is not None:
        evidence += (
            f": {achieved / 1e12:.1f} of {roof / 1e12:.1f} TFLOP/s on the "
            f"{PIPE_LABELS.get(str(facts['pipe']), 'pipe')}, {facts['bound']}-bound"
        )
    numbers = {"pct_of_roof": pct, "duration_ns": int(facts["duration_ns"])}
    stake = facts["duration_ns"]
    return _finding(
        facts["family"], NEAR_ROOF_RULE, NEAR_ROOF_RULE.severity, evidence, numbers, stake, to_roof(facts), facts
    )


def _opaque_call(facts: Facts) -> Finding:
    per_call = facts["kernel_count"] / facts["invocations"]
    evidence = (
        f"{per_call:.0f} kernels per call ({facts['kernel_count']} kernels, {facts['invocations']} calls, "
        f"{format_ns(facts['duration_ns'])}), each launched by the call itself (CUPTI: no operator inside it "
        "launched them): the work left the graph, so no graph-level pass reaches it"
    )
    numbers = {
        "kernels_per_call": per_call,
        "kernel_count": int(facts["kernel_count"]),
        "calls": int(facts["invocations"]),
    }
    return _finding(
        facts["family"],
        OPAQUE_RULE,
        OPAQUE_RULE.severity,
        evidence,
        numbers,
        facts["duration_ns"],
        to_roof(facts),
        facts,
    )


def _rank(finding: Finding) -> tuple[int, float, int, float]:
    """Overhead-bound first (a faster kernel buys nothing until it is fixed), then the most it
    could save, then severity and the time at stake."""
    return (
        0 if finding.rule == OVERHEAD_RULE.id else 1,
        -(finding.kernel_saving_ns or 0.0),
        SEVERITY_RANK[finding.severity],
        -(finding.at_stake_ns or 0.0),
    )


def find_signals(
    facts: pd.DataFrame, regime: Mapping[str, Any] | None = None, peaks: Peaks | None = None
) -> list[Finding]:
    """Every rule on every family, ranked by ``_rank``. ``facts`` may carry each family's
    speed of light (roofline.ROOFLINE_COLUMNS); one at or above NEAR_ROOF_PCT of its roof gets the
    near_roof finding instead of the rules that blame the kernel's execution.

    In a host-bound step (``regime``: profile.json's) the regime finding comes first and
    every kernel-level finding drops to low severity, saying why; a mixed one gets the finding of
    its idle time, ranked with the rest."""
    overhead = regime is not None and regime["verdict"] == OVERHEAD
    step = _regime_finding(regime) if regime is not None else None
    findings = [step] if step is not None else []
    scale = idle_scale(facts, regime)
    # A compiled graph's wrapper is a region, not an operator: what stays on one (a CUDA graph
    # replay no call list placed) is flagged with the graph replays, never given a fix.
    for row in rows(facts[~is_compiled_wrapper(facts["family"])]):
        row[IDLE_SCALE] = scale
        material = row["share_of_window_time"] >= MATERIAL_SHARE
        pct = _number(row, "pct_of_roof")
        near = pct is not None and pct >= NEAR_ROOF_PCT
        fired = set()
        for rule in RULES:
            if near and rule.quiet_near_roof:
                continue
            evidence = rule.evidence(row) if material or not rule.needs_material_share else None
            if evidence is None:
                continue
            severity: Severity = rule.severity
            if overhead and rule.counters:
                severity, evidence = "low", f"{evidence} · {OVERHEAD_NOTE}"
            stake = row["idle_before_ns"] if rule.saving is _idle_before else row["duration_ns"]
            findings.append(
                _finding(
                    row["family"], rule, severity, evidence, _numbers(row, rule), stake, rule.saving(row, peaks), row
                )
            )
            fired.add(rule.id)
        # One label per operator: a rule that fired already says what limits it (a GEMM on the CUDA
        # cores near their roof is far from the Tensor Cores'; a saturated DRAM is its roof), and a
        # GEMM without FLOPs has no roofline to be near (ncu's throughput share is not one).
        if near and material and not fired and not (is_gemm(row) and _number(row, "flops") is None):
            findings.append(_near_roof(row))
        # Facts made by hand may lack the calls and the tier split: the rule needs both.
        calls, high = row.get("invocations", 0), row.get(f"{HIGH}_kernels", 0)
        if calls > 0 and high >= OPAQUE_KERNELS_PER_CALL * calls:
            findings.append(_opaque_call(row))
    return sorted(findings, key=_rank)


def signal_records(findings: list[Finding]) -> list[dict[str, Any]]:
    """profile.json's ``signals``: each finding with its rule id, operator, severity, threshold and numbers."""
    return [{**asdict(f), "counters": list(f.counters), "numbers": dict(f.numbers)} for f in findings]


def findings_of(records: list[dict[str, Any]]) -> list[Finding]:
    """profile.json's ``signals`` back as findings."""
    return [Finding(**{**r, "counters": tuple(r["counters"])}) for r in records]

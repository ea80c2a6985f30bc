"""Occupancy and stalls: few warps resident, warps waiting on latency, registers spilled to local
memory; the evidence names the occupancy limiter and the stall reasons ncu measured.
"""

from __future__ import annotations

from opprof.counters import counter_names
from opprof.findings.facts import Facts, clause, counter, counters, time_context
from opprof.findings.rules import Rule
from opprof.units import format_count, format_pct

LOW_OCCUPANCY_PCT = 25.0
OCCUPANCY_STARVES_ISSUE_PCT = 50.0
WARP_LATENCY_CYCLES = 20.0
LATENCY_BOUND_ISSUE_PCT = 30.0

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
    found = sorted(((value, name) for name in STALLS if (value := counter(facts, name)) is not None), reverse=True)
    if not found:
        return f"; stall reasons {NOT_CAPTURED}"
    top = ", ".join(f"{name.removeprefix('stall_')} {value:.1f}" for value, name in found[:TOP_STALLS])
    return f"; warps wait most on {top} cycles per instruction"


def _limiter(facts: Facts) -> str:
    """The blocks per SM each resource allows and the least of them, the limiter (ncu's launch
    statistics); the registers per thread beside their limit."""
    limits = {name: counter(facts, name) for name in OCCUPANCY_LIMITS}
    known = {name: value for name, value in limits.items() if value is not None}
    if not known:
        return "; occupancy limiters not in this capture"
    registers = counter(facts, "registers_per_thread")
    labels = {**OCCUPANCY_LIMITS}
    if registers is not None:
        labels["occupancy_limit_registers_blocks"] = f"registers ({registers:.0f}/thread)"
    allowed = ", ".join(f"{value:.0f} by {labels[name]}" for name, value in known.items())
    least = min(known.values())
    binding = " and ".join(OCCUPANCY_LIMITS[name] for name, value in known.items() if value == least)
    missing = [OCCUPANCY_LIMITS[name] for name, value in limits.items() if value is None]
    absent = f" ({', '.join(missing)}: not captured)" if missing else ""
    return f"; blocks per SM allowed: {allowed}{absent}; the limiter: {binding}"


def _low_occupancy(facts: Facts) -> str | None:
    values = counters(facts, "achieved_occupancy_pct", "issue_active_pct")
    if values is None or values[0] >= LOW_OCCUPANCY_PCT or values[1] >= OCCUPANCY_STARVES_ISSUE_PCT:
        return None
    occupancy, issue = values
    return (
        f"{format_pct(occupancy)} achieved occupancy with schedulers issuing on {format_pct(issue)} of cycles"
        + _limiter(facts)
        + _stalls(facts)
    )


def _latency_bound(facts: Facts) -> str | None:
    values = counters(facts, "warp_latency_per_inst", "issue_active_pct")
    if values is None or values[0] <= WARP_LATENCY_CYCLES or values[1] >= LATENCY_BOUND_ISSUE_PCT:
        return None
    latency, issue = values
    return (
        f"{latency:.0f} cycles between a warp's instructions; schedulers issue on {format_pct(issue)} of cycles"
        + clause(
            facts,
            ("dram_throughput_pct", "sm_throughput_pct"),
            lambda dram, sm: f"; DRAM at {format_pct(dram)}, SM at {format_pct(sm)} of peak",
        )
        + _stalls(facts)
    )


def _register_spills(facts: Facts) -> str | None:
    values = counters(facts, "local_spill_wavefronts")
    if values is None or values[0] <= 0:
        return None
    return f"{format_count(values[0])} local-memory wavefronts over {time_context(facts)}" + clause(
        facts, ("registers_per_thread",), lambda registers: f", at {registers:.0f} registers/thread"
    )


OCCUPANCY_RULE = Rule(
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
)

LATENCY_RULE = Rule(
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
)

SPILLS_RULE = Rule(
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
)

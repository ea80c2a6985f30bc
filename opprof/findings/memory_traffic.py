"""Memory traffic: DRAM bandwidth saturated, and L2 requests that mostly go on to DRAM. The fix is
fewer bytes (fusion, a smaller dtype, reuse); the rule's estimate is the time above the roof.
"""

from __future__ import annotations

from opprof.findings.facts import Facts, clause, counters, time_context
from opprof.findings.rules import Rule
from opprof.units import format_bytes, format_pct

DRAM_SATURATED_PCT = 70.0
LOW_L2_HIT_PCT = 50.0


def _dram_saturated(facts: Facts) -> str | None:
    values = counters(facts, "dram_throughput_pct")
    if values is None or values[0] <= DRAM_SATURATED_PCT:
        return None
    return f"DRAM at {format_pct(values[0])} of peak over {time_context(facts)}" + clause(
        facts,
        ("dram_bytes_read", "dram_bytes_write"),
        lambda read, written: f"; {format_bytes(read)} read, {format_bytes(written)} written",
    )


def _low_l2_hit_rate(facts: Facts) -> str | None:
    values = counters(facts, "l2_hit_rate_pct")
    if values is None or values[0] >= LOW_L2_HIT_PCT:
        return None
    return f"{format_pct(values[0])} of L2 sector requests hit" + clause(
        facts, ("dram_bytes_read",), lambda read: f"; {format_bytes(read)} read from DRAM"
    )


DRAM_RULE = Rule(
    "dram_saturated",
    "high",
    "DRAM bandwidth saturated",
    f"DRAM throughput > {DRAM_SATURATED_PCT:g}% of peak",
    "Near peak sustained bandwidth the kernel is memory-bound: it gets faster only by moving fewer bytes "
    "(fusion, lower precision, better reuse), not by more compute.",
    ("dram_throughput_pct",),
    _dram_saturated,
    fix="move fewer bytes: fuse with its neighbours (torch.compile), a smaller dtype, better reuse",
)

L2_RULE = Rule(
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
)

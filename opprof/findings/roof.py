"""Near its roof: an operator whose kernels are close to what the pipe or DRAM allows, where gains come
from doing less work, not from tuning the kernel.
"""

from __future__ import annotations

from opprof.analysis.roofline import NEAR_ROOF_PCT, PIPE_LABELS
from opprof.findings.facts import Facts, number, time_context
from opprof.findings.rules import Finding, Rule, rule_finding, to_roof
from opprof.units import format_pct

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


def near_roof_finding(facts: Facts) -> Finding:
    pct = float(facts["pct_of_roof"])
    evidence = f"{format_pct(pct)} of its roof ({facts['roof_source']}) over {time_context(facts)}"
    achieved, roof = number(facts, "achieved_flops_per_s"), number(facts, "roof_flops_per_s")
    if achieved is not None and roof is not None:
        evidence += (
            f": {achieved / 1e12:.1f} of {roof / 1e12:.1f} TFLOP/s on the "
            f"{PIPE_LABELS.get(str(facts['pipe']), 'pipe')}, {facts['bound']}-bound"
        )
    numbers = {"pct_of_roof": pct, "duration_ns": int(facts["duration_ns"])}
    stake = facts["duration_ns"]
    return rule_finding(
        facts["family"], NEAR_ROOF_RULE, NEAR_ROOF_RULE.severity, evidence, numbers, stake, to_roof(facts), facts
    )

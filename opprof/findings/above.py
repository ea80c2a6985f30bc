"""Findings above the operator: where the fix is above any one operator (the optimizer step's
passes, a bias add the GEMM before it could do, autocast's casts of the weights), one finding
names the unit and carries the step saving of the plan's fix for it (opprof/findings/plan.py,
priced by the step model: never a second estimate); the per-operator findings the fix answers
point at it, and the plan's entry names it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from opprof.findings.rules import Finding, Rule, Severity
from opprof.units import format_ns, format_share

# A step saving at or above these shares of the step makes the finding high, medium; else low.
HIGH_SHARE, MEDIUM_SHARE = 0.05, 0.01


def _severity(share: float) -> Severity:
    return "high" if share >= HIGH_SHARE else "medium" if share >= MEDIUM_SHARE else "low"


def _priced(entry: Mapping[str, Any], step_ns: float) -> tuple[str, dict[str, float]]:
    """The plan entry's step saving, in words and as numbers."""
    alone = entry["saving_alone_ns"]
    text = (
        f"the plan's {entry['fix']} saves {format_ns(entry['saving_ns'])} of the modelled {format_ns(step_ns)} step "
        f"({format_share(entry['saving_share'])})" + (f"; {format_ns(alone)} alone" if entry["after"] else "")
    )
    numbers = {
        "step_saving_ns": float(entry["saving_ns"]),
        "step_saving_alone_ns": float(alone),
        "step_saving_share": float(entry["saving_share"]),
        "step_ns": float(step_ns),
    }
    return text, numbers


def priced_finding(
    rule: Rule,
    operator: str,
    entry: Mapping[str, Any],
    step_ns: float,
    iterations: int,
    evidence: str,
    numbers: Mapping[str, float | None],
) -> Finding:
    saving, priced = _priced(entry, step_ns)
    found = entry["evidence"]
    return Finding(
        operator,
        rule.id,
        _severity(float(entry["saving_share"])),
        rule.title,
        evidence,
        (),
        {
            "calls_per_step": float(found["calls_per_step"]),
            "kernels_per_step": float(found["kernels_per_step"]),
            "kernel_ns_per_step": float(found["kernel_ns_per_step"]),
            "dram_bytes_per_step": found["dram_bytes_per_step"],
            **numbers,
            **priced,
        },
        rule.threshold,
        float(found["kernel_ns_per_step"]) * iterations,
        None,
        f"step time, not kernel time: {saving} (the step model)",
        entry["action"],
        plan_fix=entry["fix"],
    )

"""A finding and the rule that makes it: its threshold and the reason for it, so a reader can check
every verdict against its numbers, and the rule's own estimate of what fixing it saves (kernel or GPU idle
time, never step time: the plan prices that). A rule needs every counter it reads: a null counter never
fires (nor clears) a finding.

Thresholds follow Nsight Compute's own guidance where it has one (speed-of-light shares, occupancy,
spills) and are deliberately coarse: a finding says where to look first, not how much to gain.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from opprof.analysis.roofline import Peaks
from opprof.findings.facts import Facts, is_gemm, number
from opprof.findings.user_fixes import user_fix
from opprof.units import format_pct

Severity = Literal["high", "medium", "low"]

# Rules look only at operators with at least this share of kernel time: fixing a smaller one
# cannot save more than this share.
MATERIAL_SHARE = 0.01

# The operator a window-wide finding names.
WINDOW = "(measured window)"


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
    # which the plan (opprof/findings/plan.py) prices with the step model.
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


def to_roof(facts: Facts, _peaks: Peaks | None = None) -> Saving:
    """The kernel time above what the operator's roof allows: time x (1 - percent of roof)."""
    pct = number(facts, "pct_of_roof")
    if pct is None:
        return None, "not estimated: no roofline or ncu speed of light for this operator"
    source = facts.get("roof_source")
    return (
        facts["duration_ns"] * max(0.0, 1 - pct / 100),
        f"kernel time x (1 - {format_pct(pct)} of its roof by {source})",
    )


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


def rule_finding(
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


def signal_records(findings: list[Finding]) -> list[dict[str, Any]]:
    """profile.json's ``signals``: each finding with its rule id, operator, severity, threshold and numbers."""
    return [{**asdict(f), "counters": list(f.counters), "numbers": dict(f.numbers)} for f in findings]


def findings_of(records: list[dict[str, Any]]) -> list[Finding]:
    """profile.json's ``signals`` back as findings."""
    return [Finding(**{**r, "counters": tuple(r["counters"])}) for r in records]

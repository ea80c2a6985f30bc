"""results/diff/<base>__<new>/diff.html and results/paper/findings.html: the diff document and
the paper reruns as pages (each one self-contained file, like report.html: inline CSS, no
script, byte-identical for the same input)."""

from __future__ import annotations

from typing import Any

from opprof.analysis.diff import moved
from opprof.io import write_text
from opprof.report.page import TEMPLATES
from opprof.units import format_ns, format_pct, format_step


def _signed_ns(value: float) -> str:
    return ("+" if value > 0 else "-" if value < 0 else "±") + format_ns(abs(value))


def _number(value: float | None, digits: int = 1) -> str:
    return "n/a" if value is None else f"{value:,.{digits}f}"


def _pct(value: float | None) -> str:
    return "n/a" if value is None else format_pct(value)


def render_diff(diff: dict[str, Any]) -> str:
    """The page for one diff document."""
    return TEMPLATES.get_template("diff.html.j2").render(
        diff=diff,
        moved=moved,
        step_ns=format_step,
        format_ns=format_ns,
        signed_ns=_signed_ns,
        number=_number,
        pct=_pct,
    )


def write_diff_report(diff: dict[str, Any], out: str) -> None:
    write_text(out, render_diff(diff))


def render_findings(rows: list[dict[str, Any]], conditions: str) -> str:
    """results/paper/findings.html: the rerun claims as one table."""
    return TEMPLATES.get_template("paper.html.j2").render(rows=rows, conditions=conditions)

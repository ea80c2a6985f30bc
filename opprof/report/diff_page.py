"""results/diff/<base>__<new>/diff.html and results/paper/findings.html: the diff document and
the paper reruns as pages (each one self-contained file, like report.html: inline CSS, no
script, byte-identical for the same input)."""

from __future__ import annotations

from typing import Any

from opprof.analysis.diff import moved
from opprof.io import write_text
from opprof.report.charts import shortened
from opprof.report.jinja import TEMPLATES
from opprof.units import format_bytes, format_ns, format_pct, format_step


def _signed_ns(value: float) -> str:
    return ("+" if value > 0 else "-" if value < 0 else "±") + format_ns(abs(value))


def _number(value: float | None, digits: int = 1) -> str:
    return "n/a" if value is None else f"{value:,.{digits}f}"


def _pct(value: float | None) -> str:
    return "n/a" if value is None else format_pct(value)


# Beyond this a percentage stops reading as a change: +186,704.6% says less than x1,868.
RATIO_ABOVE_PCT = 1000


def relative_change(base_ns: float, change_pct: float | None) -> str:
    """A family's change relative to its base: ``new`` where the base had none, the ratio
    (``x1,868``) above +1000%, else the signed percentage."""
    if not base_ns or change_pct is None:
        return "new"
    if change_pct > RATIO_ABOVE_PCT:
        return f"x{1 + change_pct / 100:,.0f}"
    return f"{change_pct:+,.1f}%"


def render_diff(diff: dict[str, Any]) -> str:
    """The page for one diff document."""
    return TEMPLATES.get_template("diff.html.j2").render(
        diff=diff,
        moved=moved,
        step_ns=format_step,
        format_ns=format_ns,
        format_bytes=format_bytes,
        signed_ns=_signed_ns,
        number=_number,
        pct=_pct,
        relative_change=relative_change,
        shortened=shortened,
    )


def write_diff_report(diff: dict[str, Any], out: str) -> None:
    write_text(out, render_diff(diff))


def render_findings(rows: list[dict[str, Any]], conditions: str) -> str:
    """results/paper/findings.html: the rerun claims as one table."""
    return TEMPLATES.get_template("paper.html.j2").render(rows=rows, conditions=conditions)

"""The terminal's key_averages table: ``python -m opprof table results/<name>``, the report's
view of the operator summary as plain text, with the regime above it and each operator's first
finding beside it."""

from __future__ import annotations

import pandas as pd

from opprof.output.load import Profile
from opprof.report.regime import KEY_AVERAGE_ORDERS, key_average_table, key_averages
from opprof.units import format_share

ORDERS = tuple(key for key, _, _ in KEY_AVERAGE_ORDERS)
COLUMNS = {
    "name": "Name",
    "calls": "Calls",
    "self_cpu": "Self CPU",
    "cpu_total": "CPU total",
    "self_cuda": "Self CUDA",
    "kernels": "Kernels",
    "tiers": "Tiers",
    "signal": "First finding",
}
# Text columns, left-aligned (numbers stay right-aligned).
LEFT = ("Name", "Tiers", "First finding")
# A name or finding wider than this is cut with an ellipsis, so that a row stays on one line.
WIDEST = 60


def _cut(text: str) -> str:
    return text if len(text) <= WIDEST else text[: WIDEST - 1] + "…"


def _first_findings(signals: pd.DataFrame) -> dict[str, str]:
    """Per operator, its first finding in the profile's order (severity first)."""
    named = signals.dropna(subset=["operator"]).drop_duplicates("operator")
    return {
        op: f"{severity}: {title}" for op, severity, title in named[["operator", "severity", "title"]].itertuples(False)
    }


def _aligned(rows: list[list[str]]) -> list[str]:
    """Columns padded to their widest cell: text to the left, numbers to the right (by hand:
    pandas' to_string right-aligns text cells whatever the header's justification)."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    left = [header in LEFT for header in rows[0]]
    return [
        "  ".join(c.ljust(w) if lft else c.rjust(w) for c, w, lft in zip(row, widths, left, strict=True)).rstrip()
        for row in rows
    ]


def key_averages_text(profile: Profile, order: str = "self-cuda", limit: int | None = 20) -> str:
    """The regime line, then one row per operator name in ``order`` (one of ORDERS), the first
    ``limit`` (all where None), each time with the capture it comes from."""
    # Operator names only (the page adds the CUDA runtime calls); no kernel stacks here, so no CUDA total.
    table = key_average_table(profile.summary, pd.Series(dtype="float64"), [])
    rows = next(o["rows"] for o in key_averages(table) if o["id"] == order)
    findings = _first_findings(profile.signals)
    shown = rows if limit is None else rows[:limit]
    cells = [[_cut(str(r[c])) if c != "signal" else _cut(findings.get(r["name"], "")) for c in COLUMNS] for r in shown]
    regime = profile.regime
    busy = "n/a" if regime["busy_fraction"] is None else format_share(regime["busy_fraction"])
    verdict, source = regime["verdict"] or "no verdict", regime["source"] or regime["reason"]
    head = [
        f"{profile.path}: {verdict} (GPU busy {busy}; {source})",
        "Calls, Self CPU, CPU total: Kineto; Self CUDA, kernels, tiers: the nsys timeline",
    ]
    more = len(rows) - len(shown)
    tail = [f"... {more} more operator names (--limit 0 shows all)"] if more else []
    return "\n".join([*head, *_aligned([list(COLUMNS.values()), *cells]), *tail]) + "\n"

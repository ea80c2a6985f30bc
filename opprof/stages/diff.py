"""Rules of rules/diff.smk: two profiles compared, the regression gate, and the method's findings
rerun.
"""

from __future__ import annotations

import json

from opprof import tables
from opprof.analysis import diff as compare
from opprof.analysis import regression_gate
from opprof.bundle.manifest import read_json, validate_json
from opprof.errors import GateError, OpprofError
from opprof.io import read_table, write_json, write_text
from opprof.output import paper
from opprof.report.diff_page import render_findings, write_diff_report


def diff(
    base_profile: str,
    base_kernels: str,
    new_profile: str,
    new_kernels: str,
    base: str,
    new: str,
    diff: str,
    report: str,
    strict: bool = False,
) -> None:
    """Two profiles compared per operator family (diff.json and diff.html); with ``strict``, a
    pair captured under other conditions (GPU, clocks, tools, iterations) is refused."""
    sides = [
        compare.Side(name, read_json(profile_path), read_table(kernels_path, tables.KERNELS, compare.DIFF_COLUMNS))
        for name, profile_path, kernels_path in ((base, base_profile, base_kernels), (new, new_profile, new_kernels))
    ]
    document = compare.diff_profiles(*sides)
    refused = [d for d in document["differences"] if d["refusable"]]
    if strict and refused:
        listed = "; ".join(f"{d['what']} {d['base']} against {d['new']}" for d in refused)
        raise OpprofError(
            new_profile,
            f"captured under other conditions than {base_profile} ({listed}); strict diffs compare only like with like",
        )
    validate_json(document, "diff.schema.json", diff)
    write_json(diff, document)
    write_diff_report(document, report)


def diff_gate(diff: str, record: str, rules: str, expected: list[str] | None = None) -> None:
    """The regression gate over one diff: ``rules`` (config diff.gate, as JSON) crossed fail the
    target with the table of what crossed; the record says what was checked."""
    document = read_json(diff)
    gate = json.loads(rules)
    faults = regression_gate.gate_rule_faults(gate)
    if faults:
        raise OpprofError(
            diff,
            f"config diff.gate: {'; '.join(faults)}: "
            "each bound must be a finite number, a counter's min at most its max",
        )
    unknown = [f for f in [*(expected or []), *(b["family"] for b in gate["counters"])] if f not in compare.FAMILIES]
    if unknown:
        raise OpprofError(diff, f"families {unknown} are not families ({', '.join(compare.FAMILIES)})")
    unknown = [b["counter"] for b in gate["counters"] if b["counter"] not in compare.KEY_COUNTERS]
    if unknown:
        raise OpprofError(diff, f"gate counters {unknown} are not compared ({', '.join(compare.KEY_COUNTERS)})")
    found = regression_gate.gate_diff(document, gate, expected or [])
    if not found["passed"]:
        pair = f"{document['base']['name']} -> {document['new']['name']}"
        raise GateError(
            diff,
            f"{pair}: {len(found['crossed'])} regression rule(s) crossed",
            regression_gate.crossed_table(found["crossed"]),
        )
    write_json(record, found)


def paper_findings(
    diffs: list[str], bases: list[str], news: list[str], profiles: list[str], markdown: str, page: str
) -> None:
    """The method's three findings, rerun (results/paper/findings.md and .html): per pair of
    ``paper.PAIRS``, in order, its diff, both sides' kernel tables and the baseline's profile."""
    pairs = {
        workload: paper.Pair.of(
            read_json(diff_path),
            read_table(base, tables.KERNELS, paper.PAPER_COLUMNS),
            read_table(new, tables.KERNELS, paper.PAPER_COLUMNS),
        )
        for (workload, _, _), diff_path, base, new in zip(paper.PAIRS, diffs, bases, news, strict=True)
    }
    rows = paper.paper_findings(pairs)
    conditions = paper.conditions([read_json(p)["capture"]["manifest"] for p in profiles])
    html, text = render_findings(rows, conditions), paper.findings_markdown(rows, conditions)
    write_text(page, html)
    write_text(markdown, text)

"""Rules of rules/ranks.smk: the ranks of a data-parallel run compared."""

from __future__ import annotations

from opprof import tables
from opprof.analysis import diff as compare
from opprof.analysis import ranks as compare_ranks
from opprof.bundle.manifest import read_json, validate_json
from opprof.errors import OpprofError
from opprof.io import read_table, write_json
from opprof.report.diff_page import write_diff_report


def ranks(
    profiles: list[str], kernels: list[str], ranks: list[int], summary: str, diff: str, report: str, name: str
) -> None:
    """The ranks of a data-parallel run compared (ranks.json): per rank kernel, compute,
    communication and idle time per iteration, the slowest rank and the family that makes it
    slowest, from the profile diff of the fastest rank against it (ranks_diff.json and .html)."""
    if not len(profiles) == len(kernels) == len(ranks):
        raise OpprofError(None, f"{name}: {len(ranks)} ranks, {len(profiles)} profiles, {len(kernels)} kernel tables")
    sides = [
        compare_ranks.Rank(
            rank,
            compare.Side(
                f"{name}/rank{rank}", read_json(profile), read_table(table, tables.KERNELS, compare.DIFF_COLUMNS)
            ),
        )
        for rank, profile, table in zip(ranks, profiles, kernels, strict=True)
    ]
    found, document = compare_ranks.cross_rank_summary(sides)
    validate_json(document, "diff.schema.json", diff)
    validate_json(found, "ranks.schema.json", summary)
    write_json(summary, found)
    write_json(diff, document)
    write_diff_report(document, report)

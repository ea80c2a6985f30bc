"""A profile read back for scripts and notebooks: ``opprof.load("results/gpt2")``.

The tables are the workflow's own Parquet files, read against their contracts (opprof.tables),
and the findings, coverage and capture conditions come from the profile.json written beside them.
A folder whose files come from two different runs is refused: both are counted against each other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from opprof.bundle.manifest import read_json
from opprof.errors import OpprofError
from opprof.io import read_table
from opprof.tables import KERNELS, OPERATOR_SUMMARY, OPERATORS, TIERS

PROFILE = "profile.json"
SIGNAL_COLUMNS = ["rule", "operator", "severity", "title", "evidence", "threshold"]


@dataclass(frozen=True)
class Profile:
    """One workload's results folder. ``kernels``, ``operators`` and ``summary`` are the
    kernels.parquet, operators.parquet and operator_summary.parquet tables (docs/tables.md);
    ``signals`` and ``coverage`` are profile.json's, one row per finding and per tier."""

    path: Path
    kernels: pd.DataFrame
    operators: pd.DataFrame
    summary: pd.DataFrame
    signals: pd.DataFrame
    coverage: pd.DataFrame
    document: dict[str, Any] = field(repr=False)

    @property
    def regime(self) -> dict[str, Any]:
        """The first question's answer: verdict, busy fraction, source and evidence."""
        regime: dict[str, Any] = self.document["regime"]
        return regime

    @property
    def conditions(self) -> dict[str, Any]:
        """What the numbers were measured under: GPU, clocks, iterations, window, the software the
        capture recorded and the tool versions the files themselves say."""
        manifest = self.document["capture"]["manifest"]
        return {
            "gpu": manifest["gpu"],
            "clocks": manifest["clocks"],
            "iterations": manifest["iterations"],
            "window": self.document["window"],
            "software": manifest["software"],
            "tools_seen": self.document["capture"]["tools_seen"],
        }


def _signals(document: dict[str, Any]) -> pd.DataFrame:
    """One row per finding, in the profile's order (the regime's first), with its numbers."""
    rows = [{**{c: s.get(c) for c in SIGNAL_COLUMNS}, "numbers": s.get("numbers", {})} for s in document["signals"]]
    return pd.DataFrame(rows, columns=[*SIGNAL_COLUMNS, "numbers"])


def _coverage(document: dict[str, Any]) -> pd.DataFrame:
    coverage = document["coverage"]
    return pd.DataFrame([{"tier": tier, **coverage[tier]} for tier in (*TIERS, "total") if tier in coverage])


def _check_same_run(folder: Path, kernels: pd.DataFrame, operators: pd.DataFrame, document: dict[str, Any]) -> None:
    """The tables and profile.json must describe one window: a table left from an earlier run of
    another bundle would otherwise be read as this profile's."""
    window = document["window"]
    found = (len(kernels), int(kernels["duration_ns"].sum()), len(operators))
    invocations = document["operator_records"]["rows"] if "operator_records" in document else len(document["operators"])
    said = (window["kernels"], window["kernel_time_ns"], invocations)
    if found != said:
        raise OpprofError(
            folder,
            f"the tables ({found[0]} kernels, {found[1]} ns, {found[2]} operators) are not those of {PROFILE} "
            f"({said[0]} kernels, {said[1]} ns, {said[2]} operators): rerun the workflow for this folder",
        )
    # The reference form's: its kernels and operators are these tables' rows.
    for key, table, frame in (("kernel_records", KERNELS, kernels), ("operator_records", OPERATORS, operators)):
        reference = document.get(key)
        if reference is not None and (reference["file"], reference["rows"]) != (table.file, len(frame)):
            raise OpprofError(
                folder,
                f"{PROFILE} keeps its {key.replace('_', ' ')} in the {reference['rows']} rows of {reference['file']}, "
                f"not in the {len(frame)} of {table.file}: rerun the workflow for this folder",
            )


def load(folder: str | Path) -> Profile:
    """The profile in ``folder`` (``results/<name>``), every table checked against its contract."""
    path = Path(folder)
    if not (path / PROFILE).is_file():
        raise OpprofError(path, f"holds no {PROFILE}: run `snakemake --cores 1 profile_<name>` first")
    document: dict[str, Any] = read_json(path / PROFILE)
    kernels = read_table(path / KERNELS.file, KERNELS)
    operators = read_table(path / OPERATORS.file, OPERATORS)
    _check_same_run(path, kernels, operators, document)
    return Profile(
        path=path,
        kernels=kernels,
        operators=operators,
        summary=read_table(path / OPERATOR_SUMMARY.file, OPERATOR_SUMMARY),
        signals=_signals(document),
        coverage=_coverage(document),
        document=document,
    )

"""Column contracts of every Parquet table of the workflow, declared once and gathered here.

A ``Table`` names its file, its columns and each column's dtype, unit and nullability.
``opprof.io.read_table`` and ``write_table`` check every frame against its contract, and
``docs/tables.md`` is generated from here (``python -m opprof.tables > docs/tables.md``).
``columns`` says what a contract is, and names the values several modules compare text columns
with (tiers, attribution methods) and the prefixes of counter columns; ``captures`` declares the
tables read from a bundle's captures, ``derived`` the workflow's own. Every module reads them from
here (``tables.NSYS_KERNELS``).

Times of one capture share that capture's clock; times are never compared across captures (ncu
replays on another clock).
"""

from __future__ import annotations

from typing import Any

import pandas as pd

from opprof.counters import catalogue
from opprof.tables.captures import (
    CUPTI_KERNELS,
    FUSION_MAP,
    INDUCTOR_CALLS,
    KINETO_CALLS,
    KINETO_KERNELS,
    KINETO_LAUNCHES,
    KINETO_MEMORY,
    KINETO_OPS,
    NCU_COUNTERS,
    NCU_KERNELS,
    NCU_RESOLUTION,
    NSYS_KERNELS,
    NSYS_RANGES,
)
from opprof.tables.columns import (
    COUNTER_PREFIX,
    CUDA_GRAPH,
    CUDA_GRAPH_NODE,
    CUPTI_GROUP,
    GRAPH_LAUNCH_APIS,
    HIGH,
    INDUCTOR,
    KINETO_EXTERNAL_ID,
    KINETO_HOST_NESTING,
    LAUNCH_CONFIG,
    MEDIUM,
    METHODS,
    NO_METHOD,
    NVTX_ENCLOSURE,
    PROVENANCE,
    RAW_METRIC_PREFIX,
    STEP_PHASES,
    TIERS,
    UNATTRIBUTED,
    Table,
    counter_column,
    counter_columns,
    holds,
)
from opprof.tables.derived import (
    ATTRIBUTED,
    HOST_EVENTS,
    JOINED,
    KERNELS,
    MEMORY_EVENTS,
    MEMORY_OPS,
    NCU_MAP,
    NSYS_WINDOW,
    NVTX_OPERATORS,
    OPERATOR_MEMORY,
    OPERATOR_SUMMARY,
    OPERATORS,
    REPLAY_PLAN,
    WINDOW,
)

# What the package's modules read from here.
__all__ = [
    "ATTRIBUTED",
    "COUNTER_PREFIX",
    "CUDA_GRAPH",
    "CUDA_GRAPH_NODE",
    "CUPTI_GROUP",
    "CUPTI_KERNELS",
    "FUSION_MAP",
    "GRAPH_LAUNCH_APIS",
    "HIGH",
    "HOST_EVENTS",
    "INDUCTOR",
    "INDUCTOR_CALLS",
    "JOINED",
    "KERNELS",
    "KINETO_CALLS",
    "KINETO_EXTERNAL_ID",
    "KINETO_HOST_NESTING",
    "KINETO_KERNELS",
    "KINETO_LAUNCHES",
    "KINETO_MEMORY",
    "KINETO_OPS",
    "LAUNCH_CONFIG",
    "MEDIUM",
    "MEMORY_EVENTS",
    "MEMORY_OPS",
    "MEMORY_TABLES",
    "METHODS",
    "NCU_COUNTERS",
    "NCU_KERNELS",
    "NCU_MAP",
    "NCU_RESOLUTION",
    "NO_METHOD",
    "NSYS_KERNELS",
    "NSYS_RANGES",
    "NSYS_WINDOW",
    "NVTX_ENCLOSURE",
    "NVTX_OPERATORS",
    "OPERATORS",
    "OPERATOR_MEMORY",
    "OPERATOR_SUMMARY",
    "PROVENANCE",
    "RAW_METRIC_PREFIX",
    "REPLAY_PLAN",
    "STEP_PHASES",
    "TABLES",
    "TIERS",
    "UNATTRIBUTED",
    "WINDOW",
    "Table",
    "counter_column",
    "counter_columns",
    "holds",
    "markdown",
    "rows",
]

TABLES = (
    NSYS_KERNELS,
    NSYS_RANGES,
    KINETO_OPS,
    KINETO_LAUNCHES,
    KINETO_KERNELS,
    KINETO_CALLS,
    KINETO_MEMORY,
    NCU_KERNELS,
    NCU_RESOLUTION,
    CUPTI_KERNELS,
    FUSION_MAP,
    INDUCTOR_CALLS,
    NSYS_WINDOW,
    NVTX_OPERATORS,
    REPLAY_PLAN,
    WINDOW,
    NCU_MAP,
    HOST_EVENTS,
    JOINED,
    ATTRIBUTED,
    KERNELS,
    OPERATORS,
    OPERATOR_SUMMARY,
    MEMORY_EVENTS,
    MEMORY_OPS,
    OPERATOR_MEMORY,
)
# Written only from a memory phase (a bundle's, or memory_<name> on this machine).
MEMORY_TABLES = (MEMORY_EVENTS, MEMORY_OPS, OPERATOR_MEMORY)


def rows(frame: pd.DataFrame) -> list[dict[str, Any]]:
    """``frame.to_dict("records")`` typed as these tables are: every column label is a str."""
    return [{str(column): value for column, value in row.items()} for row in frame.to_dict("records")]


def _cell(text: str | None) -> str:
    return (text or "").replace("|", "\\|")


def _table_markdown(table: Table) -> list[str]:
    lines = [
        f"## {table.name}",
        "",
        f"`results/<name>/{table.file}`: {table.doc}",
        "",
        "| column | dtype | unit | nullable | meaning |",
        "| --- | --- | --- | --- | --- |",
    ]
    lines += [
        f"| `{c.name}` | {c.dtype} | {_cell(c.unit)} | {'yes' if c.nullable else 'no'} | {_cell(c.doc)} |"
        for c in table.columns
    ]
    if table.counter_columns:
        lines += ["", f"Then one float64 column `{COUNTER_PREFIX}<counter>` (nullable) per logical counter below."]
    if table.raw_metrics:
        lines += ["", f"Then one float64 column `{RAW_METRIC_PREFIX}<metric>` per numeric metric of the ncu file."]
    return [*lines, ""]


def markdown() -> str:
    """docs/tables.md: every table's file and columns, then the logical counters."""
    lines = [
        "# Tables",
        "",
        "Generated from `opprof/tables/` (`python -m opprof.tables > docs/tables.md`); edit the contracts there.",
        "Every rule reads and writes these tables through `opprof.io.read_table` and `write_table`, which",
        "refuse a file or frame that lacks a column, holds one the contract does not name, holds a column",
        "of another dtype or a null where the contract allows none. Text columns are plain or",
        "dictionary-encoded; an integer column that may be null reads back as pandas `Int64`. Each column",
        "carries its description and unit (below) as Parquet field metadata (`description`, `unit`).",
        "",
    ]
    for table in TABLES:
        lines += _table_markdown(table)
    lines += [
        "## Logical counters",
        "",
        "From `opprof/counters.yaml`; the column name in the window tables, its unit and how operators aggregate it.",
        "",
        "| counter | column | unit | aggregation | meaning |",
        "| --- | --- | --- | --- | --- |",
    ]
    lines += [
        f"| {c.name} | `{counter_column(c.name)}` | {_cell(c.unit)} | {c.aggregation} | {_cell(c.description)} |"
        for c in catalogue()
    ]
    return "\n".join(lines) + "\n"

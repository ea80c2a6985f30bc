"""profile.json: the product's output, deterministic (sorted keys, no timestamps) and validated
against the published schema (opprof/schemas/profile.schema.json)."""

from __future__ import annotations

from typing import Any

import numpy as np
import orjson
import pandas as pd

from . import __version__
from .aggregate import COUNTER_PREFIX, counter_columns, coverage
from .checks import plausibility
from .counters import catalogue

SCHEMA_VERSION = "1.0"
_JSON = orjson.OPT_SORT_KEYS | orjson.OPT_SERIALIZE_NUMPY


def _clean(value: Any) -> Any:
    """pandas missing values and numpy scalars to JSON (null, int, float)."""
    if value is None or value is pd.NA or (isinstance(value, float) and np.isnan(value)):
        return None
    if isinstance(value, np.integer):
        return int(value)
    if isinstance(value, np.floating):
        return None if np.isnan(value) else float(value)
    return value


def _counter_dict(row: dict[str, Any]) -> dict[str, Any]:
    return {c[len(COUNTER_PREFIX) :]: _clean(row[c]) for c in counter_columns()}


def kernel_record(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "position": int(row["position"]),
        "iteration": int(row["iteration"]),
        "name": row["demangled_name"],
        "name_key": row["name_key"],
        "stream_id": _clean(row["stream_id"]),
        "start_ns": int(row["start_ns"]),
        "duration_ns": int(row["duration_ns"]),
        "grid": [int(row["grid_x"]), int(row["grid_y"]), int(row["grid_z"])],
        "block": [int(row["block_x"]), int(row["block_y"]), int(row["block_z"])],
        "registers_per_thread": _clean(row["registers_per_thread"]),
        "confidence": row["confidence"],
        "attribution_method": row["attribution_method"],
        "operator_stack": _clean(row["operator_stack"]),
        "fused_with": list(row["fused_with"]),
        "counters": _counter_dict(row),
        "counter_provenance": row["counter_provenance"],
        "propagated_from_position": _clean(row["propagated_from_position"]),
        "propagation_reason": _clean(row["propagation_reason"]),
    }


def _operator_record(row: dict[str, Any], kernels: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "operator_name": row["operator_name"],
        "call_index": int(row["call_index"]),
        "iteration": int(row["iteration"]),
        "is_fused": bool(row["is_fused"]),
        "fused_with": list(row["fused_with"]),
        "confidence": row["confidence"],
        "lowest_confidence": row["lowest_confidence"],
        "attribution_methods": list(row["attribution_methods"]),
        "operator_stack": _clean(row["operator_stack"]),
        "operator_shapes": _clean(row["operator_shapes"]),
        "duration_ns": int(row["duration_ns"]),
        "kernel_count": int(row["kernel_count"]),
        "measured_kernels": int(row["measured_kernels"]),
        "propagated_kernels": int(row["propagated_kernels"]),
        "kernels": kernels,
        "aggregated": _counter_dict(row),
    }


def _summary_record(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "operator_name": row["operator_name"],
        "invocations": int(row["invocations"]),
        "kernel_count": int(row["kernel_count"]),
        "duration_ns": int(row["duration_ns"]),
        "share_of_window_time": float(row["share_of_window_time"]),
        "high_kernels": int(row["high_kernels"]),
        "medium_kernels": int(row["medium_kernels"]),
        "aggregated": _counter_dict(row),
    }


def counters_section(resolution: pd.DataFrame, has_ncu: bool) -> list[dict[str, Any]]:
    """Each counter with how it was resolved per ncu group: the reason behind every null."""
    out = []
    for counter in catalogue():
        rows = resolution[resolution["counter"] == counter.name]
        entries = [{k: _clean(v) for k, v in r.items()} for r in rows.to_dict("records")]
        if counter.name == "registers_per_thread":
            entries = [
                {
                    "group": None,
                    "raw_metric": None,
                    "unit_as_printed": None,
                    "status": "launch_fact",
                    "reason": "launch configuration recorded by nsys for every kernel",
                }
            ]
        elif not has_ncu:
            entries = [
                {
                    "group": None,
                    "raw_metric": None,
                    "unit_as_printed": None,
                    "status": "not_collected",
                    "reason": "the capture bundle holds no ncu file: attribution and timing only",
                }
            ]
        out.append(
            {
                "name": counter.name,
                "unit": counter.unit,
                "aggregation": counter.aggregation,
                "description": counter.description,
                "resolution": entries,
            }
        )
    return out


def build_profile(
    manifest: dict[str, Any],
    tools_seen: dict[str, Any],
    kernels: pd.DataFrame,
    invocations: pd.DataFrame,
    summary: pd.DataFrame,
    resolution: pd.DataFrame,
    compared: list[str],
) -> dict[str, Any]:
    """The whole profile document as plain Python data."""
    records = {int(r["position"]): kernel_record(r) for r in kernels.to_dict("records")}
    operators = [
        _operator_record(row, [records[p] for p in row["positions"]]) for row in invocations.to_dict("records")
    ]
    unattributed = kernels.loc[kernels["confidence"] == "unattributed", "position"]
    return {
        "schema_version": SCHEMA_VERSION,
        "generator": {"name": "opprof", "version": __version__},
        "capture": {"manifest": manifest, "tools_seen": tools_seen},
        "window": {
            "method": manifest["window"]["method"],
            "kernels": len(kernels),
            "iterations": int(manifest["iterations"]["measured"]),
            "kernel_time_ns": int(kernels["duration_ns"].sum()),
        },
        "gate": {"status": "passed", "mode": "strict", "compared": compared},
        "counters": counters_section(resolution, has_ncu=len(resolution) > 0),
        "operators": operators,
        "operator_summary": [_summary_record(r) for r in summary.to_dict("records")],
        "unattributed_kernels": [records[int(p)] for p in unattributed],
        "coverage": coverage(kernels),
        "checks": plausibility(kernels),
    }


def dumps(document: dict[str, Any]) -> bytes:
    return orjson.dumps(document, option=_JSON | orjson.OPT_INDENT_2) + b"\n"

"""Rules of rules/gate.smk: the measured window, and the determinism gate over the captures."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from opprof import tables
from opprof.analysis.gate import gate_captures
from opprof.analysis.window import MARKER_COLUMNS, kineto_window, marker_manifest, ncu_window
from opprof.analysis.window import nsys_window as window_of_nsys
from opprof.bundle.manifest import ncu_entries, read_json
from opprof.bundle.replay_plan import check_propagation, plan_from_table
from opprof.io import read_table, write_json, write_table


def measured_window(
    kernels: str,
    ranges: str,
    nsys_window: str,
    manifest: str | None = None,
    capture: str | None = None,
    measured: int = 0,
) -> None:
    """The nsys kernels of the measured iterations, in launch order, with their window position:
    the one place the window is derived. A live capture, planned before its capture.json exists,
    gives its iteration count (``measured``) and uses the markers. A refusal names the bundle's
    ``capture`` (capture.json), whose window it is."""
    spec = read_json(manifest) if manifest else marker_manifest(measured)
    source = Path(capture or manifest or kernels)
    window = window_of_nsys(
        read_table(kernels, tables.NSYS_KERNELS), read_table(ranges, tables.NSYS_RANGES, MARKER_COLUMNS), spec, source
    )
    write_table(nsys_window, tables.NSYS_WINDOW, window)


def _plan_blame(document: dict[str, Any], bundle: Path, kineto: bool) -> str:
    """Whom a plan that pairs unlike kernels blames: the plan where the Kineto trace agreed with
    the nsys export (the gate has held them to each other), both without a trace to tell."""
    files = document["files"]
    plan = bundle / (files.get("replay_plan") or "replay_plan.json")
    if kineto:
        return str(plan)
    return f"{plan} (or {bundle / files['nsys']}: without a Kineto trace nothing tells which changed)"


def gate(
    manifest: str,
    nsys_window: str,
    kineto_ops: str,
    kineto_launches: str,
    kineto_kernels: str,
    ncu_kernels: str,
    cupti_kernels: str,
    replay_plan: str,
    window: str,
    ncu_map: str,
    record: str,
    bundle: str,
) -> None:
    """The determinism gate: the Kineto and every ncu window against the nsys one, before any
    counter is assigned. Writes the window with each capture's index, the ncu map and the record;
    a refusal names ``bundle``, the folder the captures came from."""
    document = read_json(manifest)
    path = Path(bundle) / "capture.json"
    nsys_w = read_table(nsys_window, tables.NSYS_WINDOW)
    k_kernels = read_table(kineto_kernels, tables.KINETO_KERNELS)
    kineto_w = (
        kineto_window(
            read_table(kineto_ops, tables.KINETO_OPS),
            read_table(kineto_launches, tables.KINETO_LAUNCHES),
            k_kernels,
            document,
            path,
        )
        if len(k_kernels)
        else None
    )
    ncu_k = read_table(ncu_kernels, tables.NCU_KERNELS)
    groups = [e["group"] for e in ncu_entries(document)]
    ncu_w = {g: ncu_window(ncu_k[ncu_k["group"] == g], document, path) for g in groups}
    plan = plan_from_table(read_table(replay_plan, tables.REPLAY_PLAN))
    ranges = read_table(cupti_kernels, tables.CUPTI_KERNELS) if document["files"].get("cupti") else None
    window_table, ncu_map_table, gate_record = gate_captures(
        nsys_w, kineto_w, ncu_w, plan.measured_positions, Path(bundle), ranges
    )
    check_propagation(plan, nsys_w, _plan_blame(document, Path(bundle), kineto_w is not None))
    write_table(window, tables.WINDOW, window_table)
    write_table(ncu_map, tables.NCU_MAP, ncu_map_table)
    write_json(record, gate_record)

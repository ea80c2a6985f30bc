"""The determinism gate: counters are assigned only when every capture ran the same kernels.

Each capture's measured-window sequence is compared with the nsys one: first the number of
kernels and the count of every kernel, then the ordered sequence of names (the normalised key,
or mangled names where ncu printed them) and launch configurations (grid, block, registers per
thread). CUPTI's range profiler names no kernel: its ranges are held to the count of kernels and,
at every one, the CTAs and warps nsys launched. Any difference stops the run with a table of the
first divergences.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from opprof.errors import GateError, OpprofError
from opprof.tables import CUPTI_GROUP, LAUNCH_CONFIG, NCU_MAP

MAX_ROWS = 10
WARP = 32


@dataclass(frozen=True)
class Sequence:
    """One capture's window as the gate sees it: a comparable name and the launch configuration."""

    capture: str
    name: pd.Series
    config: pd.DataFrame
    name_kind: str  # "name_key" or "mangled"


def nsys_sequence(window: pd.DataFrame, name_kind: str = "name_key", source: str | Path | None = None) -> Sequence:
    name = window["name_key"]
    if name_kind == "mangled":
        if len(window) and window["mangled_name"].isna().all():
            raise OpprofError(
                source,
                "ncu printed mangled kernel names but the nsys export records none to compare them with:"
                " export the ncu report without --print-kernel-base mangled",
            )
        # nsys stores a C-linkage kernel's plain name as its "mangled" name; ncu has no mangled name
        # for those, so both sides compare them by key.
        mangled = window["mangled_name"].astype("string")
        name = mangled.where(mangled.str.startswith("_Z")).fillna(name)
    return Sequence("nsys", name.reset_index(drop=True), window[LAUNCH_CONFIG].reset_index(drop=True), name_kind)


def capture_sequence(capture: str, window: pd.DataFrame) -> Sequence:
    """Kineto or ncu rows: the mangled name where the capture printed one (C++ kernels; Triton and
    other C-linkage kernels have none), the normalised key elsewhere."""
    if "mangled_name" in window.columns and window["mangled_name"].notna().any():
        return Sequence(
            capture,
            window["mangled_name"].fillna(window["name_key"]).reset_index(drop=True),
            window[LAUNCH_CONFIG].reset_index(drop=True),
            "mangled",
        )
    return Sequence(
        capture, window["name_key"].reset_index(drop=True), window[LAUNCH_CONFIG].reset_index(drop=True), "name_key"
    )


def _label(seq: Sequence, i: int) -> str:
    c = seq.config.iloc[i]
    regs = "?" if pd.isna(c["registers_per_thread"]) else int(c["registers_per_thread"])
    return (
        f"{seq.name.iloc[i]} grid=({c['grid_x']},{c['grid_y']},{c['grid_z']}) "
        f"block=({c['block_x']},{c['block_y']},{c['block_z']}) regs={regs}"
    )


def _keys(seq: Sequence) -> pd.Series:
    cfg = seq.config.astype("string").fillna("?")
    return seq.name.astype("string").fillna("?") + " " + cfg.agg(" ".join, axis=1)


def _mismatch(reference: Sequence, other: Sequence) -> np.ndarray:
    """Positions (within the shorter sequence) where name or launch configuration differ."""
    n = min(len(reference.name), len(other.name))
    ref_cfg = reference.config.iloc[:n].reset_index(drop=True)
    oth_cfg = other.config.iloc[:n].reset_index(drop=True)
    differs = np.zeros(n, dtype=bool)
    for column in LAUNCH_CONFIG:
        a, b = ref_cfg[column], oth_cfg[column]
        comparable = (a.notna() & b.notna()).to_numpy()
        differs |= comparable & (a.astype("Int64") != b.astype("Int64")).fillna(False).to_numpy()
    names_differ = (
        reference.name.iloc[:n].reset_index(drop=True).astype("string")
        != other.name.iloc[:n].reset_index(drop=True).astype("string")
    ).fillna(True)
    differs |= names_differ.to_numpy()
    return np.flatnonzero(differs)


def _count_table(reference: Sequence, other: Sequence) -> pd.DataFrame:
    counts = (
        pd.concat(
            {reference.capture: _keys(reference).value_counts(), other.capture: _keys(other).value_counts()}, axis=1
        )
        .fillna(0)
        .astype("int64")
    )
    differing = counts[counts[reference.capture] != counts[other.capture]]
    differing = differing.assign(delta=(differing[other.capture] - differing[reference.capture]).abs())
    return differing.sort_values("delta", ascending=False).drop(columns="delta").head(MAX_ROWS)


def _divergence_table(reference: Sequence, other: Sequence, positions: list[int] | None) -> pd.DataFrame:
    bad = _mismatch(reference, other)
    rows = []
    for i in bad[:MAX_ROWS]:
        position = positions[i] if positions is not None else int(i)
        rows.append({"position": position, reference.capture: _label(reference, i), other.capture: _label(other, i)})
    n_ref, n_oth = len(reference.name), len(other.name)
    if len(rows) < MAX_ROWS and n_ref != n_oth:
        i = min(n_ref, n_oth)
        position = positions[i] if positions is not None and i < len(positions) else i
        rows.append(
            {
                "position": position,
                reference.capture: _label(reference, i) if i < n_ref else "(no more kernels)",
                other.capture: _label(other, i) if i < n_oth else "(no more kernels)",
            }
        )
    return pd.DataFrame(rows)


def check_sequences(
    reference: Sequence, other: Sequence, source: str | Path, positions: list[int] | None = None
) -> None:
    """Raise GateError naming the first divergences between two windows; return if identical."""
    n_ref, n_oth = len(reference.name), len(other.name)
    bad = _mismatch(reference, other)
    if n_ref == n_oth and len(bad) == 0:
        return
    divergence = _divergence_table(reference, other, positions)
    parts = []
    if n_ref != n_oth:
        parts.append(f"{reference.capture} has {n_ref} kernels in the measured window, {other.capture} has {n_oth}")
        counts = _count_table(reference, other)
        table = "kernels whose counts differ:\n" + counts.to_string() + "\n\nfirst divergences in order:\n"
    else:
        parts.append(f"{len(bad)} of {n_ref} kernels differ between {reference.capture} and {other.capture}")
        table = "first divergences in order:\n"
    first = divergence.iloc[0]
    parts.append(
        f"first at position {first['position']}: {reference.capture} ran {first[reference.capture]}, "
        f"{other.capture} ran {first[other.capture]}"
    )
    table += divergence.to_string(index=False)
    raise GateError(source, "determinism gate failed: " + "; ".join(parts), table)


def launched(config: pd.DataFrame) -> tuple[np.ndarray, np.ndarray]:
    """CTAs (the grid's size) and warps (CTAs times the block's warps) of each launch configuration:
    what a CUPTI range counts of its kernel."""
    threads = (config["block_x"] * config["block_y"] * config["block_z"]).to_numpy(np.int64)
    ctas = (config["grid_x"] * config["grid_y"] * config["grid_z"]).to_numpy(np.int64)
    return ctas, ctas * ((threads + WARP - 1) // WARP)


def check_ranges(replayed: pd.DataFrame, ranges: pd.DataFrame, source: str | Path, positions: list[int]) -> None:
    """CUPTI's ranges against the nsys kernels they measured, in order: one range per kernel, and
    at every one the CTAs and warps nsys launched (``launched``). Ranges carry no name, so these
    two counts are the identity the range profiler can be held to."""
    ctas, warps = launched(replayed)
    if len(ranges) != len(replayed):
        raise GateError(
            source,
            f"determinism gate failed: nsys has {len(replayed)} kernels in the iteration the range profiler "
            f"measured, CUPTI has {len(ranges)} ranges",
            "",
        )
    got_ctas = ranges["ctas_launched"].astype("Int64").to_numpy(np.float64, na_value=np.nan)
    got_warps = ranges["warps_launched"].astype("Int64").to_numpy(np.float64, na_value=np.nan)
    bad = np.flatnonzero((got_ctas != ctas) | (got_warps != warps))
    if len(bad) == 0:
        return
    table = pd.DataFrame(
        {
            "position": [positions[i] for i in bad[:MAX_ROWS]],
            "nsys": [f"{replayed['name_key'].iloc[i]}: {ctas[i]} CTAs, {warps[i]} warps" for i in bad[:MAX_ROWS]],
            "cupti": [f"{got_ctas[i]:.0f} CTAs, {got_warps[i]:.0f} warps" for i in bad[:MAX_ROWS]],
        }
    )
    first = table.iloc[0]
    raise GateError(
        source,
        f"determinism gate failed: {len(bad)} of {len(ranges)} CUPTI ranges launched other CTAs or warps than "
        f"nsys's kernels; first at position {first['position']}: nsys ran {first['nsys']}, CUPTI counted "
        f"{first['cupti']}",
        "first divergences in order:\n" + table.to_string(index=False),
    )


def gate_captures(
    nsys_window: pd.DataFrame,
    kineto_window: pd.DataFrame | None,
    ncu_windows: dict[str, pd.DataFrame],
    measured_positions: list[int],
    source: str | Path,
    ranges: pd.DataFrame | None = None,
) -> tuple[pd.DataFrame, pd.DataFrame, dict[str, Any]]:
    """Gate every capture against nsys; return (window, ncu_map, record).

    window: one row per measured-window kernel (position, iteration, nsys and Kineto indices, step phase).
    ncu_map: (group, position, ncu_index) for the positions each ncu group measured; for the range
    profiler's ``ranges`` (group ``cupti``) the range index.
    record: the gate's verdict and the captures it compared, as the profile states them.
    """
    window = pd.DataFrame(
        {
            "position": np.arange(len(nsys_window), dtype=np.int64),
            "iteration": nsys_window["iteration"].to_numpy(np.int64),
            "nsys_kernel_index": nsys_window["kernel_index"].to_numpy(np.int64),
            "kineto_kernel_index": pd.arrays.IntegerArray(
                np.zeros(len(nsys_window), dtype=np.int64), np.ones(len(nsys_window), dtype=bool)
            ),
            "step_phase": nsys_window["step_phase"].to_numpy(),
            "phase_evidence": nsys_window["phase_evidence"].to_numpy(),
        }
    )
    if kineto_window is not None:
        check_sequences(nsys_sequence(nsys_window), capture_sequence("kineto", kineto_window), source)
        window["kineto_kernel_index"] = kineto_window["kernel_index"].astype("Int64").to_numpy()
    maps = []
    replayed = nsys_window.iloc[measured_positions].reset_index(drop=True)
    for group, rows in ncu_windows.items():
        other = capture_sequence(f"ncu[{group}]", rows)
        check_sequences(nsys_sequence(replayed, other.name_kind, source), other, source, measured_positions)
        maps.append(
            pd.DataFrame(
                {"group": group, "position": measured_positions, "ncu_index": rows["ncu_index"].to_numpy(np.int64)}
            )
        )
    if ranges is not None:
        check_ranges(replayed, ranges, source, measured_positions)
        maps.append(
            pd.DataFrame(
                {
                    "group": CUPTI_GROUP,
                    "position": measured_positions,
                    "ncu_index": ranges["range_index"].to_numpy(np.int64),
                }
            )
        )
    ncu_map = pd.concat(maps, ignore_index=True) if maps else NCU_MAP.empty()
    ncu_map["group"] = ncu_map["group"].astype("string")
    compared = (
        (["kineto"] if kineto_window is not None else [])
        + [f"ncu[{group}]" for group in ncu_windows]
        + (["cupti (CTAs and warps per kernel)"] if ranges is not None else [])
    )
    return window, ncu_map, {"status": "passed", "mode": "strict", "compared": compared}

"""What makes two profiles comparable and what a reader must weigh before any number: the capture's
conditions panel by panel, the counters without values and why, and the warnings from the profile's checks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pandas as pd

from opprof.bundle.manifest import PYTORCH_TF32_DEFAULTS
from opprof.output.checks import beyond_roof_reason, describe_disagreement
from opprof.tables import CUPTI_GROUP, counter_column, counter_columns
from opprof.units import format_count, format_ns, format_share

_MEASURED = ("measured", "launch_fact")


def _collector(group: str) -> str:
    return "the range profiler" if group == CUPTI_GROUP else f"ncu group {group}"


def null_reasons(profile: dict[str, Any]) -> dict[str, str]:
    """Why a counter has no values, for every counter that was not measured."""
    reasons = {}
    for counter in profile["counters"]:
        missing = [r for r in counter["resolution"] if r["status"] not in _MEASURED]
        if missing:
            reasons[counter["name"]] = "; ".join(
                r["status"].replace("_", " ")
                + (f" in {_collector(r['group'])}" if r["group"] else "")
                + f": {r['reason']}"
                for r in missing
            )
    return reasons


def _stats_mhz(stats: dict[str, Any] | None) -> str | None:
    if not stats:
        return None
    return f"median {stats['median']:g} MHz ({stats['min']:g}-{stats['max']:g}, {stats['samples']} samples)"


def _span_text(span: dict[str, int]) -> str:
    return f"kernels {span['first_kernel']}-{span['first_kernel'] + span['count'] - 1}"


def _rows(*pairs: tuple[str, Any]) -> list[tuple[str, str]]:
    """Key-value rows of a conditions panel, leaving out what the capture did not record."""
    return [(key, str(value)) for key, value in pairs if value is not None and value != ""]


@dataclass(frozen=True)
class Panel:
    title: str
    rows: list[tuple[str, str]]
    tone: str | None = None  # "ok" or "warn": shown as a pill with the first row's value


TF32_SWITCHES = {
    "allow_tf32_matmul": "cuBLAS TF32 (torch.backends.cuda.matmul.allow_tf32)",
    "allow_tf32_cudnn": "cuDNN TF32 (torch.backends.cudnn.allow_tf32)",
}


def numerics_panel(workload: dict[str, Any]) -> Panel | None:
    """How the workload computed: dtype, autocast and each TF32 switch against PyTorch's default
    (capture.json's record of it, else PyTorch's own), warned where the capture overrode one."""
    numerics = workload.get("numerics")
    if not numerics:
        return None
    defaults = numerics.get("pytorch_defaults") or PYTORCH_TF32_DEFAULTS
    switches = [(key, numerics.get(key), defaults.get(key)) for key in TF32_SWITCHES]
    overridden = [key for key, value, default in switches if value is not None and value != default]

    def state(value: bool | None, default: bool | None) -> str | None:
        if value is None:
            return None
        said = "on" if value else "off"
        return (
            said
            if value == default
            else f"{said}: the capture overrode PyTorch's default ({'on' if default else 'off'})"
        )

    return Panel(
        "Numerics",
        _rows(
            ("overrides", ", ".join(TF32_SWITCHES[key].split(" (")[0] for key in overridden) or "none"),
            ("dtype", numerics.get("dtype")),
            ("autocast", None if numerics.get("autocast") is None else ("on" if numerics["autocast"] else "off")),
            *((TF32_SWITCHES[key], state(value, default)) for key, value, default in switches),
        ),
        "warn" if overridden else "ok",
    )


def capture_conditions(profile: dict[str, Any]) -> list[Panel]:
    """The measurement conditions, panel by panel: what makes two profiles comparable."""
    manifest, seen = profile["capture"]["manifest"], profile["capture"]["tools_seen"]
    gpu, clocks, window, iterations = (manifest[k] for k in ("gpu", "clocks", "window", "iterations"))
    nsys_seen, kineto_seen = seen.get("nsys_export") or {}, seen.get("kineto_trace") or {}
    ratio = profile["checks"]["ncu_nsys_duration_ratio"]
    ranged = manifest.get("range_profiler")
    spans = [(f"{tool} window", _span_text(window[tool])) for tool in ("nsys", "kineto", "ncu") if tool in window]
    return [
        Panel(
            "GPU",
            _rows(
                ("device", gpu["name"]),
                ("chip", f"{gpu['chip']} · sm_{(gpu.get('compute_capability') or '').replace('.', '')}"),
                ("SMs", gpu.get("sm_count")),
                ("driver", gpu.get("driver")),
                ("CUDA", gpu.get("cuda")),
            ),
        ),
        Panel(
            "Clocks",
            _rows(
                ("mode", clocks["mode"].replace("_", " ")),
                ("locked SM", clocks.get("locked_sm_mhz") and f"{clocks['locked_sm_mhz']:g} MHz"),
                ("locked memory", clocks.get("locked_memory_mhz") and f"{clocks['locked_memory_mhz']:g} MHz"),
                ("observed SM", _stats_mhz(clocks.get("sm_mhz"))),
                ("observed memory", _stats_mhz(clocks.get("memory_mhz"))),
                ("note", clocks.get("note")),
            ),
            "ok" if clocks["mode"] == "lock" else "warn",
        ),
        Panel(
            "Tools",
            _rows(
                *sorted(manifest["software"].items()),
                ("nsys export", nsys_seen.get("nsys_version")),
                ("CUPTI (Kineto)", kineto_seen.get("cupti_version")),
            ),
        ),
        *[panel for panel in (numerics_panel(manifest["workload"]),) if panel is not None],
        Panel(
            "Measured window",
            _rows(
                ("iterations", f"{iterations['warmup']} warm-up, {iterations['measured']} measured"),
                ("method", window["method"]),
                *spans,
                ("kernels", format_count(profile["window"]["kernels"])),
                ("kernel time", format_ns(profile["window"]["kernel_time_ns"])),
            ),
        ),
        Panel(
            "Determinism gate",
            _rows(
                ("status", profile["gate"]["status"]),
                ("mode", profile["gate"]["mode"]),
                ("nsys compared with", ", ".join(profile["gate"]["compared"]) or "nothing"),
            ),
            "ok",
        ),
        Panel(
            "CUPTI range profiler" if ranged else "Nsight Compute replay",
            _rows(
                *[
                    (f"group {f['group']}", f"{f['file']}: {f.get('passes') or '?'} passes, {f.get('wall_s') or '?'} s")
                    for f in seen.get("ncu_files", [])
                ],
                *(
                    [
                        ("where", "in the program's own run: one range per kernel, no replay"),
                        ("kernels counted", f"{ranged['kernels']:,} (one iteration; the others take its counters)"),
                        ("passes", f"{ranged['passes']}, one measured iteration each, {ranged['wall_s']} s"),
                        ("caches", f"{ranged['caches']}: DRAM bytes and hit rates are not ncu's flushed ones"),
                    ]
                    if ranged
                    else []
                ),
                ("metrics requested", len(manifest.get("metrics", [])) or None),
                (
                    "range profiler / nsys duration" if ranged else "ncu / nsys duration",
                    ratio
                    and f"median x{ratio['median']:.2f} (p05 x{ratio['p05']:.2f}, p95 x{ratio['p95']:.2f}); "
                    f"{ratio['beyond_limit']} beyond x{ratio['limit_factor']:g}",
                ),
                ("plausibility flags", profile["checks"]["flag_count"]),
            ),
            "warn" if ranged else None,
        ),
    ]


def null_counter_rows(profile: dict[str, Any], kernels: pd.DataFrame) -> list[dict[str, Any]]:
    """Every counter with null values: on how many kernels, and the reason the capture gives."""
    reasons = null_reasons(profile)
    nulls = kernels[counter_columns()].isna().sum()
    return [
        {
            "counter": c["name"],
            "kernels": f"{nulls[counter_column(c['name'])]:,} of {len(kernels):,}",
            "reason": reasons.get(c["name"], "measured, but without a value on these kernels (see counter_provenance)"),
        }
        for c in profile["counters"]
        if nulls.get(counter_column(c["name"]), 0) > 0
    ]


def medium_accuracy_text(accuracy: dict[str, Any] | None) -> str | None:
    """The medium tier's accuracy in one sentence, beside the tier counts."""
    if accuracy is None:
        return None
    first = accuracy["first_difference"]
    differs = (
        ""
        if first is None
        else f" First difference at position {first['position']} ({first['kernel']}): CUPTI names {first['cupti']}, "
        f"the medium tier {first['without_kineto'] or 'nothing'} ({first['method']})."
    )
    return (
        f"Medium tier accuracy: attributed again without Kineto (NVTX enclosure, Inductor's map), "
        f"{accuracy['agree']:,} of the {accuracy['kernels']:,} kernels the high tier attributes get the same operator "
        f"invocation ({format_share(accuracy['kernel_share'])} of kernels, "
        f"{format_share(accuracy['time_share'])} of their time).{differs}"
    )


def _replay_warning(replays: dict[str, Any] | None, kernel_time_ns: int) -> list[str]:
    """A CUDA graph replay no call list of Inductor's output code aligns with: where and why."""
    if replays is None or replays["aligned"] == replays["replays"]:
        return []
    first = replays["first_failure"]
    return [
        f"{replays['replays'] - replays['aligned']} of {replays['replays']} CUDA graph replays align with no call list "
        f"of Inductor's output code: their {replays['unaligned_kernels']:,} kernels "
        f"({format_share(replays['unaligned_time_ns'] / kernel_time_ns)} of kernel time) stay on the operator that "
        f"replayed the graph and the fusion coverage does not reach their extern calls. The closest call list "
        f"({first['graph']}) stops matching at the replay's kernel {first['kernel']} (window position "
        f"{first['position']}): {first['reason']}."
    ]


def trust_warnings(profile: dict[str, Any]) -> list[str]:
    """What the profile's checks found that a reader must see before any number: exports that
    disagree with capture.json, and counters beyond what the GPU can do."""
    checks = profile["checks"]
    warnings = [
        f"The captures disagree on {describe_disagreement(f)}: these numbers may not be from the GPU named here."
        for f in checks["capture_agreement"]["facts"]
        if not f["agree"]
    ]
    fusion = checks["fusion_coverage"]
    if fusion["time_share"] is not None and fusion["time_share"] < 1:
        warnings.append(
            f"Inductor's fusion map names the aten operators of {fusion['covered_kernels']} of "
            f"{fusion['triton_kernels']} generated Triton kernels ({format_share(fusion['time_share'])} of their "
            "time): the others show no fused operators."
        )
    warnings += [
        f"{f['operator_name']} runs at {beyond_roof_reason(f)}; no finding is drawn from it."
        for f in checks["flags"]
        if f["kind"] == "beyond_roof"
    ]
    warnings += _replay_warning(fusion.get("graph_replays"), profile["window"]["kernel_time_ns"])
    beyond = [f for f in checks["flags"] if f["kind"] == "dram_bytes_beyond_peak"]
    if beyond:
        peak = checks["dram_peak"]["peak_bytes_per_s"]
        kernels = f"{len(beyond)} kernel{'s' if len(beyond) > 1 else ''}"
        warnings.append(
            f"{kernels} moved more DRAM bytes than {peak / 1e12:.2f} TB/s (the GPU's peak) allows in their ncu "
            f"duration, first at position {beyond[0]['position']}: their DRAM counters cannot be right."
        )
    return warnings

"""Speed of light: how close each operator runs to the fastest its GPU could run it.

Two measures, each named where it is used:

- **roofline** (operators whose FLOPs follow from their input shapes: GEMMs, attention, cuDNN's
  RNNs and convolutions, ``flop_count``): the
  FLOPs over the nsys kernel time against the roof ``min(compute peak, arithmetic intensity x DRAM
  peak)``, arithmetic intensity being FLOPs over the DRAM bytes ncu counted. The compute peak is
  the pipe the kernels ran on: the Tensor Cores where the tensor pipe was active (TF32 where the
  workload allowed it for float32 matmuls, else 16-bit), else the FP32 CUDA cores;
- **ncu speed of light** (every other kernel): the busier of ncu's SM and memory throughput, each
  a share of its own peak, which is what Nsight Compute's "GPU Speed Of Light" section shows.

Peaks come from opprof/peaks.yaml (per SM and clock) at the SM count and SM clock the
capture recorded, and the DRAM peak from ncu's device attributes. A kernel at or above
NEAR_ROOF_PCT of its roof has little left to gain inside it: the signal rules say so instead of
pointing at its occupancy or latency.

A share of the roof that cannot be true (achieved FLOP/s above the roof past BEYOND_ROOF_PCT, ncu
throughput outside 0-100% in the row or any of its kernels) is kept apart as ``beyond_roof_pct``
and ``pct_of_roof`` left null: shown, flagged, and never the basis of a finding.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from functools import cache
from importlib import resources
from typing import Any

import numpy as np
import pandas as pd
import yaml

from opprof.tables import counter_column

NEAR_ROOF_PCT = 60.0
# Achieved FLOP/s over the roof beyond which a share is impossible: the margin the DRAM check
# allows (checks.DRAM_PEAK_MARGIN) for a clock that ran above the median capture.json records.
BEYOND_ROOF_PCT = 110.0
# Tensor pipe activity from which a kernel ran on the Tensor Cores (the tensor_pipe_idle_gemm rule's bound).
TENSOR_ACTIVE_PCT = 1.0
FP32, TENSOR_TF32, TENSOR_16BIT = "fp32", "tensor_tf32", "tensor_16bit"
PIPE_LABELS = {
    FP32: "FP32 CUDA cores",
    TENSOR_TF32: "TF32 Tensor Cores",
    TENSOR_16BIT: "16-bit Tensor Cores (bf16/fp16)",
}
ROOFLINE, NCU_SOL = "roofline", "ncu speed of light"
# How cuBLAS, CUTLASS and cuDNN kernel names spell their input types.
SIXTEEN_BIT_NAME = r"(?i)bf16|fp16|f16|half|hgemm|_h_"
FP32_NAME = r"(?i)tf32|f32|fp32|sgemm|ffma"
ROOFLINE_COLUMNS = (
    "flops",
    "dram_bytes",
    "achieved_flops_per_s",
    "arithmetic_intensity",
    "pipe",
    "roof_flops_per_s",
    "pct_of_roof",
    "bound",
    "roof_source",
    "beyond_roof_pct",
)


@dataclass(frozen=True)
class Peaks:
    """The GPU's peaks at the capture's SM clock (FLOP/s per pipe), its DRAM bandwidth (B/s) and
    its L2's size (bytes; None where ncu printed none)."""

    compute_capability: str
    sm_count: int
    sm_clock_mhz: float
    flops_per_s: dict[str, float]
    dram_bytes_per_s: float | None
    l2_bytes: float | None = None

    def record(self) -> dict[str, Any]:
        return {
            **asdict(self),
            "derivation": "FLOP per SM per clock (opprof/peaks.yaml) x SM count x observed median SM clock; "
            "DRAM and L2: ncu's device attributes",
        }


@cache
def _per_sm_clock() -> dict[str, dict[str, int]]:
    text = resources.files("opprof").joinpath("peaks.yaml").read_text()
    return dict(yaml.safe_load(text)["compute_capability"])


def chip_peaks(
    manifest: dict[str, Any], dram_bytes_per_s: float | None, l2_bytes: float | None = None
) -> tuple[Peaks | None, str | None]:
    """The capture's peaks, or None and why there are none."""
    gpu, clocks = manifest["gpu"], manifest.get("clocks") or {}
    capability = str(gpu.get("compute_capability"))
    rates = _per_sm_clock().get(capability)
    if rates is None:
        return None, f"no peak table for compute capability {capability} (opprof/peaks.yaml)"
    mhz = (clocks.get("sm_mhz") or {}).get("median")
    if mhz is None or gpu.get("sm_count") is None:
        return None, "capture.json records no SM clock or SM count to scale the per-clock peaks by"
    sm_count = int(gpu["sm_count"])
    flops = {pipe: float(rate) * sm_count * float(mhz) * 1e6 for pipe, rate in rates.items()}
    return Peaks(capability, sm_count, float(mhz), flops, dram_bytes_per_s, l2_bytes), None


def _json_list(text: str | None) -> list[Any] | None:
    """A Kineto argument list (JSON text) as a list, None where it is missing or unreadable."""
    if text is None or pd.isna(text):
        return None
    try:
        parsed = json.loads(text)
    except ValueError:
        return None
    return parsed if isinstance(parsed, list) else None


def input_dims(shapes: str | None) -> list[list[int]] | None:
    """Kineto's Input Dims (JSON text) as a list, None where it is missing or unreadable."""
    return _json_list(shapes)


def _shape(value: Any) -> list[int] | None:
    """A tensor's sizes (a non-empty list of positive ints) or None."""
    ok = isinstance(value, list) and value and all(isinstance(d, int) and d > 0 for d in value)
    return value if ok else None


def _matrix(dims: list[Any], at: int, rank: int) -> list[int] | None:
    shape = _shape(dims[at]) if len(dims) > at else None
    return shape if shape is not None and len(shape) == rank else None


def _gemm(a: list[int] | None, b: list[int] | None) -> float | None:
    return None if a is None or b is None else 2.0 * float(np.prod(a)) * b[-1]


def _attention(dims: list[Any], heads_at: int) -> float | None:
    """QK^T and PV of query, key and value: 2 x batch x heads x Lq x Lk x (E + Ev); ``heads_at``
    2 for (B, L, H, E), 1 for (B, H, L, E)."""
    q, k, v = (_matrix(dims, i, 4) for i in range(3))
    if q is None or k is None or v is None:
        return None
    seq_at = 1 if heads_at == 2 else 2
    batch_heads = q[0] * q[heads_at]
    return 2.0 * batch_heads * q[seq_at] * k[seq_at] * (q[3] + v[3])


def concrete_inputs(text: str | None) -> list[str] | None:
    """Kineto's Concrete Inputs (JSON text: each argument's value as the profiler printed it, ''
    for a tensor), None where it is missing or unreadable."""
    parsed = _json_list(text)
    return parsed if parsed is not None and all(isinstance(v, str) for v in parsed) else None


def _ints(text: str) -> list[int] | None:
    """A printed int list (``[1, 1]``) or int (``1``) as a list, None for anything else."""
    try:
        value = json.loads(text)
    except ValueError:
        return None
    values = value if isinstance(value, list) else [value]
    return values if values and all(isinstance(v, int) and not isinstance(v, bool) for v in values) else None


def _rnn(dims: list[Any]) -> float | None:
    """cuDNN's RNN (LSTM, GRU, plain, either direction, any layer count, an LSTM's projection): every
    token passes through every weight matrix once (input x W_ih, state x W_hh, an LSTM's h x W_hr per
    layer and direction), so 2 x tokens x the elements of all 2-D weights; tokens are the input's
    sizes but its features (batch x steps; a packed sequence's rows). Biases and the gates'
    element-wise work are left out, as they are from a Linear's FLOPs."""
    x = _shape(dims[0]) if dims else None
    weights = dims[1] if len(dims) > 1 and isinstance(dims[1], list) else []
    shapes = [_shape(w) for w in weights]
    matrices = [w for w in shapes if w is not None and len(w) == 2]
    if x is None or len(x) < 2 or not shapes or any(w is None for w in shapes) or not matrices:
        return None
    return 2.0 * float(np.prod(x[:-1])) * sum(w[0] * w[1] for w in matrices)


def rnn_operands(dims: list[Any]) -> tuple[float, float] | None:
    """cuDNN's RNN's weight elements, and the elements it must move at least: the input and the
    weights read once, the output written once (tokens x the hidden state's features; a
    bidirectional RNN's second half, which Input Dims does not tell apart, left out)."""
    x = _shape(dims[0]) if dims else None
    weights = [_shape(w) for w in (dims[1] if len(dims) > 1 and isinstance(dims[1], list) else [])]
    state = _shape(dims[4]) if len(dims) > 4 else None
    if x is None or len(x) < 2 or not weights or any(w is None for w in weights) or state is None:
        return None
    weight = float(sum(np.prod(w) for w in weights if w is not None))
    return weight, float(np.prod(x)) + weight + float(np.prod(x[:-1])) * state[-1]


# FLOPs of one invocation (None: none), and why an operator with a count has none here (None: it has one).
Count = tuple[float | None, str | None]
# Where an operator's stride, padding and dilation sit among its arguments, and the one that says
# the convolution is transposed (whose FLOPs this count does not cover), if any.
CONVOLUTIONS: dict[str, tuple[int, int, int, int | None]] = {
    "cudnn_convolution": (3, 2, 4, None),  # input, weight, padding, stride, dilation, groups, ...
    "_conv_depthwise2d": (4, 5, 6, None),  # self, weight, kernel_size, bias, stride, padding, dilation
    "convolution": (3, 4, 5, 6),  # input, weight, bias, stride, padding, dilation, transposed, ...
    "_convolution": (3, 4, 5, 6),
    **{f"conv{n}d": (3, 4, 5, None) for n in (1, 2, 3)},  # input, weight, bias, stride, padding, dilation
}
NO_CONCRETE = (
    "Kineto recorded no Concrete Inputs for it: its stride, padding and dilation are unknown, and no output "
    "size to derive them from is recorded"
)


def _convolution(dims: list[Any], concrete: list[str] | None, at: tuple[int, int, int, int | None]) -> Count:
    """Direct convolution: 2 x N x K x C/groups x the kernel's window x the output's positions, the
    output's size along each axis (in + 2 x padding - dilation x (kernel - 1) - 1) // stride + 1
    (what torch.profiler's ``with_flops`` counts; an FFT or Winograd algorithm does fewer)."""
    rank = len(dims[0]) if dims and isinstance(dims[0], list) else 0
    x, weight = _matrix(dims, 0, rank), _matrix(dims, 1, rank)
    if x is None or weight is None or rank < 3:
        return None, "Input Dims gives no input and weight of one rank"
    if concrete is None:
        return None, NO_CONCRETE
    stride_at, padding_at, dilation_at, transposed_at = at
    if transposed_at is not None and len(concrete) > transposed_at and concrete[transposed_at] == "True":
        return None, "a transposed convolution: this count covers direct ones"
    axes = len(x) - 2
    found = [_ints(concrete[i]) if len(concrete) > i else None for i in (stride_at, padding_at, dilation_at)]
    if any(v is None or len(v) not in (1, axes) for v in found):
        return None, f"Concrete Inputs {concrete} give no stride, padding and dilation for {axes} axes"
    stride, padding, dilation = ([v[0]] * axes if len(v) == 1 else v for v in found if v is not None)
    out = [
        (size + 2 * pad - dil * (k - 1) - 1) // step + 1
        for size, k, step, pad, dil in zip(x[2:], weight[2:], stride, padding, dilation, strict=True)
    ]
    if min(out) <= 0 or min(stride) <= 0:
        return None, f"stride {stride}, padding {padding}, dilation {dilation} leave no output of {x}"
    return 2.0 * x[0] * weight[0] * float(np.prod(weight[1:])) * float(np.prod(out)), None


NO_SHAPES = "Kineto recorded no Input Dims for it"


def flop_count(operator: str, shapes: str | None, concrete: str | None = None) -> Count:
    """FLOPs of one forward invocation from its input shapes (Kineto's Input Dims) and, for a
    convolution, its stride, padding and dilation (Concrete Inputs), by the formulas torch.profiler's
    ``with_flops`` uses where it has one; (None, None) for an operator without a count, (None, why)
    for one whose count the capture's records do not allow."""
    name = operator.removeprefix("aten::")
    counted = name in CONVOLUTIONS or name == "_cudnn_rnn"
    dims = input_dims(shapes)
    if dims is None:
        return None, NO_SHAPES if counted else None
    if name in CONVOLUTIONS:
        return _convolution(dims, concrete_inputs(concrete), CONVOLUTIONS[name])
    if name == "_cudnn_rnn":
        flops = _rnn(dims)
        return flops, None if flops is not None else "Input Dims gives no input and weight matrices"
    return _shape_flops(name, dims), None


def _shape_flops(name: str, dims: list[Any]) -> float | None:
    if name == "mm":
        return _gemm(_matrix(dims, 0, 2), _matrix(dims, 1, 2))
    if name == "addmm":
        return _gemm(_matrix(dims, 1, 2), _matrix(dims, 2, 2))
    if name == "bmm":
        return _gemm(_matrix(dims, 0, 3), _matrix(dims, 1, 3))
    if name in ("baddbmm", "addbmm"):
        return _gemm(_matrix(dims, 1, 3), _matrix(dims, 2, 3))
    if name == "_efficient_attention_forward":
        return _attention(dims, heads_at=2)
    if name in (
        "_scaled_dot_product_efficient_attention",
        "_scaled_dot_product_flash_attention",
        "_scaled_dot_product_cudnn_attention",
    ):
        return _attention(dims, heads_at=1)
    return None


def _per_code(codes: np.ndarray, values: np.ndarray) -> np.ndarray:
    """``values`` (one per distinct value) per row of ``codes`` (-1: missing, False)."""
    return np.where(codes >= 0, values[np.clip(codes, 0, None)] if len(values) else False, False)


def kernel_pipes(names: pd.Series, tensor_pct: pd.Series, numerics: dict[str, Any]) -> pd.Series:
    """The pipe whose peak is each kernel's compute roof: the FP32 CUDA cores where the tensor
    pipe was idle, else the Tensor Cores at the precision the kernel's name states (cuBLAS and
    CUTLASS spell their types: bf16/f16 or _h_, f32/tf32/sgemm, which on Tensor Cores is TF32),
    and where it states none, the workload's dtype. Null where ncu measured no tensor pipe."""
    # once per distinct name: a window repeats a few hundred over up to a million kernels
    codes, unique = pd.factorize(names.astype("string"), use_na_sentinel=True)
    distinct = pd.Series(unique, dtype="string")
    sixteen = _per_code(codes, distinct.str.contains(SIXTEEN_BIT_NAME).fillna(False).to_numpy(bool))
    single = _per_code(codes, distinct.str.contains(FP32_NAME).fillna(False).to_numpy(bool))
    by_dtype = TENSOR_16BIT if numerics.get("autocast") or numerics.get("dtype") != "float32" else TENSOR_TF32
    tensor = np.where(sixteen, TENSOR_16BIT, np.where(single, TENSOR_TF32, by_dtype))
    pct = tensor_pct.astype("Float64")
    pipes = pd.Series(np.where(pct.fillna(0).to_numpy(float) >= TENSOR_ACTIVE_PCT, tensor, FP32), index=pct.index)
    return pipes.where(pct.notna().to_numpy(bool), None).astype("string")


def dominant_pipe(pipes: pd.Series, durations: pd.Series, groups: pd.Series) -> pd.Series:
    """Per group (an operator invocation, an operator name), the pipe of its longest kernel."""
    frame = pd.DataFrame({"pipe": pipes, "duration": durations, "group": groups}).dropna(subset=["pipe"])
    longest = frame.sort_values(["group", "duration"], ascending=[True, False], kind="stable")
    return longest.drop_duplicates("group").set_index("group")["pipe"].astype("string")


SOL_COUNTERS = ("sm_throughput_pct", "memory_throughput_pct")


def ncu_speed_of_light(frame: pd.DataFrame) -> pd.Series:
    """ncu's speed of light per row (percent): the busier of SM and memory throughput; null where
    either counter is."""
    sm, memory = (frame[counter_column(c)].astype("Float64") for c in SOL_COUNTERS)
    both = sm.notna() & memory.notna()
    return pd.concat([sm, memory], axis=1).max(axis=1).where(both, pd.NA).astype("Float64")


def sol_out_of_range(frame: pd.DataFrame) -> pd.Series:
    """Per row (a kernel), whether a speed-of-light counter is outside 0-100%: a percentage that
    cannot be true (checks.plausibility flags it), so no share of the roof may be built on it."""
    values = pd.concat([frame[counter_column(c)].astype("Float64") for c in SOL_COUNTERS], axis=1)
    return ((values < 0) | (values > 100)).fillna(False).any(axis=1)


def roofline(
    frame: pd.DataFrame, flops: pd.Series, pipes: pd.Series, peaks: Peaks | None, bad_counters: pd.Series | None = None
) -> pd.DataFrame:
    """ROOFLINE_COLUMNS for rows of nsys time (``duration_ns``) and aggregated counters (a
    row: an operator invocation or an operator name), ``flops`` per row (null: no formula) and
    the pipe of its compute roof (``dominant_pipe``); ``bad_counters``: rows one of whose kernels
    has a speed-of-light counter out of range (``sol_out_of_range``)."""
    seconds = frame["duration_ns"].to_numpy(float) / 1e9
    read, write = (frame[counter_column(c)].astype("Float64") for c in ("dram_bytes_read", "dram_bytes_write"))
    dram = (read + write).astype("Float64")
    flops = flops.astype("Float64")
    achieved: pd.Series = (flops / np.where(seconds > 0, seconds, np.nan)).astype("Float64")
    intensity = (flops / dram.where(dram > 0, pd.NA)).astype("Float64")
    pipes = pipes.astype("string")
    compute_peak = pd.Series(
        [None if peaks is None or pd.isna(p) else peaks.flops_per_s[str(p)] for p in pipes],
        index=frame.index,
        dtype="Float64",
    )
    bandwidth = None if peaks is None else peaks.dram_bytes_per_s
    unknown = pd.Series(pd.NA, index=frame.index, dtype="Float64")
    memory_roof = intensity * bandwidth if bandwidth is not None else unknown
    roof = pd.concat([compute_peak, memory_roof], axis=1).min(axis=1, skipna=True)
    roof = roof.where(compute_peak.notna(), pd.NA).astype("Float64")
    by_flops = (100 * achieved / roof).astype("Float64")
    memory_limited = (memory_roof < compute_peak).fillna(False)
    sol = ncu_speed_of_light(frame)
    sm_busier = (
        frame[counter_column("sm_throughput_pct")].astype("Float64")
        >= frame[counter_column("memory_throughput_pct")].astype("Float64")
    ).fillna(False)
    use_roofline = by_flops.notna()
    pct = by_flops.where(use_roofline, sol).astype("Float64")
    untrusted = sol_out_of_range(frame) if bad_counters is None else sol_out_of_range(frame) | bad_counters
    beyond = ((use_roofline & (by_flops > BEYOND_ROOF_PCT)) | (~use_roofline & untrusted)).fillna(False) & pct.notna()
    return pd.DataFrame(
        {
            "flops": flops,
            "dram_bytes": dram,
            "achieved_flops_per_s": achieved,
            "arithmetic_intensity": intensity,
            "pipe": pipes.where(use_roofline, pd.NA),
            "roof_flops_per_s": roof.where(use_roofline, pd.NA),
            "pct_of_roof": pct.where(~beyond, pd.NA),
            "bound": pd.Series(
                np.where(
                    use_roofline,
                    np.where(memory_limited, "memory", "compute"),
                    np.where(sm_busier, "compute", "memory"),
                ),
                index=frame.index,
                dtype="string",
            ).where(use_roofline | sol.notna(), pd.NA),
            "roof_source": pd.Series(
                np.where(use_roofline, ROOFLINE, NCU_SOL), index=frame.index, dtype="string"
            ).where(use_roofline | sol.notna(), pd.NA),
            "beyond_roof_pct": pct.where(beyond, pd.NA),
        },
        index=frame.index,
    )


def invocation_flops(invocations: pd.DataFrame, concrete: pd.Series | None = None) -> tuple[pd.Series, pd.Series]:
    """FLOPs per operator invocation (``operator_name``, ``operator_shapes``; ``concrete``: its
    Kineto Concrete Inputs, aligned with it, None where none were read), and why an operator that
    has a count has none (``flop_count``)."""
    if concrete is None:
        concrete = pd.Series(pd.NA, index=invocations.index, dtype="string")
    # An eager window repeats a few hundred (operator, shapes) pairs over up to a million invocations;
    # a missing text reads as an empty one, which no reader parses either.
    parts = (invocations["operator_name"], invocations["operator_shapes"], concrete)
    keys = parts[0].astype("string").fillna("")
    for part in parts[1:]:
        keys = keys + "\x00" + part.astype("string").fillna("")
    codes, unique = pd.factorize(keys)
    counts = [flop_count(*str(key).split("\x00")) for key in unique]
    flops = np.array([np.nan if f is None else f for f, _ in counts], dtype=float)[codes]
    why = np.array([r for _, r in counts] or [None], dtype=object)[codes]
    return (
        pd.Series(flops, index=invocations.index, dtype="Float64"),
        pd.Series(why, index=invocations.index, dtype="string"),
    )


def uncounted(invocations: pd.DataFrame, reasons: pd.Series) -> list[dict[str, Any]]:
    """Per operator name that has a FLOP count but lacks it on some invocations: how many, and why
    (the first reason of each), so a missing roofline point says what the capture did not record."""
    missing = invocations.assign(reason=reasons)[reasons.notna().to_numpy(bool)]
    grouped = missing.groupby("operator_name", sort=True)
    return [
        {"operator_name": str(name), "invocations": len(group), "reason": str(group["reason"].iloc[0])}
        for name, group in grouped
    ]

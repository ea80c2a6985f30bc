"""The GEMM's pipe and precision: FP32 GEMMs on the CUDA cores with the Tensor Cores idle, and Tensor
Core GEMMs too small to fill them; priced by ``tf32_matmul`` / ``tf32_cudnn``: the FP32 CUDA-core GEMMs of
cuBLAS / cuDNN on the TF32 Tensor Cores, at the same share of that roof as they reach of the FP32 one.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from opprof.analysis.roofline import FP32, PIPE_LABELS, TENSOR_TF32, Peaks, flop_count, input_dims, rnn_operands
from opprof.analysis.step_model import BoolArray, FloatArray, Step
from opprof.findings.change import Context, Fix, sped_up, step_column
from opprof.findings.facts import (
    FP32_SIMT_TOKEN,
    GEMM_KERNEL,
    GEMM_OPERATORS,
    TENSOR_CORE_KERNEL,
    Facts,
    clause,
    counters,
    fp32_simt_names,
    is_gemm,
    number,
    tensor_core_names,
    time_context,
)
from opprof.findings.rules import Rule, Saving, to_roof
from opprof.findings.user_fixes import CUBLAS_TF32
from opprof.tables import counter_column
from opprof.units import format_ns, format_pct

TENSOR_PIPE_IDLE_PCT = 1.0

# Below this a Tensor Core GEMM leaves the pipe mostly idle: the matrix is too small to fill it.
TENSOR_PIPE_SMALL_PCT = 10.0


def _to_tensor_cores(facts: Facts, peaks: Peaks | None) -> Saving:
    """The GEMMs at the TF32 Tensor Core roof, the least change that moves them there."""
    flops, moved = number(facts, "flops"), number(facts, "dram_bytes")
    if peaks is None:
        return to_roof(facts)
    if flops is None:
        ratio = peaks.flops_per_s[FP32] / peaks.flops_per_s[TENSOR_TF32]
        return (
            facts["duration_ns"] * (1 - ratio),
            f"kernel time x (1 - FP32 peak / {PIPE_LABELS[TENSOR_TF32]} peak): the same kernels at the same share "
            "of the TF32 roof (no FLOP count from shapes)",
        )
    floor_s = flops / peaks.flops_per_s[TENSOR_TF32]
    if moved is not None and peaks.dram_bytes_per_s:
        floor_s = max(floor_s, moved / peaks.dram_bytes_per_s)
    return (
        max(0.0, facts["duration_ns"] - 1e9 * floor_s),
        f"kernel time - max(FLOPs / {PIPE_LABELS[TENSOR_TF32]} peak, DRAM bytes / DRAM peak): the same GEMMs at "
        "the TF32 roof",
    )


def _tensor_pipe_idle_on_gemm(facts: Facts) -> str | None:
    values = counters(facts, "tensor_pipe_active_pct")
    if values is None or values[0] >= TENSOR_PIPE_IDLE_PCT or not is_gemm(facts):
        return None
    if tensor_core_names(facts["kernel_names"]):
        return None  # a Tensor Core kernel with an idle pipe is too small, not on the wrong path
    simt = fp32_simt_names(facts["kernel_names"])
    return (
        f"{format_pct(values[0])} tensor pipe active over {time_context(facts)}"
        + (f"; FP32 SIMT kernel names: {', '.join(simt)}" if simt else "")
        + clause(
            facts,
            ("achieved_occupancy_pct", "dram_throughput_pct"),
            lambda occupancy, dram: f"; {format_pct(occupancy)} achieved occupancy, DRAM at {format_pct(dram)} of peak",
        )
    )


def _gemm_too_small(facts: Facts) -> str | None:
    values = counters(facts, "tensor_pipe_active_pct")
    names = tensor_core_names(facts["kernel_names"])
    if values is None or values[0] >= TENSOR_PIPE_SMALL_PCT or not is_gemm(facts) or not names:
        return None
    return (
        f"Tensor Core kernels ({', '.join(names[:2])}) keep the tensor pipe active only {format_pct(values[0])} "
        f"of their cycles; median kernel {format_ns(facts['median_kernel_ns'])} over {time_context(facts)}"
    )


TENSOR_IDLE = "tensor_pipe_idle_gemm"

TENSOR_IDLE_RULE = Rule(
    TENSOR_IDLE,
    "high",
    "Tensor Cores idle on a GEMM",
    f"GEMM operator or kernel, tensor pipe active < {TENSOR_PIPE_IDLE_PCT:g}%",
    "A GEMM is the work Tensor Cores exist for; with the tensor pipe idle it ran on the FP32 CUDA cores "
    "(SIMT/FFMA kernels), far below the chip's matrix throughput. fp32 GEMMs use Tensor Cores only when "
    "TF32 is allowed or in bf16/fp16; TF32 has two switches: torch.backends.cuda.matmul.allow_tf32 "
    "(set_float32_matmul_precision('high')) for cuBLAS, torch.backends.cudnn.allow_tf32 for cuDNN's "
    "convolutions and RNNs.",
    ("tensor_pipe_active_pct",),
    _tensor_pipe_idle_on_gemm,
    fix=CUBLAS_TF32,
    saving=_to_tensor_cores,
)

SMALL_GEMM_RULE = Rule(
    "gemm_too_small_for_tensor_cores",
    "low",
    "Tensor Cores used, GEMM too small to keep them busy",
    f"GEMM on Tensor Core kernels (names: {TENSOR_CORE_KERNEL.pattern}), tensor pipe active "
    f"< {TENSOR_PIPE_SMALL_PCT:g}%",
    "The kernel already runs on the Tensor Cores (its name says so: cuBLAS nvjet, HMMA/GMMA, tensorop); "
    "a matrix this small finishes before the pipe fills. Larger or batched GEMMs, or fusing the surrounding "
    "work, raise it; a faster GEMM library does not.",
    ("tensor_pipe_active_pct",),
    _gemm_too_small,
    fix="batch or fuse the small GEMMs (larger M), or let torch.compile fuse the work around them",
    quiet_near_roof=True,
)

CUDNN_OPERATOR = re.compile(r"^aten::_?cudnn")


def _gemm_on_cuda_cores(context: Context, step: Step) -> BoolArray:
    names = step_column(context, step, "demangled_name").astype("string").fillna("")
    operators = step_column(context, step, "operator_name").astype("string").fillna("")
    tensor = step_column(context, step, counter_column("tensor_pipe_active_pct")).astype("Float64")
    gemm = operators.isin(GEMM_OPERATORS) | names.str.contains(GEMM_KERNEL)
    simt = names.str.contains(FP32_SIMT_TOKEN) | ~names.str.contains(TENSOR_CORE_KERNEL)
    idle = tensor.fillna(0.0) < TENSOR_PIPE_IDLE_PCT
    return (gemm & simt & idle & names.str.contains(GEMM_KERNEL)).to_numpy(bool)


def _is_cudnn(context: Context, step: Step) -> BoolArray:
    operators = step_column(context, step, "operator_name").astype("string").fillna("")
    return operators.str.contains(CUDNN_OPERATOR).to_numpy(bool)


def tensor_factor(context: Context, operator: str, target: str) -> float | None:
    """How much of its time an operator's FP32 GEMM kernels keep on ``target``: at the same share
    of that roof as of the FP32 one (FLOPs and DRAM bytes from its roofline where known, else the
    ratio of the two pipes' peaks)."""
    peaks = context.peaks
    if peaks is None:
        return None
    fp32, faster = peaks.flops_per_s[FP32], peaks.flops_per_s[target]
    row = context.summary.loc[operator] if operator in context.summary.index else None
    flops = None if row is None or pd.isna(row["flops"]) else float(row["flops"])
    moved = None if row is None or pd.isna(row["dram_bytes"]) else float(row["dram_bytes"])
    if flops is None or not flops:
        return fp32 / faster
    moved = _rnn_dram_bytes(context, operator, flops) or moved
    memory = moved / peaks.dram_bytes_per_s if moved is not None and peaks.dram_bytes_per_s else 0.0
    return max(flops / faster, memory) / max(flops / fp32, memory)


# The FP32 operands the TF32 fix covers.
FP32_BYTES = 4


def _rnn_dram_bytes(context: Context, operator: str, flops: float) -> float | None:
    """The DRAM bytes cuDNN's RNN moves at least over the window: its operands once per invocation
    (the window's FLOPs at the arithmetic intensity its shapes give). It runs a kernel per time step
    that reads the same recurrent weights; ncu flushes L2 before each kernel it replays, so it counts
    them from DRAM at every step, where the running program finds them in L2 (CUPTI's counters in
    the program's own cache state read no DRAM bytes there). Only where one invocation's weights fit
    in half the L2 ncu reports; else None, and ncu's bytes stand."""
    peaks = context.peaks
    if operator != "aten::_cudnn_rnn" or peaks is None or not peaks.l2_bytes:
        return None
    counted = [
        (count, operands)
        for text in context.ops.loc[context.ops["name"] == operator, "input_dims"]
        if (count := flop_count(operator, text)[0]) is not None
        and (operands := rnn_operands(input_dims(text) or [])) is not None
    ]
    if not counted or max(weight for _, (weight, _) in counted) * FP32_BYTES > peaks.l2_bytes / 2:
        return None
    intensity = sum(count for count, _ in counted) / (FP32_BYTES * sum(moved for _, (_, moved) in counted))
    return flops / intensity


def _operator_factors(context: Context, step: Step, chosen: BoolArray, target: str) -> FloatArray:
    operators = step_column(context, step, "operator_name").astype("string").fillna("")
    factors = np.ones(len(step.op_ns))
    for name in pd.unique(operators[chosen]):
        factor = tensor_factor(context, str(name), target)
        factors[(operators == name).to_numpy(bool) & chosen] = 1.0 if factor is None else factor
    return factors


def tf32_fix(context: Context, cudnn: bool) -> Fix | None:
    if context.peaks is None:
        return None
    flag = "allow_tf32_cudnn" if cudnn else "allow_tf32_matmul"
    if context.numerics.get(flag):
        return None

    def covered(step: Step) -> BoolArray:
        on_cudnn = _is_cudnn(context, step)
        return _gemm_on_cuda_cores(context, step) & (on_cudnn if cudnn else ~on_cudnn)

    def change(step: Step) -> Step:
        chosen = covered(step)
        return sped_up(step, chosen, _operator_factors(context, step, chosen, TENSOR_TF32))

    if cudnn:
        return Fix(
            "tf32_cudnn",
            "cuDNN's FP32 GEMMs on the TF32 Tensor Cores",
            "torch.backends.cudnn.allow_tf32 = True (PyTorch's default; this capture turned it off); "
            "torch.set_float32_matmul_precision does not govern cuDNN",
            "cuDNN's FP32 CUDA-core GEMM kernels at the same share of the TF32 Tensor Core roof as of the FP32 one, "
            "above the DRAM time of the bytes they move (an RNN's operands once where its weights fit in half the L2: "
            "ncu's replay, L2 flushed, counts them at every time step)",
            ("tensor_pipe_idle_gemm", "opaque_library_call"),
            change,
            covered,
        )
    return Fix(
        "tf32_matmul",
        "FP32 GEMMs on the TF32 Tensor Cores",
        "torch.set_float32_matmul_precision('high') (TF32 for float32 matmuls), or bf16 autocast for the GEMMs",
        "cuBLAS FP32 CUDA-core GEMM kernels at the same share of the TF32 Tensor Core roof as of the FP32 one "
        "(FLOPs and DRAM bytes from the roofline where known)",
        ("tensor_pipe_idle_gemm",),
        change,
        covered,
    )

"""Fixes in a PyTorch user's terms: which library made a finding's kernels, and the switch or API
that governs them there. cuBLAS's TF32 is ``torch.backends.cuda.matmul.allow_tf32`` (what
``torch.set_float32_matmul_precision('high')`` sets); cuDNN's, for its convolutions and RNNs, is
``torch.backends.cudnn.allow_tf32``, which the other does not touch; SDPA picks its backend by
dtype (FlashAttention and cuDNN attention take bf16/fp16 only); a convolution's layout is the
tensors' memory format. Where the remedy lies inside a library (its tile sizes, its register
budget, its algorithm), the fix says so and gives what a user can change instead.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, Literal

from opprof.analysis.roofline import FP32_NAME

Facts = Mapping[str, Any]
Library = Literal["cudnn", "sdpa", "cublas", "triton", "optimizer", "aten"]

CUDNN_FAMILY = re.compile(r"^aten::(_?cudnn|_?convolution|conv\dd|_conv_depthwise|lstm|gru|rnn_)")
SDPA_FAMILY = re.compile(r"^aten::(_?scaled_dot_product|_efficient_attention|_flash_attention)")
OPTIMIZER_FAMILY = re.compile(r"^aten::_foreach_|^Optimizer\.step")
CUDNN_KERNEL = re.compile(r"cudnn", re.IGNORECASE)
SDPA_KERNEL = re.compile(r"fmha|flash|attention", re.IGNORECASE)
CONVOLUTION = re.compile(r"conv", re.IGNORECASE)

CUDNN_TF32 = (
    "torch.backends.cudnn.allow_tf32 = True (TF32 for cuDNN's convolutions and RNNs: PyTorch's default; "
    "torch.set_float32_matmul_precision does not govern cuDNN), or bf16 autocast"
)
CUBLAS_TF32 = (
    "torch.backends.cuda.matmul.allow_tf32 = True, i.e. torch.set_float32_matmul_precision('high') (TF32 for "
    "cuBLAS's float32 matmuls), or bf16 autocast for the GEMMs"
)
SDPA_16BIT = (
    "bf16/fp16 inputs to scaled_dot_product_attention (autocast): SDPA then picks FlashAttention or cuDNN "
    "attention instead of the float32 memory-efficient (CUTLASS) kernel"
)
CHANNELS_LAST = (
    "channels_last for the convolutions (model.to(memory_format=torch.channels_last) and the input likewise): "
    "cuDNN's NHWC kernels without layout transposes"
)
FUSED_OPTIMIZER = "a fused optimizer (torch.optim.AdamW(..., fused=True)) or a compiled optimizer step: one pass"
INSIDE = {
    "cudnn": "inside cuDNN (its algorithm and kernel choice)",
    "sdpa": "inside the attention kernel SDPA picked (its tiles and register budget)",
    "cublas": "inside cuBLAS (its kernel choice for these shapes)",
    "aten": "inside PyTorch's own kernel",
}


def library(facts: Facts, gemm: bool) -> Library:
    """Which library made the family's kernels, by its operator and kernel names; ``gemm``: the
    family is a GEMM (facts.is_gemm), which outside cuDNN and SDPA is cuBLAS's."""
    family, names = str(facts["family"]), [str(n) for n in facts.get("kernel_names") or []]
    if OPTIMIZER_FAMILY.search(family):
        return "optimizer"
    if any(n.startswith("triton_") for n in names):
        return "triton"
    if SDPA_FAMILY.search(family) or any(SDPA_KERNEL.search(n) for n in names):
        return "sdpa"
    if CUDNN_FAMILY.search(family) or any(CUDNN_KERNEL.search(n) for n in names):
        return "cudnn"
    if gemm:
        return "cublas"
    return "aten"


def _fp32(facts: Facts) -> bool:
    return any(re.search(FP32_NAME, str(n)) for n in facts.get("kernel_names") or [])


def _convolution(facts: Facts) -> bool:
    return bool(CONVOLUTION.search(str(facts["family"])))


def _user_level(facts: Facts, owner: Library) -> str:
    """What a user can change about a library's kernel it cannot tune: the kernel it gets."""
    if owner == "sdpa":
        return SDPA_16BIT if _fp32(facts) else "another SDPA backend (torch.nn.attention.sdpa_kernel) or head size"
    if owner == "cudnn":
        tf32 = CUDNN_TF32 if _fp32(facts) else "bf16 autocast"
        if _convolution(facts):
            return f"torch.backends.cudnn.benchmark = True (cuDNN times its algorithms); {CHANNELS_LAST}; {tf32}"
        return f"{tf32}; more sequences per call (a larger batch)"
    if owner == "cublas":
        return (CUBLAS_TF32 if _fp32(facts) else "bf16 GEMMs") + ", or shapes in multiples of 16"
    return "torch.compile, whose Inductor writes its own kernel for the operator"


def _kernel_tuning(facts: Facts, owner: Library, generic: str) -> str:
    """A rule whose remedy is the kernel's own configuration: the user's for Triton kernels
    (Inductor's autotuning), a library's otherwise, with what the user can change instead."""
    if owner == "triton":
        return f"{generic}: torch.compile(mode='max-autotune') searches Triton's block sizes and warps"
    if owner in INSIDE:
        return f"{generic}: that is {INSIDE[owner]}, not a PyTorch switch; user-level: {_user_level(facts, owner)}"
    return generic


def _tensor_cores(_facts: Facts, owner: Library, _generic: str) -> str:
    return CUDNN_TF32 if owner == "cudnn" else CUBLAS_TF32


def _bytes(facts: Facts, owner: Library, generic: str) -> str:
    if owner == "optimizer":
        return FUSED_OPTIMIZER
    if owner == "cudnn" and _convolution(facts):
        return f"{CHANNELS_LAST}; {generic}"
    return generic


def _near_roof(facts: Facts, owner: Library, generic: str) -> str:
    if owner in ("cudnn", "cublas") and facts.get("pipe") == "fp32":
        return f"{generic}: {_tensor_cores(facts, owner, generic)}"
    if owner == "sdpa" and _fp32(facts):
        return f"{generic}: {SDPA_16BIT}"
    return _bytes(facts, owner, generic)


def _opaque(facts: Facts, owner: Library, _generic: str) -> str:
    where = INSIDE.get(owner, "inside the library that launches them")
    tf32 = f"{CUDNN_TF32}; " if owner == "cudnn" and _fp32(facts) else ""
    return (
        f"the kernels are chosen and launched {where}; user-level: {tf32}more work per call (a larger batch), "
        "or CUDA graphs (torch.cuda.graph) to replay its launches"
    )


# Per rule id: its fix for a family, from the kernels' library and the rule's own (generic) fix.
FIXES: dict[str, Callable[[Facts, Library, str], str]] = {
    "tensor_pipe_idle_gemm": _tensor_cores,
    "low_occupancy": _kernel_tuning,
    "register_spills": _kernel_tuning,
    "latency_bound": _bytes,
    "dram_saturated": _bytes,
    "near_roof": _near_roof,
    "opaque_library_call": _opaque,
}


def user_fix(rule: str, generic: str, facts: Facts, gemm: bool) -> str:
    """The rule's fix for this family in the user's terms; the generic one where no library changes it."""
    made = FIXES.get(rule)
    return generic if made is None else made(facts, library(facts, gemm), generic)

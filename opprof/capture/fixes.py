"""The fixes a what-if run can apply by itself (opprof/capture/whatif.py runs them), without torch:
the analysis stages, which have none, name them too."""

from __future__ import annotations

import re

from opprof.analysis.step_model import fix_key
from opprof.capture.spec import WorkloadSpec
from opprof.errors import OpprofError

# The fixes a what-if run applies, each with what it changes; a set is written "a+b".
RUNNABLE = {
    "baseline": "nothing: the workload as profiled",
    "tf32_matmul": "torch.backends.cuda.matmul.allow_tf32 = True",
    "tf32_cudnn": "torch.backends.cudnn.allow_tf32 = True",
    "bf16_autocast": "torch.autocast(bfloat16) around each step",
    "compile": "torch.compile(model)",
    "reduce_overhead": "torch.compile(model, mode='reduce-overhead')",
    "cuda_graphs": "the step captured once with torch.cuda.graph and replayed (optimizers capturable)",
    "fused_optimizer": "AdamW(fused=True) in opprof's training step",
    "fold_bias": "torch.addmm(b, x, w) for x @ w + b (in opprof's own matmul_add workloads: it does not rewrite "
    "a user's model)",
}
# Fixes a what-if run cannot make, or makes only in some workloads, and why.
NOT_RUNNABLE = {
    "fold_bias": "folding a bias into its GEMM changes the model's code (torch.addmm or F.linear): opprof does "
    "so only in its own matmul_add workloads",
    "bf16_weights": "keeping the weights in bf16 (with an fp32 master copy for the optimizer) changes the model's "
    "code: opprof does not rewrite it",
}
# The workloads whose code opprof may change for fold_bias: its own.
FOLDABLE = re.compile(r"^opprof\.capture\.workloads:matmul_add_\d+$")


def fix_set(text: str) -> tuple[str, ...]:
    """``a+b`` as its fixes, each checked runnable; ``baseline`` alone is the empty set."""
    fixes = tuple(sorted(part for part in text.split("+") if part and part != "baseline"))
    for fix in fixes:
        if fix not in RUNNABLE:
            why = NOT_RUNNABLE.get(fix, f"not one of {', '.join(RUNNABLE)}")
            raise OpprofError(None, f"what-if fix {fix!r} cannot be run: {why}")
    if "compile" in fixes and "reduce_overhead" in fixes:
        raise OpprofError(None, "what-if fixes compile and reduce_overhead are two modes of one torch.compile")
    return fixes


def foldable(spec: WorkloadSpec) -> bool:
    """Whether a what-if run can fold this workload's bias: only in code opprof wrote."""
    return bool(spec.entry and FOLDABLE.match(spec.entry))


def whatif_sets(planned: list[str], spec: WorkloadSpec) -> list[str]:
    """The fix sets a what-if run times: none (the baseline), each of the plan's fixes (``planned``,
    in its order) opprof can apply alone, those combined as the plan orders them, and the fixes the
    model does not price (torch.compile in both modes, bf16 autocast) where the workload lacks them."""
    runnable = [fix for fix in planned if fix in RUNNABLE and (fix != "fold_bias" or foldable(spec))]
    sets = ["baseline", *runnable]
    sets += [fix_key(runnable[:size]) for size in range(2, len(runnable) + 1)]
    if not spec.compiled:
        sets += ["compile", "reduce_overhead"]
    if spec.dtype == "float32":
        sets.append("bf16_autocast")
    return list(dict.fromkeys(sets))

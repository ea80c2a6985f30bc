"""The memory phase on the page: the step's allocated bytes over time with its parts shaded and
its peak marked (operator and module), what holds the peak, the top owning operators and
modules, a training step's activations and optimizer state, and each count beside the
independent one it was checked against. One card, in report.html and in the memory page of a
run made on this machine (``memory_<name>``)."""

from __future__ import annotations

from typing import Any

from opprof.report.charts import memory_timeline
from opprof.report.jinja import TEMPLATES
from opprof.units import format_bytes, format_ns


def peak_text(step: dict[str, Any]) -> str:
    """The peak in words: bytes, when, the owning operator's stack and its module."""
    where = " > ".join(step["peak_stack"]) or "no operator"
    module = f" in module {step['peak_module']}" if step["peak_module"] is not None else ""
    return f"peak {format_bytes(step['peak_bytes'])} at {format_ns(step['peak_at_ns'])}: {where}{module}"


def memory_view(summary: dict[str, Any] | None, reason: str | None) -> dict[str, Any]:
    """What the memory card shows; ``reason`` where the profile has no memory phase."""
    if summary is None:
        return {"present": False, "reason": reason}
    peak = next(s for s in summary["steps"] if s["iteration"] == summary["peak_iteration"])
    text = peak_text(peak)
    return {
        "present": True,
        "summary": summary,
        "peak": peak,
        "peak_text": text,
        "timeline": memory_timeline(peak, text),
        "format_bytes": format_bytes,
    }


# What a memory phase on a CPU is, and is not: the page says it above its numbers.
CPU_CAVEAT = (
    "This memory phase ran on this machine's CPU, not on a GPU: it profiles the program PyTorch runs on a CPU (its "
    "CPU kernels, math attention instead of a fused kernel, the optimizer's for-loop instead of its foreach or fused "
    "form), and its allocated bytes count from 0 B when profiling starts, leaving out the parameters and optimizer "
    "state made before. It shows which operators and modules allocate what in that program; it is not the GPU's "
    "peak memory, which a capture on the GPU (or its recorded bundle) gives."
)


def where_run(summary: dict[str, Any], source: str) -> str:
    """Where the memory phase ran, for the page's heading: the bundle's GPU, or this machine."""
    device = summary["device_name"] or summary["device"]
    if source == "bundle":
        return f"memory phase of the recorded bundle, run on {device}"
    return "memory phase run on this machine's CPU" if summary["device"] == "cpu" else f"memory phase run on {device}"


def render_memory_page(summary: dict[str, Any], name: str, source: str) -> str:
    """The memory card alone, for a memory phase of a bundle or one run on this machine (``source``:
    bundle, local), headed by where it ran; a CPU run says what it is and is not."""
    return TEMPLATES.get_template("memory_page.html.j2").render(
        name=name,
        memory=memory_view(summary, None),
        where=where_run(summary, source),
        caveat=CPU_CAVEAT if summary["device"] == "cpu" else None,
    )

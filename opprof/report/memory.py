"""The memory phase on the page: the step's allocated bytes over time with its parts shaded and
its peak marked (operator and module), what holds the peak, the top owning operators and
modules, a training step's activations and optimizer state, and each count beside the
independent one it was checked against. One card, in report.html and in the memory page of a
run made on this machine (``memory_<name>``)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from opprof.report.charts import FONT_ASCENT, _markup, _rect, _svg, _text, _titled
from opprof.report.jinja import TEMPLATES
from opprof.units import format_bytes, format_ns

WIDTH, HEIGHT = 720, 240
LEFT, RIGHT, TOP, BOTTOM = 70, 16, 12, 36


def _peak_text(step: dict[str, Any]) -> str:
    where = " > ".join(step["peak_stack"]) or "no operator"
    module = f" in module {step['peak_module']}" if step["peak_module"] is not None else ""
    return f"peak {format_bytes(step['peak_bytes'])} at {format_ns(step['peak_at_ns'])}: {where}{module}"


def memory_timeline(step: dict[str, Any]) -> str:
    """Allocated bytes over one iteration as a step line, its parts shaded behind it and the peak
    as a marked point (tooltips hold the exact numbers)."""
    points = step["timeline"]
    svg = _svg(WIDTH, HEIGHT, f"allocated bytes over iteration {step['iteration']}")
    span = max((p[0] for p in points), default=1) or 1
    low = min(step["start_bytes"], *(p[1] for p in points))
    high = max(step["peak_bytes"], low + 1)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(t: float) -> float:
        return LEFT + plot_w * t / span

    def y(b: float) -> float:
        return TOP + plot_h * (1 - (b - low) / (high - low))

    for part in step["phase_spans"]:
        shade = _titled(svg, f"{part['phase']}: {format_ns(part['start_ns'])} to {format_ns(part['end_ns'])}")
        _rect(shade, x(part["start_ns"]), TOP, x(part["end_ns"]) - x(part["start_ns"]), plot_h, f"span-{part['phase']}")
    path = [f"M{x(0):.1f},{y(step['start_bytes']):.1f}"]
    for t, b in points:
        path.append(f"H{x(t):.1f}V{y(b):.1f}")
    ET.SubElement(svg, "path", {"d": "".join(path), "class": "memory-line"})
    peak = _titled(svg, _peak_text(step), "memory-peak")
    ET.SubElement(
        peak, "circle", {"cx": f"{x(step['peak_at_ns']):.1f}", "cy": f"{y(step['peak_bytes']):.1f}", "r": "5"}
    )
    for value in (low, (low + high) / 2, high):
        _text(svg, LEFT - 6, y(value) + FONT_ASCENT, format_bytes(value), "label", "end")
    for fraction, anchor in ((0, "start"), (0.5, "middle"), (1, "end")):
        _text(svg, x(span * fraction), HEIGHT - 14, format_ns(span * fraction), "label", anchor)
    _text(svg, LEFT + plot_w / 2, HEIGHT - 1, "time from the iteration's start", "label", "middle")
    return _markup(svg)


def memory_view(summary: dict[str, Any] | None, reason: str | None) -> dict[str, Any]:
    """What the memory card shows; ``reason`` where the profile has no memory phase."""
    if summary is None:
        return {"present": False, "reason": reason}
    peak = next(s for s in summary["steps"] if s["iteration"] == summary["peak_iteration"])
    return {
        "present": True,
        "summary": summary,
        "peak": peak,
        "peak_text": _peak_text(peak),
        "timeline": memory_timeline(peak),
        "format_bytes": format_bytes,
    }


def render_memory_page(summary: dict[str, Any], name: str) -> str:
    """The memory card alone, for a memory phase run on this machine."""
    return TEMPLATES.get_template("memory_page.html.j2").render(name=name, memory=memory_view(summary, None))

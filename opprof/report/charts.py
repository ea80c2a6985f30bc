"""The report's charts as inline SVG, built with ElementTree (which escapes every text and
attribute). Pure functions: data in, markup out; sizes in CSS pixels; colours of tiers and text
come from the page's stylesheet (classes), so the charts and the page share one palette.
Every mark carries a <title>: the browser shows it as a tooltip with the exact numbers.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from opprof.units import format_bytes, format_ns, format_pct

ROW_HEIGHT = 26
BAR_HEIGHT = 16
CHAR_WIDTH = 7.4  # widest average advance of the 12 px label fonts (DejaVu Sans); sizes the label column
# Longer labels are cut in the middle (the full text in their tooltip): Inductor's kernel names run
# past 100 characters and would leave the bars no width, and differ only in their last characters.
LABEL_CHARS = 32
LABEL_TAIL = 13
FONT_ASCENT = 4  # offset that centres 12 px text on a row's middle line
# A time too small for a tenth of a pixel still draws a pixel: nonzero never reads as absent.
MIN_MARK = 1.0


@dataclass(frozen=True)
class Segment:
    tier: str
    value: float
    tooltip: str


@dataclass(frozen=True)
class Bar:
    label: str
    value_text: str
    segments: tuple[Segment, ...]


@dataclass(frozen=True)
class HeatCell:
    value: float | None  # percent, 0-100; None is drawn as "n/a"
    tooltip: str
    flagged: bool = False
    impossible: bool = False  # a kernel behind it has a value that cannot be true (checks.flags)


@dataclass(frozen=True)
class HeatColumn:
    label: str
    tooltip: str


def _svg(width: float, height: float, label: str) -> ET.Element:
    return ET.Element(
        "svg",
        {
            "class": "chart",
            "width": f"{width:.0f}",
            "height": f"{height:.0f}",
            "viewBox": f"0 0 {width:.0f} {height:.0f}",
            "role": "img",
            "aria-label": label,
        },
    )


def _text(parent: ET.Element, x: float, y: float, text: str, css: str, anchor: str = "start") -> ET.Element:
    element = ET.SubElement(parent, "text", {"x": f"{x:.1f}", "y": f"{y:.1f}", "class": css, "text-anchor": anchor})
    element.text = text
    return element


def _rect(parent: ET.Element, x: float, y: float, width: float, height: float, css: str, **extra: str) -> ET.Element:
    attributes = {"x": f"{x:.1f}", "y": f"{y:.1f}", "width": f"{max(width, 0):.1f}", "height": f"{height:.1f}"}
    return ET.SubElement(parent, "rect", {**attributes, "class": css, **extra})


def shortened(text: str) -> str:
    """``text`` if it fits LABEL_CHARS, else its head and its last LABEL_TAIL characters around an ellipsis."""
    if len(text) <= LABEL_CHARS:
        return text
    return text[: LABEL_CHARS - LABEL_TAIL - 1] + "…" + text[-LABEL_TAIL:]


def _label(parent: ET.Element, x: float, y: float, text: str) -> None:
    """A row label right-aligned at ``x``, ``shortened``; a cut one keeps its full text as a tooltip."""
    element = _text(parent, x, y, shortened(text), "label", "end")
    if len(text) > LABEL_CHARS:
        ET.SubElement(element, "title").text = text


def _titled(parent: ET.Element, tooltip: str, css: str = "") -> ET.Element:
    group = ET.SubElement(parent, "g", {"class": css} if css else {})
    ET.SubElement(group, "title").text = tooltip
    return group


def _markup(svg: ET.Element) -> str:
    return ET.tostring(svg, encoding="unicode")


def label_width(labels: Sequence[str]) -> float:
    """Width of a label column that fits the longest label, as ``_label`` draws it."""
    return min(max((len(label) for label in labels), default=0), LABEL_CHARS) * CHAR_WIDTH + 16


def bar_chart(bars: Sequence[Bar], label: str, width: float = 720, value_width: float = 150) -> str:
    """Horizontal bars of stacked tier segments, scaled to the largest bar; value text at the right."""
    left = label_width([b.label for b in bars])
    track = width - left - value_width
    largest = max((sum(s.value for s in b.segments) for b in bars), default=0) or 1
    svg = _svg(width, len(bars) * ROW_HEIGHT + 4, label)
    for index, bar in enumerate(bars):
        top = 2 + index * ROW_HEIGHT
        middle = top + ROW_HEIGHT / 2
        _label(svg, left - 10, middle + FONT_ASCENT, bar.label)
        _rect(svg, left, middle - BAR_HEIGHT / 2, track, BAR_HEIGHT, "track")
        x = left
        for segment in (s for s in bar.segments if s.value > 0):  # an empty tier draws no mark
            size = max(track * segment.value / largest, MIN_MARK)
            _rect(_titled(svg, segment.tooltip), x, middle - BAR_HEIGHT / 2, size, BAR_HEIGHT, f"tier-{segment.tier}")
            x += size
        _text(svg, left + track + 10, middle + FONT_ASCENT, bar.value_text, "value")
    return _markup(svg)


def share_chart(bars: Sequence[Bar], label: str, width: float = 440) -> str:
    """Bars that each fill the width (shares of a whole); a segment wide enough is labelled inside."""
    left = label_width([b.label for b in bars])
    track = width - left
    svg = _svg(width, len(bars) * (ROW_HEIGHT + 12) + 4, label)
    for index, bar in enumerate(bars):
        top = 2 + index * (ROW_HEIGHT + 12)
        _label(svg, left - 10, top + ROW_HEIGHT / 2 + FONT_ASCENT, bar.label)
        total = sum(s.value for s in bar.segments) or 1
        x = left
        for segment in (s for s in bar.segments if s.value > 0):
            size = track * segment.value / total
            group = _titled(svg, segment.tooltip)
            _rect(group, x, top, size, ROW_HEIGHT, f"tier-{segment.tier}")
            share = format_pct(100 * segment.value / total)
            if size >= CHAR_WIDTH * (len(share) + 2):
                _text(group, x + size / 2, top + ROW_HEIGHT / 2 + FONT_ASCENT, share, "inside", "middle")
            x += size
    return _markup(svg)


# Sequential light-to-dark blue: magnitude only, since whether a high value is good depends on the
# counter (a busy tensor pipe is good, saturated DRAM is a limit); signals mark what matters.
_RAMP = ((0.0, (241, 245, 251)), (0.5, (110, 154, 212)), (1.0, (23, 50, 120)))
RAMP_CSS = "linear-gradient(90deg, " + ", ".join(f"rgb{rgb} {100 * at:g}%" for at, rgb in _RAMP) + ")"
HEAT_DARK_TEXT_BELOW = 0.55
CELL_WIDTH = 100
CELL_HEIGHT = 24
HEADER_HEIGHT = 40
HEADER_CHAR_WIDTH = 7.2  # the bold 11 px column headers run wider than labels
HEADER_LINE = 13


def heat_colour(fraction: float) -> str:
    """Colour of a value as a fraction 0-1 of the scale, as ``#rrggbb``."""
    fraction = min(max(fraction, 0.0), 1.0)
    for (low, low_rgb), (high, high_rgb) in pairwise(_RAMP):
        if fraction <= high:
            t = (fraction - low) / (high - low)
            rgb = (round(a + (b - a) * t) for a, b in zip(low_rgb, high_rgb, strict=True))
            return "#" + "".join(f"{c:02x}" for c in rgb)
    raise AssertionError("unreachable: the ramp ends at 1.0")


def _heat_cell(parent: ET.Element, x: float, y: float, cell: HeatCell, hatch: str) -> None:
    css = "cell" + (" flagged" if cell.flagged else "") + (" impossible" if cell.impossible else "")
    group = _titled(parent, cell.tooltip, css)
    if cell.value is None:
        _rect(group, x + 1, y + 1, CELL_WIDTH - 2, CELL_HEIGHT - 2, "na", fill=f"url(#{hatch})")
        _text(group, x + CELL_WIDTH / 2, y + CELL_HEIGHT / 2 + FONT_ASCENT, "n/a", "na-text", "middle")
        return
    fraction = cell.value / 100
    _rect(group, x + 1, y + 1, CELL_WIDTH - 2, CELL_HEIGHT - 2, "heat", fill=heat_colour(fraction))
    text_css = "heat-text" if fraction < HEAT_DARK_TEXT_BELOW else "heat-text light"
    shown = format_pct(cell.value) + (" ⚠" if cell.impossible else "")
    _text(group, x + CELL_WIDTH / 2, y + CELL_HEIGHT / 2 + FONT_ASCENT, shown, text_css, "middle")


def header_lines(label: str) -> list[str]:
    """A column header on one line if it fits a cell, else on two, split at the first space."""
    if len(label) * HEADER_CHAR_WIDTH <= CELL_WIDTH - 8 or " " not in label:
        return [label]
    return label.split(" ", 1)


def _na_pattern(svg: ET.Element, hatch: str) -> None:
    defs = ET.SubElement(svg, "defs")
    pattern = ET.SubElement(
        defs,
        "pattern",
        {
            "id": hatch,
            "width": "6",
            "height": "6",
            "patternUnits": "userSpaceOnUse",
            "patternTransform": "rotate(45)",
        },
    )
    _rect(pattern, 0, 0, 6, 6, "na-back")
    ET.SubElement(pattern, "line", {"x1": "0", "y1": "0", "x2": "0", "y2": "6", "class": "na-hatch"})


def heatmap(
    rows: Sequence[str],
    columns: Sequence[HeatColumn],
    cells: Sequence[Sequence[HeatCell]],
    label: str,
    hatch: str = "heat-na",
) -> str:
    """A grid of percentages (rows x columns), one colour scale 0-100%; null cells hatched "n/a";
    flagged cells (evidence of a signal) outlined. ``hatch``: the id of its n/a pattern, one per
    heatmap of a page (a pattern in a closed <details> draws nothing where another refers to it)."""
    left = label_width(rows)
    svg = _svg(left + len(columns) * CELL_WIDTH + 2, HEADER_HEIGHT + len(rows) * CELL_HEIGHT + 2, label)
    _na_pattern(svg, hatch)
    for index, column in enumerate(columns):
        header = _titled(svg, column.tooltip, "column")
        lines = header_lines(column.label)
        for line_index, line in enumerate(lines):
            y = HEADER_HEIGHT - 8 - (len(lines) - 1 - line_index) * HEADER_LINE
            _text(header, left + (index + 0.5) * CELL_WIDTH, y, line, "column-label", "middle")
    for row_index, (row, row_cells) in enumerate(zip(rows, cells, strict=True)):
        y = HEADER_HEIGHT + row_index * CELL_HEIGHT
        _label(svg, left - 10, y + CELL_HEIGHT / 2 + FONT_ASCENT, row)
        for column_index, cell in enumerate(row_cells):
            _heat_cell(svg, left + column_index * CELL_WIDTH, y, cell, hatch)
    return _markup(svg)


@dataclass(frozen=True)
class RooflinePoint:
    label: str
    phase: str  # forward, backward or optimizer: its colour
    intensity: float  # FLOP per DRAM byte
    achieved: float  # FLOP/s
    weight: float  # 0-1: its kernel time over the largest point's, sizes the mark
    tooltip: str


@dataclass(frozen=True)
class Roof:
    label: str
    peak: float  # FLOP/s


ROOFLINE_MARGIN = (78, 16, 44, 14)  # left, right, bottom, top
LABELLED_POINTS = 6
LINE_HEIGHT = 14  # a roof's label: its pipe, and its peak on the line below


def _decades(low: float, high: float) -> tuple[int, int]:
    return math.floor(math.log10(low)), math.ceil(math.log10(high))


def _si(value: float, unit: str) -> str:
    for scale, prefix in ((1e15, "P"), (1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k")):
        if value >= scale:
            return f"{value / scale:.3g} {prefix}{unit}"
    return f"{value:g} {unit}"


def roofline_chart(
    points: Sequence[RooflinePoint], roofs: Sequence[Roof], bandwidth: float | None, label: str, width: float = 760
) -> str:
    """A log-log roofline: arithmetic intensity (FLOP/byte) across, FLOP/s up; each roof the pipe's
    peak where it meets the DRAM slope (bandwidth x intensity); each point an operator, its area
    by kernel time, its colour its part of the step, the most time first labelled."""
    left, right, bottom, top = ROOFLINE_MARGIN
    height = 340
    # the roofs' labels right of the plot, wide enough for the longest line of any of them
    roof_lines = [line for r in roofs for line in (r.label, _si(r.peak, "FLOP/s"))]
    plot_w = width - left - right - (max(map(len, roof_lines), default=0) * CHAR_WIDTH + 8)
    plot_h = height - top - bottom
    peaks = [r.peak for r in roofs] or [max(p.achieved for p in points)]
    ridges = [peak / bandwidth for peak in peaks] if bandwidth else []
    x0, x1 = _decades(min([p.intensity for p in points] + ridges) / 2, max([p.intensity for p in points] + ridges) * 2)
    y0, y1 = _decades(min(p.achieved for p in points) / 2, max(peaks + [p.achieved for p in points]) * 1.5)

    def x_of(value: float) -> float:
        return left + plot_w * (math.log10(value) - x0) / (x1 - x0)

    def y_of(value: float) -> float:
        return top + plot_h * (1 - (math.log10(value) - y0) / (y1 - y0))

    svg = _svg(width, height, label)
    _rect(svg, left, top, plot_w, plot_h, "plot")
    for decade in range(x0, x1 + 1):
        x = x_of(10.0**decade)
        ET.SubElement(
            svg, "line", {"x1": f"{x:.1f}", "y1": f"{top}", "x2": f"{x:.1f}", "y2": f"{top + plot_h}", "class": "grid"}
        )
        _text(svg, x, top + plot_h + 16, _si(10.0**decade, ""), "value", "middle")
    for decade in range(y0, y1 + 1):
        y = y_of(10.0**decade)
        ET.SubElement(
            svg,
            "line",
            {"x1": f"{left}", "y1": f"{y:.1f}", "x2": f"{left + plot_w}", "y2": f"{y:.1f}", "class": "grid"},
        )
        _text(svg, left - 6, y + FONT_ASCENT, _si(10.0**decade, "FLOP/s"), "value", "end")
    _text(svg, left + plot_w / 2, height - 6, "arithmetic intensity (FLOP per DRAM byte)", "label", "middle")
    for roof in roofs:
        corner = roof.peak / bandwidth if bandwidth else 10.0**x0
        start = 10.0**x0
        path = [(start, min(roof.peak, start * bandwidth) if bandwidth else roof.peak)]
        path += [(corner, roof.peak)] if corner > start else []
        path += [(10.0**x1, roof.peak)]
        group = _titled(
            svg,
            f"{roof.label}: {_si(roof.peak, 'FLOP/s')}" + (f", ridge at {corner:.0f} FLOP/byte" if bandwidth else ""),
            "roof",
        )
        text = " ".join(f"{x_of(x):.1f},{y_of(y):.1f}" for x, y in path)
        ET.SubElement(group, "polyline", {"points": text, "class": "roof-line"})
        _text(group, left + plot_w + 8, y_of(roof.peak) + FONT_ASCENT, roof.label, "value")
        _text(group, left + plot_w + 8, y_of(roof.peak) + FONT_ASCENT + LINE_HEIGHT, _si(roof.peak, "FLOP/s"), "value")
    placed: list[tuple[float, float, float, float]] = []
    for index, point in enumerate(points):
        group = _titled(svg, point.tooltip, f"point phase-{point.phase}")
        x, y = x_of(point.intensity), y_of(point.achieved)
        ET.SubElement(
            group, "circle", {"cx": f"{x:.1f}", "cy": f"{y:.1f}", "r": f"{3 + 11 * math.sqrt(point.weight):.1f}"}
        )
        if index < LABELLED_POINTS:
            _point_label(group, x, y, shortened(point.label), placed, (left, left + plot_w))
    return _markup(svg)


def _overlaps(box: tuple[float, float, float, float], other: tuple[float, float, float, float]) -> bool:
    return box[0] < other[2] and other[0] < box[2] and box[1] < other[3] and other[1] < box[3]


def _point_label(
    group: ET.Element,
    x: float,
    y: float,
    text: str,
    placed: list[tuple[float, float, float, float]],
    span: tuple[float, float],
) -> None:
    """A point's label beside it, at the first corner (above right, below right, above left, below
    left) where it stays inside the plot's width and clear of the labels ``placed`` so far; none
    where every corner collides (the point's tooltip still names it)."""
    wide = len(text) * CHAR_WIDTH
    for dx, dy in ((8, -8), (8, 16), (-8 - wide, -8), (-8 - wide, 16)):
        box = (x + dx, y + dy - 12, x + dx + wide, y + dy + 2)
        if box[0] >= span[0] and box[2] <= span[1] + 8 and not any(_overlaps(box, b) for b in placed):
            placed.append(box)
            _text(group, x + dx, y + dy, text, "label")
            return


# The memory timeline: its size and the margins around the plot (axis labels left and below).
MEMORY_WIDTH, MEMORY_HEIGHT = 720, 240
MEMORY_MARGINS = (70, 16, 12, 36)  # left, right, top, bottom


def memory_timeline(step: dict[str, Any], peak: str) -> str:
    """Allocated bytes over one iteration (a memory summary's step) as a step line, its parts
    shaded behind it and the peak as a marked point with ``peak`` as its tooltip."""
    points = step["timeline"]
    left, right, top, bottom = MEMORY_MARGINS
    svg = _svg(MEMORY_WIDTH, MEMORY_HEIGHT, f"allocated bytes over iteration {step['iteration']}")
    span = max((p[0] for p in points), default=1) or 1
    low = min(step["start_bytes"], *(p[1] for p in points))
    high = max(step["peak_bytes"], low + 1)
    plot_w, plot_h = MEMORY_WIDTH - left - right, MEMORY_HEIGHT - top - bottom

    def x(t: float) -> float:
        return left + plot_w * t / span

    def y(b: float) -> float:
        return top + plot_h * (1 - (b - low) / (high - low))

    for part in step["phase_spans"]:
        shade = _titled(svg, f"{part['phase']}: {format_ns(part['start_ns'])} to {format_ns(part['end_ns'])}")
        _rect(shade, x(part["start_ns"]), top, x(part["end_ns"]) - x(part["start_ns"]), plot_h, f"span-{part['phase']}")
    path = [f"M{x(0):.1f},{y(step['start_bytes']):.1f}"]
    for t, b in points:
        path.append(f"H{x(t):.1f}V{y(b):.1f}")
    ET.SubElement(svg, "path", {"d": "".join(path), "class": "memory-line"})
    marker = _titled(svg, peak, "memory-peak")
    ET.SubElement(
        marker, "circle", {"cx": f"{x(step['peak_at_ns']):.1f}", "cy": f"{y(step['peak_bytes']):.1f}", "r": "5"}
    )
    for value in (low, (low + high) / 2, high):
        _text(svg, left - 6, y(value) + FONT_ASCENT, format_bytes(value), "label", "end")
    for fraction, anchor in ((0, "start"), (0.5, "middle"), (1, "end")):
        _text(svg, x(span * fraction), MEMORY_HEIGHT - 14, format_ns(span * fraction), "label", anchor)
    _text(svg, left + plot_w / 2, MEMORY_HEIGHT - 1, "time from the iteration's start", "label", "middle")
    return _markup(svg)

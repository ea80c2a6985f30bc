"""report.html: deterministic, self-contained, complete; built by the workflow's report rule and
bundled by ``snakemake --report``. The page in a real browser: test_report_browser.py."""

from __future__ import annotations

import copy
import json
import re
import xml.etree.ElementTree as ET
import zipfile
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from conftest import RECORDED, SHIPPED, run_workflow

from opprof.analysis.aggregate import coverage
from opprof.analysis.roofline import PIPE_LABELS, chip_peaks
from opprof.bundle.manifest import validate_json
from opprof.errors import OpprofError
from opprof.findings.rules import WINDOW, Finding
from opprof.report.charts import (
    CHAR_WIDTH,
    LABEL_CHARS,
    Bar,
    HeatCell,
    HeatColumn,
    Roof,
    RooflinePoint,
    Segment,
    bar_chart,
    header_lines,
    heat_colour,
    heatmap,
    roofline_chart,
    shortened,
)
from opprof.report.diff_page import relative_change
from opprof.report.drilldown import (
    DETAIL_COLUMNS,
    KERNELS_SHOWN,
    details_from_profile,
    details_from_table,
)
from opprof.report.findings import saving_text
from opprof.report.modules import (
    FROM_FORWARD,
    FROM_LAUNCH,
    OUTSIDE,
    backward_coverage,
    innermost_modules,
    module_tree,
    parent_of,
    tree_parts,
)
from opprof.report.page import described, load_profile, render_report, write_report
from opprof.report.regime import (
    compile_view,
    cuda_total_by_name,
    key_average_table,
    key_average_totals,
    key_averages,
)
from opprof.tables import KERNELS, STEP_PHASES
from opprof.units import format_bytes, format_count, format_ns, format_pct, format_share


@pytest.fixture(scope="module")
def gpt2_profile_path(gpt2_profile: dict[str, Any]) -> Path:
    return Path(gpt2_profile["_workdir"]) / "results" / "gpt2" / "profile.json"


@pytest.fixture(scope="module")
def gpt2_html(gpt2_profile_path: Path) -> str:
    return render_report(load_profile(gpt2_profile_path))


def _svgs(html: str) -> list[ET.Element]:
    return [ET.fromstring(svg) for svg in re.findall(r"<svg.*?</svg>", html, flags=re.DOTALL)]


def _titles(svg: ET.Element) -> list[str]:
    return [t.text or "" for t in svg.iter("title")]


def test_numbers_print_with_the_precision_their_size_needs() -> None:
    assert [format_ns(6604413), format_ns(16799.5), format_ns(704), format_ns(2.5e9)] == [
        "6.60 ms",
        "16.8 µs",
        "704 ns",
        "2.50 s",
    ]
    assert [format_pct(0.002634), format_pct(0), format_pct(0.49), format_pct(12.76)] == [
        "0.003%",
        "0%",
        "0.49%",
        "12.8%",
    ]
    assert [format_bytes(948555264), format_bytes(512), format_count(6031872.0)] == ["948.6 MB", "512 B", "6,031,872"]


def test_bar_chart_draws_one_titled_segment_per_tier() -> None:
    bars = [
        Bar("aten::mm", "3 ms", (Segment("high", 2, "mm high"), Segment("medium", 1, "mm medium"))),
        Bar("(unattributed)", "1 ms", (Segment("unattributed", 1, "odd one"),)),
    ]
    svg = ET.fromstring(bar_chart(bars, "budget"))
    assert [r.get("class") for r in svg.iter("rect") if r.get("class", "").startswith("tier-")] == [
        "tier-high",
        "tier-medium",
        "tier-unattributed",
    ]
    assert _titles(svg) == ["mm high", "mm medium", "odd one"]


INDUCTOR_NAME = "triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_expand_le_view_where_3"


def test_long_labels_are_cut_in_the_middle_and_leave_the_bars_their_width() -> None:
    bars = [
        Bar(INDUCTOR_NAME, "1 ms", (Segment("medium", 1, "fused"),)),
        Bar(INDUCTOR_NAME.replace("_3", "_4"), "1 ms", (Segment("medium", 1, "fused too"),)),
        Bar("aten::mm", "2 ms", (Segment("high", 2, "mm"),)),
    ]
    svg = ET.fromstring(bar_chart(bars, "budget", width=720, value_width=150))
    labels = [t for t in svg.iter("text") if t.get("class") == "label"]
    assert [t.text for t in labels] == [
        "triton_poi_fused__…_view_where_3",
        "triton_poi_fused__…_view_where_4",
        "aten::mm",
    ]
    assert [_titles(t) for t in labels] == [[INDUCTOR_NAME], [INDUCTOR_NAME.replace("_3", "_4")], []]
    tracks = [float(r.get("width", 0)) for r in svg.iter("rect") if r.get("class") == "track"]
    segments = [float(r.get("width", 0)) for r in svg.iter("rect") if r.get("class", "").startswith("tier-")]
    assert min(tracks) > 300 and segments == [tracks[0] / 2, tracks[0] / 2, tracks[0]]
    assert shortened("x" * LABEL_CHARS) == "x" * LABEL_CHARS and len(shortened("x" * 200)) == LABEL_CHARS


def test_heatmap_draws_null_cells_as_na_with_their_reason() -> None:
    cells = [[HeatCell(50.0, "half", flagged=True), HeatCell(None, "n/a. not collected: no metric")]]
    svg = ET.fromstring(heatmap(["aten::mm"], [HeatColumn("A", "a"), HeatColumn("B", "b")], cells, "heat"))
    groups = [g for g in svg.iter("g") if "cell" in g.get("class", "").split()]
    assert [g.get("class") for g in groups] == ["cell flagged", "cell"]
    assert [t.text for t in groups[1].iter("text")] == ["n/a"]
    assert _titles(groups[1]) == ["n/a. not collected: no metric"]


def test_colour_scale_and_headers() -> None:
    assert (heat_colour(0.0), heat_colour(1.0), heat_colour(2.0)) == ("#f1f5fb", "#173278", "#173278")
    assert header_lines("DRAM throughput") == ["DRAM", "throughput"]
    assert header_lines("Occupancy") == ["Occupancy"]


def test_report_is_byte_identical_for_the_same_profile(gpt2_profile_path: Path, gpt2_html: str, tmp_path: Path) -> None:
    write_report(str(gpt2_profile_path), str(tmp_path / "report.html"))
    assert (tmp_path / "report.html").read_text(encoding="utf-8") == gpt2_html
    assert render_report(copy.deepcopy(load_profile(gpt2_profile_path))) == gpt2_html


def test_report_is_self_contained(gpt2_html: str) -> None:
    assert "http://" not in gpt2_html and "https://" not in gpt2_html
    assert not re.search(r"<(script|link|img|iframe|object)\b", gpt2_html)
    assert not re.search(r"url\((?!#)|@import|\bsrc=", gpt2_html)


def test_report_has_every_section_with_the_gpt2_numbers(gpt2_html: str) -> None:
    for section in ("time-budget", "coverage", "heatmap", "signals", "conditions", "rules"):
        assert f'id="{section}"' in gpt2_html
    assert len(_svgs(gpt2_html)) == 3
    assert "0.003% tensor pipe active over 6.60 ms of aten::addmm kernels" in gpt2_html
    assert "NVIDIA H200" in gpt2_html and "2025.3.1" in gpt2_html and "not recorded" in gpt2_html
    assert "Every kernel of the window is attributed" in gpt2_html


def test_heatmap_cells_say_why_a_counter_is_null(gpt2_html: str) -> None:
    heat = _svgs(gpt2_html)[2]
    titles = _titles(heat)
    memory = [t for t in titles if "· Memory SOL: n/a" in t]
    assert len(memory) == 10
    assert all("not collected in ncu group all: none of" in t for t in memory)
    assert "aten::addmm · Tensor pipe: 0.003% (duration-weighted over 96 kernels)" in titles


def _unattribute(profile: dict[str, Any], operator: str) -> dict[str, Any]:
    """The profile as if ``operator``'s kernels had been tied to no operator."""
    document = copy.deepcopy(profile)
    moved = [k for op in document["operators"] if op["operator_name"] == operator for k in op["kernels"]]
    for kernel in moved:
        kernel.update(confidence="unattributed", attribution_method="none", operator_stack=None)
    document["operators"] = [op for op in document["operators"] if op["operator_name"] != operator]
    document["operator_summary"] = [s for s in document["operator_summary"] if s["operator_name"] != operator]
    document["unattributed_kernels"] = sorted(document["unattributed_kernels"] + moved, key=lambda k: k["position"])
    every = [k for op in document["operators"] for k in op["kernels"]] + document["unattributed_kernels"]
    document["coverage"] = coverage(pd.DataFrame(every))
    validate_json(document, "profile.schema.json", "unattributed variant")
    return document


def test_unattributed_kernels_are_shown_with_their_counters(gpt2_profile_path: Path) -> None:
    html = render_report(_unattribute(load_profile(gpt2_profile_path), "aten::gather"))
    assert "<strong>4 unattributed kernels</strong>" in html
    assert 'id="unattributed"' in html and "vectorized_gather_kernel" in html
    budget, _, heat = _svgs(html)
    assert "tier-unattributed" in [r.get("class") for r in budget.iter("rect")]
    assert "(unattributed) · Occupancy: 22.0% (duration-weighted over 4 kernels)" in _titles(heat)


def test_a_counter_missing_on_some_kernels_is_na_with_the_count(gpt2_profile_path: Path) -> None:
    profile = load_profile(gpt2_profile_path)
    pow_kernel = next(op for op in profile["operators"] if op["operator_name"] == "aten::pow")["kernels"][0]
    pow_kernel["counters"]["tensor_pipe_active_pct"] = None
    titles = _titles(_svgs(render_report(profile))[2])
    assert any(t.startswith("aten::pow · Tensor pipe: n/a. 1 of 24 kernels have no value") for t in titles)


def test_a_profile_that_breaks_the_schema_is_refused(tmp_path: Path) -> None:
    broken = tmp_path / "profile.json"
    broken.write_text('{"schema_version": "1.0"}')
    with pytest.raises(OpprofError, match=r"does not match profile\.schema\.json"):
        load_profile(broken)


def test_report_rule_output_is_the_rendered_page_and_snakemake_report_bundles_it(
    gpt2_profile_path: Path, gpt2_html: str, tmp_path: Path
) -> None:
    workdir = gpt2_profile_path.parents[2]
    built = run_workflow(workdir, RECORDED, "results/gpt2/report.html")
    assert built.returncode == 0, built.stderr[-3000:]
    results = workdir / "results" / "gpt2"
    page = (results / "report.html").read_text(encoding="utf-8")
    tables = tmp_path / "from-tables.html"
    write_report(
        str(gpt2_profile_path),
        str(tables),
        str(results / "kernels.parquet"),
        str(results / "operator_summary.parquet"),
        str(results / "tables" / "nsys_ranges.parquet"),
    )
    assert page == tables.read_text(encoding="utf-8")
    # from profile.json alone, the same page but for the module section
    assert _without_modules(page) == _without_modules(gpt2_html)
    assert "No module tree: the page was made without the capture&#39;s NVTX ranges" in gpt2_html
    archive = tmp_path / "snakemake-report.zip"
    bundled = run_workflow(workdir, RECORDED, "results/gpt2/report.html", extra=("--report", str(archive)))
    assert bundled.returncode == 0, bundled.stderr[-3000:]
    with zipfile.ZipFile(archive) as zipped:
        names = zipped.namelist()
        index = zipped.read(f"{archive.stem}/report.html").decode()
    assert sorted(Path(n).name for n in names) == ["profile.json", "report.html", "report.html"]
    assert "The readable report of workload" in index and "The profile of workload" in index


def _without_modules(html: str) -> str:
    return re.sub(r'<section class="card" id="modules">.*?</section>', "", html, flags=re.DOTALL)


def _kernel_rows(html: str) -> list[tuple[str, str]]:
    """The drill-down's kernel rows: (tooltip, position), the tooltip empty where measured."""
    return re.findall(r'<tr(?: class="propagated" title="([^"]*)")?><td>(\d+)</td>', html)


def test_the_drilldown_lists_every_kernel_once_under_its_operator(gpt2_html: str) -> None:
    rows = _kernel_rows(gpt2_html)
    assert sorted(int(position) for _, position in rows) == list(range(468))
    assert all(title == "" for title, _ in rows)  # this capture's ncu run measured every kernel
    assert gpt2_html.count('<details class="op"') == 10  # the operator names that launched kernels
    assert "KERNELS_SHOWN" not in gpt2_html and KERNELS_SHOWN > 96


def test_a_propagated_kernel_names_its_source_and_why(gpt2_profile_path: Path) -> None:
    profile = load_profile(gpt2_profile_path)
    addmm = next(op for op in profile["operators"] if op["operator_name"] == "aten::addmm" and op["call_index"] == 4)
    source = next(op for op in profile["operators"] if op["operator_name"] == "aten::addmm" and op["call_index"] == 0)
    addmm["kernels"][0].update(
        counter_provenance="propagated",
        propagated_from_position=source["kernels"][0]["position"],
        propagation_reason="layer h.1 repeats h.0 (GPT2Block)",
    )
    rows = _kernel_rows(render_report(profile))
    expected = f"counters propagated from kernel #{source['kernels'][0]['position']}: layer h.1 repeats h.0 (GPT2Block)"
    assert [(t, int(p)) for t, p in rows if t] == [(expected, addmm["kernels"][0]["position"])]


def test_the_kernel_table_and_the_profile_give_the_drilldown_the_same_kernels(gpt2_profile_path: Path) -> None:
    table = pd.read_parquet(gpt2_profile_path.parent / "kernels.parquet", columns=DETAIL_COLUMNS)
    from_table = details_from_table(table).drop(columns=["launch_tid", "launch_start_ns"])
    from_profile = details_from_profile(load_profile(gpt2_profile_path)).drop(columns=["launch_tid", "launch_start_ns"])
    pd.testing.assert_frame_equal(from_table, from_profile)
    assert set(DETAIL_COLUMNS) <= set(KERNELS.names)


def test_a_kernel_belongs_to_the_innermost_module_around_its_launch_and_modules_form_a_tree() -> None:
    ranges = pd.DataFrame(
        {
            "tid": [1, 1, 1, 1],
            "start_ns": [0, 10, 20, 60],
            "end_ns": [100, 50, 30, 90],
            "kind": ["module", "module", "module", "module"],
            "module_name": ["", "h.0", "h.0.attn", "ln_f"],
            "module_type": ["GPT2Model", "GPT2Block", "GPT2Attention", "LayerNorm"],
        }
    )
    # the last three launch from autograd's thread: backward kernels of the second aten::mm, of a
    # call outside the window's ranges, and one with no link
    launches = pd.DataFrame(
        {
            "launch_tid": pd.array([1, 1, 1, 2, None, 1, 2, 2, 2], dtype="Int64"),
            "launch_start_ns": pd.array([25, 40, 55, 25, None, 70, 200, 210, 220], dtype="Int64"),
            "phase": ["forward"] * 6 + ["backward"] * 3,
            "forward_operator": pd.array(["aten::mm", *[None] * 5, "aten::mm", "aten::mm", None], dtype="string"),
            "forward_call_index": pd.array([1, *[None] * 5, 1, 5, None], dtype="Int64"),
        }
    )
    operators = pd.DataFrame(
        {"tid": [1, 1], "start_ns": [22, 45], "operator_name": ["aten::mm", "aten::mm"], "call_index": [0, 1]}
    )
    found = innermost_modules(launches, ranges, operators)
    assert found is not None
    # a forward kernel is read at its launch whatever its link says; a linked backward kernel at its
    # forward operator's start (45: inside h.0, after h.0.attn)
    assert found["module"].tolist() == ["h.0.attn", "h.0", "", pd.NA, pd.NA, "ln_f", "h.0", pd.NA, pd.NA]
    assert found["module_from"].tolist() == [*[FROM_LAUNCH] * 3, pd.NA, pd.NA, FROM_LAUNCH, FROM_FORWARD, pd.NA, pd.NA]
    without = innermost_modules(launches, ranges)
    assert without is not None and without["module"].iloc[6:].isna().all()  # no operators: no backward module
    assert innermost_modules(launches, ranges.iloc[:0]) is None
    assert innermost_modules(launches.iloc[4:5], ranges) is None  # profile.json keeps no launch calls
    view = launches.assign(module=found["module"], duration_ns=[1, 2, 4, 8, 16, 32, 64, 128, 256])
    (model, outside) = module_tree(view, ranges)
    assert (model["name"], model["self_ns"], model["inclusive_ns"]) == ("GPT2Model (the model)", 4, 103)
    assert model["part_ns"] == {"forward": 39, "backward": 64, "optimizer": 0}
    assert [c["name"] for c in model["children"]] == ["h.0", "ln_f"]  # in the order they ran
    (attn,) = model["children"][0]["children"]
    assert (model["children"][0]["inclusive_ns"], attn["inclusive_ns"]) == (67, 1)
    assert (outside["name"], outside["inclusive_ns"], outside["kernel_count"]) == (OUTSIDE, 408, 4)
    assert outside["part_ns"] == {"forward": 24, "backward": 384, "optimizer": 0}
    assert tree_parts(view) == ["forward", "backward"] and tree_parts(view.iloc[:6]) == []
    assert backward_coverage(view.assign(module_from=found["module_from"])) == {
        "kernels": "1",
        "of": "3",
        "share": format_share(64 / 448),
    }
    # a ModuleList runs no forward of its own: its blocks hang under the module above it
    assert parent_of("transformer.h.0", {"", "transformer", "transformer.h.0"}) == "transformer"
    assert parent_of("transformer", {"", "transformer"}) == "" and parent_of("", {""}) is None


def test_a_value_that_cannot_be_true_is_marked_where_it_is_shown(gpt2_profile: dict[str, Any]) -> None:
    """A planted occupancy of 106.1% on one aten::addmm kernel: its heatmap cell is outlined with
    the reason in its tooltip, and its drill-down value carries the reason too."""
    profile = copy.deepcopy(gpt2_profile)
    addmm = next(op for op in profile["operators"] if op["operator_name"] == "aten::addmm")
    kernel = addmm["kernels"][0]
    kernel["counters"]["achieved_occupancy_pct"] = 106.1
    flag = {"kind": "percentage_out_of_range", "position": kernel["position"], "counter": "achieved_occupancy_pct"}
    profile["checks"]["flags"].append({**flag, "value": 106.1})
    html = render_report(profile)
    reason = "achieved_occupancy_pct 106.1% is outside 0-100%: the counter cannot be right"
    assert f'<td class="impossible" title="{reason}">106.1% ⚠</td>' in html
    heat = next(svg for svg in _svgs(html) if svg.get("aria-label") == "Key counters by operator")
    cells = [g for g in heat.iter("g") if "impossible" in (g.get("class") or "")]
    assert len(cells) == 1
    title = next(iter(cells[0])).text or ""
    assert (
        title.startswith("aten::addmm · Occupancy")
        and f"Cannot be true: kernel #{kernel['position']}: {reason}" in title
    )


def test_a_diff_change_reads_new_where_the_base_had_none_and_a_ratio_above_a_thousand_percent() -> None:
    assert relative_change(0, None) == "new"
    assert relative_change(1_000, 186_704.6) == "x1,868"
    assert relative_change(1_000, 1_000) == "+1,000.0%"
    assert relative_change(1_000, -42.04) == "-42.0%"


def test_the_data_parallel_clause_is_shown_only_for_a_run_in_a_process_group() -> None:
    description = "training step; input randint; in a rank of a process group (ranks: N), under DistributedDataParallel"
    assert described({"description": description, "distributed": None}) == "training step; input randint"
    in_group = described({"description": description, "distributed": {"rank": 0, "world_size": 2, "backend": "nccl"}})
    assert in_group.endswith("(ranks: 2), under DistributedDataParallel")


def test_compile_cost_without_per_step_times_says_why_once_instead_of_rows_of_na() -> None:
    unmeasured = {"host_ns": None, "wall_ns": None, "gpu_busy_ns": None}
    view = compile_view(
        {
            "eager": None,
            "first_call": None,
            "kineto_per_step": {"cache_lookup_ns": 1, "compiled_region_ns": 2, "graph_call_ns": 3},
            "timing_per_step": unmeasured,
            "reason": "the eager variant was captured on another GPU",
        }
    )
    assert view is not None and view["rows"] == []
    unmeasured_reason = "the timing phase recorded no per-step times"
    assert view["reason"] == f"{unmeasured_reason}; the eager variant was captured on another GPU"


def test_each_kernel_name_is_one_summary_line_with_its_registers_beside_the_blocks_they_allow(gpt2_html: str) -> None:
    names = re.findall(r'<details class="kernels-of-name">(.*?)</details>', gpt2_html, flags=re.DOTALL)
    assert len(names) == gpt2_html.count("<summary title=")
    for name in names:
        line = re.findall(r"<span>([^<]*)</span>", name.split("</summary>")[0].split('class="kg-line">')[1])
        kernels = [re.findall(r"<td[^>]*>([^<]*)</td>", row) for row in re.findall(r"<tr[^>]*><td>.*?</tr>", name)]
        count, *_, registers, limit = line[:7]
        assert int(count.replace(",", "")) == len(kernels)  # gpt2 shows every kernel
        # the same kernels' registers per thread and blocks per SM, one value each here
        assert {registers} == {k[4] for k in kernels} and {limit} == {k[5] for k in kernels}
        assert line[3] == min((k[1] for k in kernels), key=_ns) and line[4] == max((k[1] for k in kernels), key=_ns)


def _ns(text: str) -> float:
    value, unit = text.split()
    return float(value.replace(",", "")) * {"ns": 1, "µs": 1e3, "ms": 1e6, "s": 1e9}[unit]


def test_cuda_total_counts_each_kernel_once_for_every_operator_on_its_launching_stack() -> None:
    view = pd.DataFrame(
        {
            "operator_stack": ["aten::linear > aten::addmm", "aten::linear > aten::addmm", "aten::to > aten::to", None],
            "duration_ns": [10, 20, 5, 7],
        }
    )
    assert cuda_total_by_name(view).to_dict() == {"aten::addmm": 30, "aten::linear": 30, "aten::to": 5}


def test_cuda_runtime_calls_are_key_averages_rows_with_percentages_averages_and_totals() -> None:
    summary = pd.DataFrame(
        {
            "operator_name": ["aten::addmm", "aten::linear"],
            "calls": [4, 4],
            "self_cpu_ns": [2_000, 1_000],
            "cpu_total_ns": [4_000, 5_000],
            "duration_ns": [8_000, 0],
            "kernel_count": [4, 0],
            "invocations": [4, 0],
            "high_kernels": [4, 0],
            "medium_kernels": [0, 0],
        }
    )
    launches = [{"name": "cudaLaunchKernel", "calls": 4, "cpu_total_ns": 3_000, "waits": False}]
    table = key_average_table(summary, pd.Series({"aten::addmm": 8_000, "aten::linear": 8_000}), launches)
    by_self_cpu = {o["id"]: o["rows"] for o in key_averages(table)}["self-cpu"]
    launch, addmm, linear = by_self_cpu
    assert (launch["name"], launch["self_cpu"], launch["self_cpu_pct"], launch["cuda_total"]) == (
        "cudaLaunchKernel",
        "3.00 µs",
        "50.0%",
        "0 ns",
    )
    assert launch["tiers"] == "CUDA runtime call" and linear["tiers"] == "no kernel"
    assert (addmm["cpu_avg"], addmm["self_cuda_pct"], addmm["cuda_avg"]) == ("1.00 µs", "100.0%", "2.00 µs")
    assert (linear["self_cuda"], linear["cuda_total"]) == ("0 ns", "8.00 µs")  # its addmm's kernels
    assert key_average_totals(table) == {"self_cpu": "6.00 µs", "self_cuda": "8.00 µs"}


class _Page(HTMLParser):
    """A report's per-part operator rows (part -> their kernel time in ns) and module tree
    (name -> inclusive ns, self ns, inclusive ns per part of the step, parent and children), as
    the page nests them."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: dict[str, list[int]] = {}
        self.modules: dict[str, dict[str, Any]] = {}
        self._open: list[str | None] = []  # per open <details>: the module it is, if one
        self._part: str | None = None
        self._pending: dict[str, Any] | None = None  # a module line whose name comes next

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if tag == "details":
            self._open.append(None)
            if "phase" in classes:
                self._part = (a.get("id") or "").removeprefix("phase-")
                self.parts[self._part] = []
        if "ph-op" in classes and self._part:
            self.parts[self._part].append(int(a.get("data-ns") or 0))
        if "module" in classes:
            parent = next(
                (name for name in reversed(self._open[:-1] if tag == "details" else self._open) if name), None
            )
            self._pending = {
                "inclusive": int(a.get("data-inclusive-ns") or 0),
                "self": int(a.get("data-self-ns") or 0),
                "parts": {part: int(a[f"data-{part}-ns"] or 0) for part in STEP_PHASES if f"data-{part}-ns" in a},
                "parent": parent,
                "children": [],
                "details": tag == "details",
            }

    def handle_data(self, data: str) -> None:
        if self._pending is None or self.lasttag != "code":
            return
        node, self._pending = self._pending, None
        self.modules[data] = node
        if node["parent"] is not None:
            self.modules[node["parent"]]["children"].append(data)
        if node["details"]:
            self._open[-1] = data

    def handle_endtag(self, tag: str) -> None:
        if tag == "details":
            self._open.pop()


def _page(path: Path) -> _Page:
    parsed = _Page()
    parsed.feed(path.read_text())
    return parsed


def test_each_part_of_a_training_step_has_its_section_summing_to_the_profiles_split(shipped_run: Path) -> None:
    results = shipped_run / "results" / "gpt2_train"
    html = (results / "report.html").read_text()
    assert html.index('id="phases"') < html.index('id="regime"')  # the split comes first
    phases = load_profile(results / "profile.json")["phases"]
    parts = _page(results / "report.html").parts
    assert list(parts) == ["forward", "backward", "optimizer"]
    for part, rows in parts.items():
        assert sum(rows) == phases[part]["time_ns"] > 0, part
    # and the kernel table's own phases, independently
    kernels = pd.read_parquet(results / "kernels.parquet", columns=["step_phase", "duration_ns"])
    assert {p: sum(r) for p, r in parts.items()} == kernels.groupby("step_phase")["duration_ns"].sum().to_dict()


def test_a_backward_operator_row_names_the_forward_operator_it_differentiates(shipped_run: Path) -> None:
    html = (shipped_run / "results" / "gpt2_train" / "report.html").read_text()
    backward = html.split('id="phase-backward"')[1].split('<details class="phase"')[0]
    rows = re.findall(r'<summary class="ph-line"><span class="name"><code>([^<]+)</code></span>.*?</summary>', backward)
    lines = re.findall(r'<summary class="ph-line">(.*?)</summary>', backward)
    mm = [line for line in lines if "<code>aten::mm</code></span>" in line]
    # aten::mm under AddmmBackward0 differentiates the forward aten::addmm; under MmBackward0, aten::mm
    assert '<code>aten::addmm</code><span class="node">AddmmBackward0</span>' in mm[0]
    assert '<code>aten::mm</code><span class="node">MmBackward0</span>' in mm[1]
    assert rows[0] == "aten::mm" and all('class="phase-backward">backward<' in line for line in lines)
    pairs = re.findall(
        r"<tr><td><code>([^<]+)</code></td><td class=\"num\">[^<]*</td><td><code>([^<]+)</code>", backward
    )
    assert pairs[0] == ("aten::addmm", "AddmmBackward0")
    assert ("aten::native_layer_norm", "NativeLayerNormBackward0") in pairs


def test_the_module_tree_sums_and_matches_the_ranges_around_each_kernels_launch(shipped_run: Path) -> None:
    results = shipped_run / "results" / "gpt2_train"
    modules = _page(results / "report.html").modules
    root = modules["GPT2LMHeadModel (the model)"]
    assert root["parent"] is None and root["children"]
    for name, node in modules.items():
        assert node["inclusive"] == node["self"] + sum(modules[c]["inclusive"] for c in node["children"]), name
        assert sum(node["parts"].values()) == node["inclusive"], name
    assert modules["transformer.h.0"]["parent"] == "transformer"
    # transformer.h.0 independently. Forward: every kernel launched inside one of its ranges, on that
    # thread. Backward: every backward kernel whose linked forward operator started inside one.
    ranges = pd.read_parquet(results / "tables" / "nsys_ranges.parquet")
    block = ranges[(ranges["kind"] == "module") & (ranges["module_name"] == "transformer.h.0")]
    kernels = pd.read_parquet(results / "kernels.parquet")
    inside = kernels[["launch_tid", "launch_start_ns", "duration_ns"]].merge(
        block, left_on="launch_tid", right_on="tid"
    )
    inside = inside[(inside["start_ns"] <= inside["launch_start_ns"]) & (inside["launch_start_ns"] <= inside["end_ns"])]
    aten = pd.read_parquet(results / "tables" / "nvtx_operators.parquet")
    backward = kernels[kernels["step_phase"] == "backward"][["forward_operator", "forward_call_index", "duration_ns"]]
    backward = backward.merge(
        aten, left_on=["forward_operator", "forward_call_index"], right_on=["operator_name", "call_index"]
    )
    differentiated = backward.merge(block, on="tid", suffixes=("", "_block"))
    differentiated = differentiated[
        (differentiated["start_ns_block"] <= differentiated["start_ns"])
        & (differentiated["start_ns"] <= differentiated["end_ns_block"])
    ]
    parts = modules["transformer.h.0"]["parts"]
    assert len(block) == 2 and parts["forward"] == inside["duration_ns"].sum() > 0
    assert parts["backward"] == differentiated["duration_ns"].sum() > parts["forward"]
    assert parts["optimizer"] == 0


def test_a_compiled_workload_says_why_it_has_no_module_tree(shipped_run: Path) -> None:
    html = (shipped_run / "results" / "gpt2_compiled" / "report.html").read_text()
    assert "No module tree: the workload is compiled: torch.compile runs Inductor&#39;s generated code" in html
    assert 'class="module' not in html and 'id="phases"' not in html  # a forward pass: no split at the top


def test_the_roofline_keeps_its_roof_labels_whole_and_its_point_labels_apart() -> None:
    """The H200's roofs from a shipped capture's clock (the 16-bit one's label was cut at "1.07 PFl"),
    and six operators at nearly one intensity and rate, as gpt2_train's backward GEMMs sit."""
    manifest = json.loads((SHIPPED / "gpt2_train" / "capture.json").read_text())
    peaks, _ = chip_peaks(manifest, 4.8e12)
    assert peaks is not None
    roofs = [Roof(PIPE_LABELS[pipe], peaks.flops_per_s[pipe]) for pipe in PIPE_LABELS]
    points = [
        RooflinePoint(f"aten::op_number_{k}", "backward", 100 * (1 + k / 50), 2e14 * (1 + k / 40), 1.0, "")
        for k in range(6)
    ]
    width = 760
    svg = ET.fromstring(roofline_chart(points, roofs, peaks.dram_bytes_per_s, "roofline", width=width))
    texts = [(float(t.get("x", 0)), float(t.get("y", 0)), t.text or "") for t in svg.iter("text")]
    starting = [(t, float(t.get("x", 0))) for t in svg.iter("text") if t.get("text-anchor") == "start"]
    assert {r.label for r in roofs} <= {t.text for t, _ in starting}
    # every label drawn from its left end ends inside the chart: roofs (pipe, peak) and points
    assert [t.text for t, x in starting if x + len(t.text or "") * CHAR_WIDTH > width] == []
    labels = [(x, y - 12, x + len(text) * CHAR_WIDTH, y + 2) for x, y, text in texts if text.startswith("aten::op")]
    assert len(labels) >= 2
    assert not any(
        a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
        for i, a in enumerate(labels)
        for b in labels[i + 1 :]
    )


def test_a_rule_estimate_says_per_step_once_and_that_it_is_not_step_time() -> None:
    """A rule hit's estimate is kernel (or GPU idle) time, never a step saving: the plan prices
    those. The regime's hit has none (the plan replays the step without the host's work)."""
    window = Finding(
        WINDOW, "overhead_bound", "high", "", "", (), kernel_saving_formula="step time: priced by the plan"
    )
    operator = Finding(
        "aten::mm", "low_occupancy", "medium", "", "", (), kernel_saving_ns=2e6, kernel_saving_formula="f"
    )
    assert saving_text(window, 2, 4_000_000) == "step time: priced by the plan"
    assert saving_text(operator, 2, None) == "rule's estimate: up to 1.00 ms per step, not step time: f"
    assert "per step per step" not in saving_text(operator, 2, 4_000_000)

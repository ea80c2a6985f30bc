"""The gpt2 report of the live H200 bundle, as the report rule writes it, in a real headless
browser (Debian's chromium, driven by Playwright over the DevTools protocol): it loads offline with
no console error and no network request, the regime comes first, its charts render with their bars
beside their labels (gpt2_compiled's Inductor kernel names too), its operator table sorts and opens
to each operator's kernels without a script, and the first screen, an open drill-down and
gpt2_compiled's charts are kept as tests/artifacts/report-*.png, with gpt2_train's at 1,440 px:
its training step at the top, its backward part open and its module tree."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import LIVE_REGIMES, REPO

from opprof.report.charts import LABEL_CHARS
from opprof.report.page import write_report

sync_api = pytest.importorskip("playwright.sync_api")

CHROMIUM = shutil.which("chromium")
ARTIFACTS = REPO / "tests" / "artifacts"
VIEWPORT = {"width": 1280, "height": 800}
SCREENSHOT_BYTES = 400_000  # the README shows them: a few hundred kB at most
# What runs as root in a container without a GPU, a sandbox or a network; Playwright gives each
# launch a fresh profile directory.
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium (tests/setup-and-run.sh installs it)")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        yield launched
        launched.close()


def _opened(browser: Any, report: Path) -> dict[str, Any]:
    """A report loaded in chromium, with every console message, page error and request."""
    seen: dict[str, list[str]] = {"console": [], "errors": [], "requests": []}
    page = browser.new_context(viewport=VIEWPORT, offline=True).new_page()
    page.on("console", lambda message: seen["console"].append(f"{message.type}: {message.text}"))
    page.on("pageerror", lambda error: seen["errors"].append(str(error)))
    page.on("request", lambda request: seen["requests"].append(request.url))
    page.goto(report.as_uri(), wait_until="load")
    return {"page": page, "url": report.as_uri(), **seen}


@pytest.fixture(scope="module")
def report_page(browser: Any, shipped_run: Path) -> dict[str, Any]:
    """The live H200 gpt2 bundle's report, as the report rule writes it."""
    return _opened(browser, shipped_run / "results" / "gpt2" / "report.html")


@pytest.fixture(scope="module")
def recorded_page(
    browser: Any, gpt2_profile: dict[str, Any], tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Any]:
    """The recorded test bundle's report, whose ncu run lacks some counters."""
    report = tmp_path_factory.mktemp("recorded") / "report.html"
    write_report(str(Path(gpt2_profile["_workdir"]) / "results" / "gpt2" / "profile.json"), str(report))
    return _opened(browser, report)


@pytest.fixture(scope="module")
def compiled_page(browser: Any, shipped_run: Path) -> dict[str, Any]:
    """gpt2_compiled: Inductor's kernels, whose names run past 100 characters."""
    return _opened(browser, shipped_run / "results" / "gpt2_compiled" / "report.html")


@pytest.fixture(scope="module")
def train_page(browser: Any, shipped_run: Path) -> dict[str, Any]:
    """gpt2_train: 1,660 kernels of a training step, its module tree."""
    return _opened(browser, shipped_run / "results" / "gpt2_train" / "report.html")


def test_report_loads_with_no_console_error_and_no_network(report_page: dict[str, Any]) -> None:
    assert [m for m in report_page["console"] if m.startswith(("error", "warning"))] == []
    assert report_page["errors"] == []
    assert report_page["requests"] == [report_page["url"]]


def test_the_regime_comes_first_and_the_charts_render_without_horizontal_scroll(report_page: dict[str, Any]) -> None:
    page = report_page["page"]
    regime = page.locator("#regime").bounding_box()
    assert regime and regime["y"] < VIEWPORT["height"] / 2
    assert page.locator("#regime h2").text_content() == f"First question: {LIVE_REGIMES['gpt2']}"
    boxes = {name: page.locator(f"#{name} svg.chart").bounding_box() for name in ("time-budget", "coverage", "heatmap")}
    assert all(box and box["width"] > 200 and box["height"] > 50 for box in boxes.values()), boxes
    assert all(box["y"] > regime["y"] + regime["height"] for box in boxes.values())
    assert page.evaluate("document.scrollingElement.scrollWidth") <= VIEWPORT["width"]


def _drawn_rows(page: Any) -> list[list[str]]:
    """The operator table's rows as drawn, top to bottom (the page sorts by CSS order): each row's cells."""
    rows: list[tuple[float, list[str]]] = page.locator("#key-averages .op-rows > .op").evaluate_all(
        """rows => rows.map(row => [
            row.getBoundingClientRect().top,
            [...(row.matches('.op-line') ? row : row.querySelector('.op-line')).children].map(cell => cell.textContent),
        ])"""
    )
    return [cells for _, cells in sorted(rows, key=lambda row: row[0])]


def _number(cell: str) -> int:
    return int(cell.replace(",", ""))


def test_the_first_screen_says_the_step_time_and_the_plans_first_fix_with_its_step_saving(
    report_page: dict[str, Any],
) -> None:
    page = report_page["page"]
    page.evaluate("window.scrollTo(0, 0)")
    labels = page.locator(".kpis .kpi .label").all_text_contents()
    assert [label.lower() for label in labels[:2]] == ["step time", "kernel time per step"]
    banner = page.locator("#first-finding")
    box = banner.bounding_box()
    assert box and box["y"] + box["height"] < VIEWPORT["height"]  # on the first screen, not cut
    # gpt2 is host-bound: the host's fix comes first, its saving said against the step.
    assert "Replay the step as a CUDA graph" in banner.text_content()
    claim = banner.locator(".evidence")
    assert claim.text_content().startswith("saves ") and " of the modelled " in claim.text_content()
    saving = banner.locator(".saving")
    assert saving.text_content().startswith("fix: torch.compile(") and saving.is_visible()
    assert saving.evaluate("e => e.scrollWidth <= e.clientWidth + 1")


def test_the_roofline_draws_each_operator_under_its_roof_with_its_numbers_on_hover(
    report_page: dict[str, Any],
) -> None:
    page = report_page["page"]
    card = page.locator("#speed-of-light")
    chart = card.locator("svg.chart")
    box = chart.bounding_box()
    assert box and box["width"] > 500 and box["height"] > 250
    assert chart.locator("polyline.roof-line").count() == 2  # FP32 CUDA cores and TF32 (the attention kernel)
    points = chart.locator("g.point")
    assert points.count() == 2
    tips = points.locator("title").all_text_contents()
    assert any(t.startswith("aten::addmm (forward):") and "FP32 CUDA cores" in t for t in tips)
    for index in range(points.count()):  # every point inside the plot area
        circle = points.nth(index).locator("circle").bounding_box()
        assert circle and box["x"] <= circle["x"] and circle["x"] + circle["width"] <= box["x"] + box["width"]
    assert card.locator("tbody tr").count() >= 5
    assert page.evaluate("document.scrollingElement.scrollWidth") <= VIEWPORT["width"]


def test_key_averages_sort_by_the_chosen_column_without_a_script(report_page: dict[str, Any]) -> None:
    page = report_page["page"]
    assert page.locator("script").count() == 0
    assert [row[0] for row in _drawn_rows(page)[:2]] == ["aten::addmm", "aten::_efficient_attention_forward"]
    page.click("label[for=order-self-cpu]")
    # as in torch's table, the launches' own CPU time outranks the GEMM that made them
    assert [row[0] for row in _drawn_rows(page)[:2]] == ["cudaLaunchKernel", "aten::addmm"]
    page.click("label[for=order-calls]")
    calls = [_number(row[1]) for row in _drawn_rows(page) if row[1] != "n/a"]
    assert calls == sorted(calls, reverse=True) and len(calls) > 10
    page.click("label[for=order-self-cuda]")


def _operator(page: Any, name: str) -> Any:
    code = page.locator("summary .name code", has_text=re.compile(f"^{re.escape(name)}$"))
    return page.locator("#key-averages details.op").filter(has=code)


def _open_kernel_names(operator: Any) -> None:
    """Open each kernel name's line of an open operator to its kernels."""
    operator.locator("details.kernels-of-name").evaluate_all("names => names.forEach(d => d.open = true)")


def _kernel_rows(operator: Any) -> list[dict[str, Any]]:
    """The visible kernel rows of an open operator: cells, class, tooltip and background."""
    rows: list[dict[str, Any]] = operator.locator("table.op-kernels tbody tr").evaluate_all(
        """rows => rows.filter(row => row.getClientRects().length).map(row => ({
            cells: [...row.cells].map(cell => cell.textContent),
            propagated: row.classList.contains('propagated'),
            title: row.title,
            background: getComputedStyle(row.cells[0]).backgroundColor,
        }))"""
    )
    return rows


def test_an_operator_opens_to_its_kernels_with_measured_and_propagated_counters(report_page: dict[str, Any]) -> None:
    page = report_page["page"]
    addmm = _operator(page, "aten::addmm")
    header = [c.text_content() for c in addmm.locator("summary.op-line > span").all()]
    assert (header[10], header[11]) == ("96", "4 · 92")  # kernels, measured · propagated
    assert not addmm.locator(".kernel-groups").is_visible()
    addmm.locator("summary.op-line").click()
    try:
        # one line per kernel name first, its kernels behind it
        assert addmm.locator(".kernel-groups").is_visible() and not addmm.locator("table.op-kernels").first.is_visible()
        _open_kernel_names(addmm)
        assert addmm.locator("table.op-kernels").first.is_visible()
        rows = _kernel_rows(addmm)
        by_position = {int(r["cells"][0]): r for r in rows}
        measured = [r for r in rows if not r["propagated"]]
        propagated = [r for r in rows if r["propagated"]]
        assert (len(rows), len(measured), len(propagated)) == (96, 4, 92)
        assert all(r["cells"][-2:] == ["measured", "high"] and r["title"] == "" for r in measured)
        for row in propagated:
            counters_from = re.fullmatch(r"↻ #(\d+)", row["cells"][-2])
            assert counters_from, row
            source = int(counters_from.group(1))
            assert re.fullmatch(
                rf"counters propagated from kernel #{source}: (iteration 1 repeats iteration 0"
                r"|(iteration 1 repeats iteration 0; )?layer h\.\d+ repeats h\.0 \(GPT2Block\))",
                row["title"],
            )
            # the counters it shows are its source's, a measured kernel of the same operator
            assert by_position[source]["cells"][2:-2] == row["cells"][2:-2] and not by_position[source]["propagated"]
        assert propagated[0]["background"] != measured[0]["background"]
        assert "xmma_gemm" in (addmm.locator("details.kernels-of-name > summary").first.get_attribute("title") or "")
    finally:
        addmm.locator("summary.op-line").click()
    assert not addmm.locator(".kernel-groups").is_visible()


def test_na_cells_carry_their_reason_as_a_tooltip(recorded_page: dict[str, Any]) -> None:
    na_cells = recorded_page["page"].locator("#heatmap g.cell", has_text="n/a")
    assert na_cells.count() == 10
    assert "not collected in ncu group all" in na_cells.first.locator("title").text_content()


# Per chart, the marks that must lie right of its row labels: tier segments, heatmap cells.
CHART_MARKS = {"time-budget": "g > rect[class^=tier-]", "coverage": "g > rect[class^=tier-]", "heatmap": "g.cell rect"}


def _chart_geometry(page: Any, chart: str) -> dict[str, Any]:
    geometry: dict[str, Any] = page.locator(f"#{chart} svg.chart").evaluate(
        """(svg, marks) => {
            const box = element => element.getBoundingClientRect().toJSON();
            return {
                svg: box(svg),
                // drawn text: the label's own text nodes, not its tooltip's
                labels: [...svg.querySelectorAll('text.label')].map(t => ({...box(t),
                    text: [...t.childNodes].filter(n => n.nodeType === Node.TEXT_NODE).map(n => n.textContent).join(''),
                    title: t.querySelector('title')?.textContent ?? null})),
                marks: [...svg.querySelectorAll(marks)].map(box),
                tracks: [...svg.querySelectorAll('rect.track')].map(box),
            };
        }""",
        CHART_MARKS[chart],
    )
    return geometry


@pytest.mark.parametrize("opened", ["report_page", "compiled_page", "train_page"])
@pytest.mark.parametrize("chart", list(CHART_MARKS))
def test_every_chart_draws_its_bars_right_of_whole_labels(
    request: pytest.FixtureRequest, opened: str, chart: str
) -> None:
    page = request.getfixturevalue(opened)["page"]
    geometry = _chart_geometry(page, chart)
    svg, labels, marks = geometry["svg"], geometry["labels"], geometry["marks"]
    assert labels and len(marks) >= len(labels)
    assert all(mark["width"] > 0 and mark["height"] > 0 for mark in marks)
    left_of_marks = min(mark["left"] for mark in marks)
    for label in labels:
        assert svg["left"] <= label["left"] and label["right"] <= left_of_marks, label  # not cut off, no overlap
        assert len(label["text"]) <= LABEL_CHARS
    # the time budget's bars have room to differ
    assert all(track["width"] > 0.4 * svg["width"] for track in geometry["tracks"])


def test_long_kernel_names_are_cut_in_the_middle_with_the_full_name_on_hover(compiled_page: dict[str, Any]) -> None:
    labels = _chart_geometry(compiled_page["page"], "time-budget")["labels"]
    cut = [label for label in labels if label["title"]]
    # the nine Triton kernels and aten::_efficient_attention_forward; aten::mm and aten::addmm fit
    assert len(cut) == 10
    assert len({label["text"] for label in labels}) == len(labels)  # the ends that tell them apart are kept
    attention = next(label for label in cut if label["title"].startswith("triton_poi_fused__scaled_dot_product"))
    assert attention["text"] == "triton_poi_fused__…_view_where_3" and len(attention["title"]) > 100


def test_compiled_workloads_show_dynamo_graphs_and_what_inductor_fused(compiled_page: dict[str, Any]) -> None:
    page = compiled_page["page"]
    assert "1 graph, 0 graph breaks" in (page.locator("#compile-cost header").text_content() or "")
    fusion = page.locator("#fusion")
    assert "9 generated kernels computing 18 aten operators" in (fusion.locator("header").text_content() or "")
    rows = fusion.locator("tbody tr").all()
    first = [cell.text_content() or "" for cell in rows[0].locator("td").all()]
    assert len(rows) == 9 and first[0] == "triton_poi_fused_add_addmm_mul_pow_tanh_view_5" and first[2] == "24"
    assert first[1].startswith("aten::add · aten::addmm · aten::mul · aten::pow · aten::tanh · aten::view")
    # ... and under them the user's lines its calls compute: GPT-2's GELU first
    code = rows[0].locator("td").nth(1).locator(".fused").text_content() or ""
    assert code.startswith("from: activations.py:66 return 0.5 * input * (1.0 + torch.tanh("), code
    kernel = _operator(page, "triton_poi_fused_add_addmm_mul_pow_tanh_view_5")
    kernel.locator("summary.op-line").click()
    try:
        assert "fused: aten::add · aten::addmm" in (kernel.locator(".kg-name .fused").text_content() or "")
        _open_kernel_names(kernel)
        rows = _kernel_rows(kernel)
        # Sequence dedup: one of the 12 layers' kernels measured, in iteration 1 (its span wraps there).
        assert len(rows) == 24 and sum(r["propagated"] for r in rows) == 23
        assert all(r["cells"][-1] == "medium" for r in rows)
        (measured,) = [int(r["cells"][0]) for r in rows if not r["propagated"]]
        for row in (r for r in rows if r["propagated"]):
            assert row["cells"][-2] == f"↻ #{measured}"
            reason = rf"counters propagated from kernel #{measured}: .*iteration 0 repeats iteration 1"
            assert re.fullmatch(reason, row["title"])
    finally:
        kernel.locator("summary.op-line").click()


def test_every_kernel_of_a_training_step_is_in_the_drilldown(train_page: dict[str, Any]) -> None:
    page = train_page["page"]
    positions = page.locator("#key-averages table.op-kernels tbody tr td:first-child")
    assert sorted(_number(p) for p in positions.all_text_contents()) == list(range(1660))
    # The range profiler measured iteration 0 whole; iteration 1 takes its counters.
    assert page.locator("#key-averages table.op-kernels tbody tr.propagated").count() == 1660 - 830
    assert page.evaluate("document.scrollingElement.scrollWidth") <= VIEWPORT["width"]


def test_kernel_time_groups_by_input_shapes_with_the_part_of_the_step(report_page: dict[str, Any]) -> None:
    first = report_page["page"].locator("#groups tbody tr").first.locator("td").all_text_contents()
    assert first[1:3] == ["[[768],[512,3072],[3072,768],[],[]]", "forward"]


def test_the_module_tree_opens_level_by_level_with_its_numbers_under_their_headers(report_page: dict[str, Any]) -> None:
    page = report_page["page"]
    block = page.locator(
        "#modules details.module", has=page.locator(":scope > summary code", has_text=re.compile(r"^h\.0$"))
    )
    attn = block.locator(
        "details.module", has=page.locator(":scope > summary code", has_text=re.compile(r"^h\.0\.attn$"))
    )
    # the model and its first level open, the rest closed
    assert block.evaluate("d => d.open") and attn.is_visible() and not attn.evaluate("d => d.open")
    attn.locator(":scope > summary").click()
    try:
        c_attn = attn.locator("div.module", has=page.locator("code", has_text=re.compile(r"^h\.0\.attn\.c_attn$")))
        cells = c_attn.locator(":scope > span").all_text_contents()
        assert cells[1:4] == ["Conv1D", "2", "2"]  # type, calls (two iterations), kernels
        header = page.locator("#modules .mt-line.op-head > span").nth(4).bounding_box()
        inclusive = c_attn.locator(":scope > span").nth(4).bounding_box()
        assert header and inclusive and abs(header["x"] + header["width"] - inclusive["x"] - inclusive["width"]) < 1
    finally:
        attn.locator(":scope > summary").click()
    tops = page.locator("#modules .module-tree > .module")
    lines = [tops.nth(i).locator(":scope > summary > span, :scope > span") for i in range(tops.count())]
    assert sum(_number(line.nth(3).text_content()) for line in lines) == 468  # kernels: every one, once


def test_the_training_step_comes_first_and_each_part_opens_to_its_operators(train_page: dict[str, Any]) -> None:
    page = train_page["page"]
    phases, regime = page.locator("#phases").bounding_box(), page.locator("#regime").bounding_box()
    assert phases and regime and phases["y"] < regime["y"]
    assert page.locator("#phases table.phase-split tbody tr td:first-child").all_text_contents() == [
        "forward",
        "backward",
        "optimizer",
    ]
    backward = page.locator("#phase-backward")
    assert not backward.locator("svg.chart").is_visible()
    backward.locator(":scope > summary").click()
    try:
        assert backward.locator("svg.chart").is_visible() and backward.locator("table.pairs").is_visible()
        first = backward.locator("summary.ph-line").first.locator(":scope > span").all_text_contents()
        assert first[:3] == ["aten::mm", "backward", "aten::addmmAddmmBackward0"]
        assert page.evaluate("document.scrollingElement.scrollWidth") <= VIEWPORT["width"]
    finally:
        backward.locator(":scope > summary").click()


def _screenshot(page: Any, name: str, **options: Any) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / name
    page.screenshot(path=str(shot), **options)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert 20_000 < shot.stat().st_size < SCREENSHOT_BYTES  # a blank 1280x800 page compresses to a few kB
    return shot


def test_screenshots_of_a_training_step_at_1440_pixels_are_kept(browser: Any, shipped_run: Path) -> None:
    """gpt2_train at 1,440 px: the split at the top, its backward part open, the module tree."""
    opened = browser.new_context(viewport={"width": 1440, "height": 900}, offline=True).new_page()
    opened.goto((shipped_run / "results" / "gpt2_train" / "report.html").as_uri(), wait_until="load")
    _screenshot(opened, "report-gpt2_train.png")
    opened.locator("#phase-backward > summary").click()
    opened.evaluate(f"window.scrollTo(0, {opened.locator('#phase-backward').bounding_box()['y'] - 8})")
    _screenshot(opened, "report-gpt2_train-backward.png")
    opened.evaluate(
        r"""[...document.querySelectorAll('#modules details.module')]
            .filter(d => /^transformer\.h\.0(\.attn)?$/.test(d.querySelector('summary code').textContent))
            .forEach(d => { d.open = true; })"""
    )
    opened.evaluate("document.querySelector('#modules').scrollIntoView()")
    _screenshot(opened, "report-gpt2_train-modules.png")


def test_screenshot_of_the_first_screen_is_kept(report_page: dict[str, Any]) -> None:
    report_page["page"].evaluate("window.scrollTo(0, 0)")  # an earlier test clicked further down
    _screenshot(report_page["page"], "report-gpt2.png")
    report_page["page"].screenshot(path=str(ARTIFACTS / "report-gpt2-full.png"), full_page=True)


def test_screenshots_of_an_open_drilldown_and_of_compiled_charts_are_kept(
    report_page: dict[str, Any], compiled_page: dict[str, Any]
) -> None:
    page = report_page["page"]
    addmm = _operator(page, "aten::addmm")
    addmm.locator("summary.op-line").click()
    addmm.locator("details.kernels-of-name > summary").first.click()
    try:
        top = page.locator("#key-averages").bounding_box()
        page.evaluate(f"window.scrollBy(0, {top['y'] - 8})")
        _screenshot(page, "report-gpt2-drilldown.png")
    finally:
        addmm.locator("summary.op-line").click()
    compiled = compiled_page["page"]
    compiled.locator("#time-budget").scroll_into_view_if_needed()
    top = compiled.locator("#time-budget").bounding_box()
    compiled.evaluate(f"window.scrollBy(0, {top['y'] - 8})")
    _screenshot(compiled, "report-gpt2_compiled.png")


def test_the_diff_page_loads_offline_and_fits_the_screen(browser: Any, shipped_run: Path) -> None:
    opened = _opened(browser, shipped_run / "results" / "diff" / "gpt2__gpt2_bf16" / "diff.html")
    page = opened["page"]
    assert opened["errors"] == [] and opened["requests"] == [opened["url"]]
    assert page.locator("h1").text_content() == "gpt2 → gpt2_bf16"
    # the step's answer above every number: twice as slow, however much faster the kernels got
    headline = page.locator("#headline")
    assert headline.text_content().startswith("Step 2.04x slower") and headline.is_visible()
    assert page.locator(".kpi-step .value").text_content() == "2.04x slower"
    rows = page.locator("#families tbody tr td:first-child").all_text_contents()
    assert rows[:2] == ["attention", "GEMM"] and "casts and copies" in rows
    assert page.locator("#one-sided tbody tr").count() > 5
    assert page.evaluate("document.scrollingElement.scrollWidth") <= VIEWPORT["width"]


# Every box on the page: inside the viewport unless a scrolling container holds it, inside its
# nearest clipping ancestor, and its own text inside it (a box that scrolls on purpose, like
# .chart-wrap or pre, may hold more; one cut with an ellipsis keeps its whole text as a tooltip).
# Content of closed <details> is not laid out and is skipped.
OVERFLOWS_JS = """(width) => {
  const problems = [];
  const root = document.documentElement;
  if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth}px wide`);
  const style = (el) => getComputedStyle(el);
  const scrolls = (el) => ["auto", "scroll"].includes(style(el).overflowX);
  const named = (el) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 40)}"`;
  const scrolled = (el) => {
    for (let a = el.parentElement; a; a = a.parentElement) if (scrolls(a)) return true;
    return false;
  };
  for (const el of document.body.querySelectorAll("*")) {
    if (el.getClientRects().length === 0 || (el.closest("svg") && el.tagName !== "svg")) continue;
    const box = el.getBoundingClientRect();
    const free = !scrolled(el);
    if (free && box.right > width + 1) { problems.push(`${named(el)} ends at ${Math.round(box.right)}px`); continue; }
    let clip = el.parentElement;
    while (clip && style(clip).overflowX === "visible") clip = clip.parentElement;
    if (clip && clip !== document.body && !scrolls(clip)) {
      const outer = clip.getBoundingClientRect();
      if (box.right > outer.right + 1 || box.left < outer.left - 1) {
        problems.push(`${named(el)} leaves ${named(clip)}`);
        continue;
      }
    }
    const text = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    const cut = style(el).textOverflow === "ellipsis" && el.title;
    if (!text || !free || cut || scrolls(el) || style(el).display === "inline") continue;
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`${named(el)}: text ${el.scrollWidth}px wide`);
    else if (el.scrollHeight > el.clientHeight + 1) problems.push(`${named(el)}: text ${el.scrollHeight}px tall`);
  }
  return problems;
}"""
LAYOUT_WIDTHS = (1440, 1024)


def test_every_page_the_workflow_writes_fits_1440_and_1024_pixels(browser: Any, shipped_run: Path) -> None:
    results = shipped_run / "results"
    pages = sorted([*results.glob("*/report.html"), *results.glob("diff/*/diff.html")])
    pages.append(results / "paper" / "findings.html")
    assert len(pages) >= 6 + 6 + 1  # the reports conftest asks for, the configured diffs, the paper
    problems = []
    for width in LAYOUT_WIDTHS:
        context = browser.new_context(viewport={"width": width, "height": 900}, offline=True)
        page = context.new_page()
        for path in pages:
            page.goto(path.as_uri(), wait_until="load")
            found = page.evaluate(OVERFLOWS_JS, width)[:5]
            # and with every <details> open: the parts of the step, the module tree, the drill-down
            page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
            found += [f"opened: {p}" for p in page.evaluate(OVERFLOWS_JS, width)[:5]]
            problems += [f"{path.relative_to(results)} at {width}px: {p}" for p in found]
        context.close()
    assert problems == []


def test_the_key_number_cards_show_their_subtitles_whole(recorded_page: dict[str, Any]) -> None:
    """A card's subtitle wraps instead of ending in an ellipsis (the step time card's hid its host time)."""
    page = recorded_page["page"]
    cut = page.evaluate(
        "[...document.querySelectorAll('.kpi .detail')]"
        ".filter(e => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)"
        ".map(e => e.textContent)"
    )
    assert cut == []
    step = page.locator(".kpi .detail").first.inner_text()
    assert step.startswith("host ") and " · GPU busy " in step

"""The gpt2 report of the live H200 bundle, as the report rule writes it, in a real headless
browser (Debian's chromium, driven by Playwright over the DevTools protocol): it loads offline with
no console error and no network request, the regime comes first, its charts render, its
key_averages table sorts without a script, and the first screen is kept as
tests/artifacts/report-gpt2.png."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import LIVE_REGIMES, REPO

from opprof.report.page import write_report

sync_api = pytest.importorskip("playwright.sync_api")

CHROMIUM = shutil.which("chromium")
ARTIFACTS = REPO / "tests" / "artifacts"
VIEWPORT = {"width": 1280, "height": 800}
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


def test_key_averages_sort_by_the_chosen_column_without_a_script(report_page: dict[str, Any]) -> None:
    page = report_page["page"]
    assert page.locator("script").count() == 0

    def first_rows() -> list[str]:
        visible = page.locator("#key-averages table.order:visible")
        assert visible.count() == 1
        return [visible.locator("tbody tr").nth(i).locator("td").first.text_content() or "" for i in range(2)]

    assert first_rows()[0] == "aten::addmm"  # Self CUDA: the most kernel time first
    page.click("label[for=order-self-cpu]")
    by_cpu = first_rows()
    assert by_cpu != ["aten::addmm", "aten::_efficient_attention_forward"]
    page.click("label[for=order-calls]")
    calls = page.locator("#key-averages table.order-calls tbody tr td:nth-child(2)").all_text_contents()
    numbers = [int(c.replace(",", "")) for c in calls if c != "n/a"]
    assert numbers == sorted(numbers, reverse=True) and len(numbers) > 10
    page.click("label[for=order-self-cuda]")


def test_na_cells_carry_their_reason_as_a_tooltip(recorded_page: dict[str, Any]) -> None:
    na_cells = recorded_page["page"].locator("#heatmap g.cell", has_text="n/a")
    assert na_cells.count() == 10
    assert "not collected in ncu group all" in na_cells.first.locator("title").text_content()


def test_screenshot_of_the_first_screen_is_kept(report_page: dict[str, Any]) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / "report-gpt2.png"
    report_page["page"].evaluate("window.scrollTo(0, 0)")  # an earlier test clicked further down
    report_page["page"].screenshot(path=str(shot))
    report_page["page"].screenshot(path=str(ARTIFACTS / "report-gpt2-full.png"), full_page=True)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert shot.stat().st_size > 20_000  # a blank 1280x800 page compresses to a few kB


def test_the_diff_page_loads_offline_and_fits_the_screen(browser: Any, shipped_run: Path) -> None:
    opened = _opened(browser, shipped_run / "results" / "diff" / "gpt2__gpt2_bf16" / "diff.html")
    page = opened["page"]
    assert opened["errors"] == [] and opened["requests"] == [opened["url"]]
    assert page.locator("h1").text_content() == "gpt2 → gpt2_bf16"
    rows = page.locator("#families tbody tr td:first-child").all_text_contents()
    assert rows[:2] == ["attention", "GEMM"] and "casts and copies" in rows
    assert page.locator("#one-sided tbody tr").count() > 5
    assert page.evaluate("document.scrollingElement.scrollWidth") <= VIEWPORT["width"]

"""The gpt2 report in a real headless browser (Debian's chromium, driven by Playwright over the
DevTools protocol): it loads offline with no console error and no network request, its charts
render inside the first 1280x800 screen, and that screen is kept as tests/artifacts/report-gpt2.png."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import REPO

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
def report_page(gpt2_profile: dict[str, Any], tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """The gpt2 report loaded in chromium, with every console message, page error and request."""
    report = tmp_path_factory.mktemp("report") / "report.html"
    write_report(str(Path(gpt2_profile["_workdir"]) / "results" / "gpt2" / "profile.json"), str(report))
    seen: dict[str, list[str]] = {"console": [], "errors": [], "requests": []}
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        context = browser.new_context(viewport=VIEWPORT, offline=True)
        page = context.new_page()
        page.on("console", lambda message: seen["console"].append(f"{message.type}: {message.text}"))
        page.on("pageerror", lambda error: seen["errors"].append(str(error)))
        page.on("request", lambda request: seen["requests"].append(request.url))
        page.goto(report.as_uri(), wait_until="load")
        yield {"page": page, "url": report.as_uri(), **seen}
        browser.close()


def test_report_loads_with_no_console_error_and_no_network(report_page: dict[str, Any]) -> None:
    assert [m for m in report_page["console"] if m.startswith(("error", "warning"))] == []
    assert report_page["errors"] == []
    assert report_page["requests"] == [report_page["url"]]


def test_charts_render_in_the_first_screen_without_horizontal_scroll(report_page: dict[str, Any]) -> None:
    page = report_page["page"]
    boxes = {name: page.locator(f"#{name} svg.chart").bounding_box() for name in ("time-budget", "coverage", "heatmap")}
    assert all(box and box["width"] > 200 and box["height"] > 50 for box in boxes.values()), boxes
    assert boxes["time-budget"]["y"] + boxes["time-budget"]["height"] <= VIEWPORT["height"]
    assert boxes["coverage"]["y"] + boxes["coverage"]["height"] <= VIEWPORT["height"]
    assert boxes["heatmap"]["y"] < VIEWPORT["height"]
    assert page.evaluate("document.scrollingElement.scrollWidth") <= VIEWPORT["width"]


def test_na_cells_carry_their_reason_as_a_tooltip(report_page: dict[str, Any]) -> None:
    na_cells = report_page["page"].locator("#heatmap g.cell", has_text="n/a")
    assert na_cells.count() == 10
    assert "not collected in ncu group all" in na_cells.first.locator("title").text_content()


def test_screenshot_of_the_first_screen_is_kept(report_page: dict[str, Any]) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / "report-gpt2.png"
    report_page["page"].screenshot(path=str(shot))
    report_page["page"].screenshot(path=str(ARTIFACTS / "report-gpt2-full.png"), full_page=True)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert shot.stat().st_size > 20_000  # a blank 1280x800 page compresses to a few kB

"""The house docs/architecture.md describes: the package mirrors the rules (a rule of
rules/<stage>.smk runs scripts/<rule>.py, which calls opprof.stages.<stage>.<rule>), and no module
of opprof/ is a room too big to live in."""

from __future__ import annotations

import importlib
import inspect
import re
from pathlib import Path

from conftest import REPO

STAGES = REPO / "opprof" / "stages"
# The most lines a module of opprof/ may hold.
MOST_LINES = 600
# A rule's header: `rule name:`, `use rule other as name with:`, or `rule:` (a target named in its body).
HEADER = re.compile(r"^\s*(?:rule (\w+):|use rule \w+ as (\w+) with:|rule:)\s*$")
SCRIPT = re.compile(r'^\s*script=script\("(\w+)"\),')


def scripts_of(rule_file: Path) -> list[tuple[str | None, str]]:
    """Each rule of ``rule_file`` that runs a script: (its name, None for a target named in its
    body; the script's name)."""
    found, rule = [], None
    for line in rule_file.read_text().splitlines():
        header = HEADER.match(line)
        if header:
            rule = header.group(1) or header.group(2)
        script = SCRIPT.match(line)
        if script:
            found.append((rule, script.group(1)))
    return found


def stage_functions(stage: str) -> set[str]:
    """The public functions defined in opprof/stages/<stage>.py."""
    module = importlib.import_module(f"opprof.stages.{stage}")
    return {
        name
        for name, value in vars(module).items()
        if inspect.isfunction(value) and value.__module__ == module.__name__ and not name.startswith("_")
    }


def test_each_rule_calls_the_function_of_its_name_in_the_module_named_after_its_rule_file() -> None:
    checked = 0
    for rule_file in sorted((REPO / "rules").glob("*.smk")):
        stage = rule_file.stem
        for rule, script in scripts_of(rule_file):
            assert rule in (script, None), f"{rule_file.name}: rule {rule} runs scripts/{script}.py"
            text = (REPO / "scripts" / f"{script}.py").read_text()
            assert f"from opprof.stages.{stage} import {script}\n" in text and f"main({script})" in text, script
            function = getattr(importlib.import_module(f"opprof.stages.{stage}"), script, None)
            assert inspect.isfunction(function), f"opprof.stages.{stage} has no function {script}"
            checked += 1
    # The parse found the rules: the capture file alone has nine.
    assert checked > 40


def test_each_stage_module_holds_only_its_rule_files_functions() -> None:
    modules = {p.stem for p in STAGES.glob("*.py")} - {"__init__"}
    rule_files = {p.stem for p in (REPO / "rules").glob("*.smk") if scripts_of(p)}
    assert modules == rule_files
    for stage in modules:
        scripts = {script for _, script in scripts_of(REPO / "rules" / f"{stage}.smk")}
        assert stage_functions(stage) <= scripts, stage


def test_no_module_of_the_package_is_over_600_lines() -> None:
    lengths = {str(p.relative_to(REPO)): len(p.read_text().splitlines()) for p in (REPO / "opprof").rglob("*.py")}
    assert {path: n for path, n in lengths.items() if n > MOST_LINES} == {}

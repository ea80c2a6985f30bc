"""The shape docs/architecture.md describes: one name per stage across rule, script and
function, and package layers that import only the layers below them."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import yaml
from conftest import REPO
from test_house import STAGES, stage_functions

PACKAGE = REPO / "opprof"
# What each layer may import besides itself (docs/architecture.md, "Package layers").
ALLOWED = {
    "base": {"base"},
    "bundle": {"base"},
    "ingest": {"base", "bundle"},
    "analysis": {"base", "bundle"},
    "findings": {"base", "bundle", "analysis"},
    "output": {"base", "bundle", "analysis", "findings"},
    "report": {"base", "bundle", "analysis", "findings", "output"},
    "capture": {"base", "bundle", "ingest", "analysis"},
}


def _layer(module: str) -> str:
    """``opprof.analysis.gate`` -> ``analysis``; modules at the package root, and the table
    contracts (``opprof.tables``), are the base."""
    parts = module.split(".")
    if parts[:2] == ["opprof", "tables"]:
        return "base"
    return parts[1] if len(parts) > 2 or (len(parts) == 2 and (PACKAGE / parts[1]).is_dir()) else "base"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("opprof"):
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name.startswith("opprof")}
    return found


def test_each_layer_imports_only_the_layers_below_it() -> None:
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(path.relative_to(REPO).with_suffix("").parts)
        # The adapter the scripts call, the package's face that re-exports the user API, and its
        # command line (python -m opprof).
        if module.startswith("opprof.stages.") or module in ("opprof.__init__", "opprof.__main__"):
            continue
        layer = _layer(module.removesuffix(".__init__"))
        for imported in _imports(path):
            if imported != "opprof" and _layer(imported) not in ALLOWED[layer] | {layer}:
                wrong.append(f"{module} ({layer}) imports {imported}")
    assert wrong == []


def _workloads() -> set[str]:
    config = yaml.safe_load((REPO / "config" / "config.yaml").read_text())
    return {w if isinstance(w, str) else next(iter(w)) for w in config["workloads"]}


def _rule_names() -> set[str]:
    done = subprocess.run(
        [sys.executable, "-m", "snakemake", "-s", str(REPO / "Snakefile"), "--list-rules"],
        capture_output=True,
        text=True,
        check=True,
        cwd=REPO,
    )
    return {line.strip() for line in done.stdout.splitlines() if line.strip()}


# Each rule block of rules/*.smk, with the script it names.
RULE_BLOCK = re.compile(r"^(?:use rule \w+ as (\w+) with|rule (\w+)):\n(.*?)(?=^\S|\Z)", re.M | re.S)


def _scripts_named_by_rules() -> dict[str, str]:
    named = {}
    for path in (REPO / "rules").glob("*.smk"):
        for match in RULE_BLOCK.finditer(path.read_text()):
            script = re.search(r'script=script\("(\w+)"\)', match.group(3))
            if script:
                named[match.group(1) or match.group(2)] = script.group(1)
    return named


def test_every_rule_runs_the_script_and_stage_function_of_its_name() -> None:
    # The targets: all, the paper's, one profile_<workload>, memory_<workload> and whatif_<workload>
    # per workload.
    targets = {"all", "diff_all", "reproduce_paper"}
    targets |= {f"{kind}_{name}" for name in _workloads() for kind in ("memory", "whatif")}
    rules = {name for name in _rule_names() if not name.startswith("profile_") and "__" not in name} - targets
    # The programs the capture and what-if rules launch, and the targets' one-line summary.
    scripts = {p.stem for p in (REPO / "scripts").glob("*.py")} - {"run_workload", "whatif_run", "profile_source"}
    functions = {name for p in STAGES.glob("[!_]*.py") for name in stage_functions(p.stem)} - {"profile_source"}
    # Which module each script imports its function from: tests/test_house.py.
    assert rules == scripts == functions
    assert _scripts_named_by_rules() == {name: name for name in rules}

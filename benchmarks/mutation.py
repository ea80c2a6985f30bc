"""Benchmark: mutation testing of the core modules with mutmut 3 (not run in CI).

Each module is mutated against a fast test subset: its unit tests and any existing fast tests that
exercise it (never the Snakemake-workflow tests, ~20 s each). Every run works in a temporary copy
of the repository's working tree, because mutmut writes its ``mutants/`` folder beside the
sources and two people may run this at once; mutmut is configured there through a ``setup.cfg``
this script writes (pyproject.toml has no ``[tool.mutmut]`` table). Prints per module the
mutants, killed, survived, timeout and kill rate, then every survivor: file, line and diff.

    python benchmarks/mutation.py                                   # the default table
    python benchmarks/mutation.py --only join.py gate.py            # some rows of it
    python benchmarks/mutation.py --module opprof/analysis/join.py --tests tests/test_core_join.py

``--module`` may repeat; each takes the ``--tests`` (files or pytest node ids) that follow it.
Kill rate = killed / mutants (less any mutmut did not check); a mutant of a function no selected
test calls is ``no tests`` in the "other" column, and counts as not killed. A test that fails
before any mutation is dropped from the run with a line saying so (mutmut needs a green start).

mutmut runs, for each mutant, only the tests that called the mutated function while it collected
its statistics: a test that reads a result a module-scoped fixture (or a cache) computed for an
earlier test is not among them, so compute the function under test inside each test.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Target:
    """One module to mutate, the tests that must kill its mutants, and optionally the only
    functions of it whose mutants count (a module that is more than the part under test)."""

    module: str
    tests: tuple[str, ...]
    functions: tuple[str, ...] = ()


# The unit handling of the ncu reader: scaling printed units to base units, parsing the numbers.
NCU_UNIT_FUNCTIONS = ("unit_scale", "_blank", "_numbers", "_in_base_units", "_metrics", "_merge_units")

# Existing fast tests that exercise a module beside its unit tests (the layer-dedup ones that do
# not run the workflow; the measured-window counts of a real timeline).
DEDUP = "tests/test_layer_dedup.py::"
PLAN_TESTS = (
    "tests/test_core_propagation.py",
    DEDUP + "test_plan_covers_every_position_once_from_measured_sources",
    DEDUP + "test_full_replay_asks_for_the_whole_window",
)
DEFAULT_TARGETS = (
    Target("opprof/analysis/join.py", ("tests/test_core_join.py", "tests/test_core_propagation.py")),
    Target("opprof/bundle/replay_plan.py", PLAN_TESTS),
    Target("opprof/analysis/gate.py", ("tests/test_core_gate_window.py",)),
    Target("opprof/analysis/window.py", ("tests/test_core_gate_window.py", "tests/test_capture_window.py")),
    Target("opprof/analysis/attribution.py", ("tests/test_core_attribution.py", "tests/test_core_launches.py")),
    Target("opprof/analysis/aggregate.py", ("tests/test_core_aggregate.py",)),
    Target("opprof/analysis/phases.py", ("tests/test_core_phases.py",)),
    Target("opprof/units.py", ("tests/test_core_ncu_units.py",)),
    Target("opprof/ingest/ncu.py", ("tests/test_core_ncu_units.py",), NCU_UNIT_FUNCTIONS),
)

# mutmut's exit-code verdicts (mutmut.stats.status_by_exit_code), folded to what the table prints.
KILLED, SURVIVED, TIMEOUT = "killed", "survived", "timeout"
VERDICTS: dict[int | None, str] = {
    1: KILLED,
    3: KILLED,
    0: SURVIVED,
    5: "no tests",
    33: "no tests",
    34: "skipped",
    35: "suspicious",
}
VERDICTS |= {36: TIMEOUT, 24: TIMEOUT, -24: TIMEOUT, 152: TIMEOUT, 255: TIMEOUT, -9: "segfault", -11: "segfault"}
VERDICTS |= {37: "caught by type check", None: "not checked"}
NOT_RUN = ("not checked", "skipped")  # left out of the kill rate; "no tests" counts as not killed


@dataclass
class Outcome:
    target: Target
    verdicts: dict[str, str] = field(default_factory=dict)  # mutant name -> verdict
    survivors: list[tuple[str, int | None, str]] = field(default_factory=list)  # name, line, diff
    seconds: float = 0.0
    error: str | None = None


def parse_targets(argv: list[str] | None) -> tuple[list[Target], argparse.Namespace]:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--module", action="append", default=[], help="a module to mutate (repeatable)")
    parser.add_argument("--tests", action="append", nargs="+", default=[], help="the tests for the --module before it")
    parser.add_argument(
        "--only", nargs="+", default=[], help="rows of the default table by module file name (join.py gate.py ...)"
    )
    parser.add_argument("--max-children", type=int, default=2, help="mutants run at once (default 2)")
    parser.add_argument("--keep", action="store_true", help="keep each temporary copy (its path is printed)")
    args = parser.parse_args(argv)
    if len(args.module) != len(args.tests):
        parser.error("give one --tests list after every --module")
    if args.module and args.only:
        parser.error("--only picks rows of the default table; give it without --module")
    if not args.module:
        chosen = [t for t in DEFAULT_TARGETS if not args.only or Path(t.module).name in args.only]
        unknown = set(args.only) - {Path(t.module).name for t in DEFAULT_TARGETS}
        if unknown:
            parser.error(f"--only: no default row for {sorted(unknown)}")
        return chosen, args
    defaults = {t.module: t.functions for t in DEFAULT_TARGETS}
    chosen = [Target(m, tuple(t), defaults.get(m, ())) for m, t in zip(args.module, args.tests, strict=True)]
    return chosen, args


def present_tests(target: Target) -> tuple[str, ...]:
    """The target's tests that exist in the working tree; a line for each that does not."""
    kept = []
    for test in target.tests:
        if (REPO / test.split("::")[0]).is_file():
            kept.append(test)
        else:
            print(f"  skipping {test} for {target.module}: the file does not exist (yet)")
    return tuple(kept)


def working_tree_files() -> list[str]:
    """Tracked and untracked, not ignored, files of the working tree, as git lists them."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO,
        capture_output=True,
        check=True,
    ).stdout.decode()
    return sorted({p for p in listed.split("\0") if p and (REPO / p).is_file()})


def copy_working_tree(destination: Path) -> None:
    for relative in working_tree_files():
        target = destination / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / relative, target)


def write_mutmut_config(root: Path, target: Target, tests: tuple[str, ...]) -> None:
    """setup.cfg in the copy: mutate one module of the package, run only these tests."""
    package = target.module.split("/")[0]
    also_copy = sorted(p.name for p in root.iterdir() if p.name not in {package, "tests", "setup.cfg", "mutants"})

    def lines(values: list[str] | tuple[str, ...]) -> str:
        return "".join(f"\n    {v}" for v in values)

    (root / "setup.cfg").write_text(
        "[mutmut]\n"
        f"source_paths = {package}\n"
        f"only_mutate = {target.module}\n"
        f"pytest_add_cli_args_test_selection ={lines(tests)}\n"
        f"pytest_add_cli_args ={lines(['-p', 'no:cacheprovider'])}\n"
        f"also_copy ={lines(also_copy)}\n"
        "use_git_change_detection = false\n"
        "track_dependencies = false\n"
    )


def mutant_function(name: str) -> str:
    """``opprof.analysis.join.x_join_counters__mutmut_3`` -> ``join_counters`` (methods:
    ``x\u01c1Class\u01c1method``)."""
    generated = name.rpartition(".")[2].rpartition("__mutmut_")[0]
    if "\u01c1" in generated:
        return generated.rpartition("\u01c1")[2]
    return generated.removeprefix("x_")


def mutant_line(source: str, function: str, diff: str) -> int | None:
    """Line of the first line the mutant changed, in the original file."""
    removed = next((line[1:] for line in diff.splitlines() if line.startswith("-") and not line.startswith("---")), "")
    spans = [
        (node.lineno, node.end_lineno or node.lineno)
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == function
    ]
    lines = source.splitlines()
    for first, last in spans:
        for number in range(first, last + 1):
            if lines[number - 1].strip() == removed.strip():
                return number
    return spans[0][0] if spans else None


DIFF_SCRIPT = """
import json, sys
from mutmut.mutation.diff_apply import get_diff_for_mutant
names, path = json.loads(sys.argv[1]), sys.argv[2]
print(json.dumps({n: get_diff_for_mutant(n, path=path) for n in names}))
"""


def survivor_diffs(root: Path, module: str, names: list[str]) -> dict[str, str]:
    if not names:
        return {}
    result = subprocess.run(
        [sys.executable, "-c", DIFF_SCRIPT, json.dumps(names), module],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    )
    diffs: dict[str, str] = json.loads(result.stdout)
    return diffs


def mutant_globs(target: Target) -> list[str]:
    """mutmut run arguments: every mutant, or only those of the target's functions."""
    dotted = target.module.removesuffix(".py").replace("/", ".")
    return [f"{dotted}.x_{function}__mutmut_*" for function in target.functions]


def passing_tests(root: Path, tests: tuple[str, ...], env: dict[str, str]) -> tuple[str, ...]:
    """The tests that pass in the copy before any mutation; a line for each one dropped."""

    def passes(selection: tuple[str, ...]) -> bool:
        command = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *selection]
        return subprocess.run(command, cwd=root, env=env, capture_output=True).returncode == 0

    if passes(tests):
        return tests
    kept = tuple(test for test in tests if passes((test,)))
    for test in tests:
        if test not in kept:
            print(f"  dropping {test}: it fails without any mutant")
    return kept


def run_target(target: Target, tests: tuple[str, ...], max_children: int, keep: bool) -> Outcome:
    outcome = Outcome(target)
    scratch = Path(tempfile.mkdtemp(prefix="opprof-mutation-"))
    root = scratch / "repo"
    started = time.monotonic()
    try:
        copy_working_tree(root)
        env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "MUTANT_UNDER_TEST"}}
        tests = passing_tests(root, tests, env)
        if not tests:
            outcome.error = "no test passes before mutation: nothing to run"
            return outcome
        write_mutmut_config(root, target, tests)
        log = scratch / "mutmut.log"
        with log.open("w") as out:
            command = [sys.executable, "-m", "mutmut", "run", "--max-children", str(max_children)]
            ran = subprocess.run([*command, *mutant_globs(target)], cwd=root, env=env, stdout=out, stderr=out)
        meta = root / "mutants" / (target.module + ".meta")
        if not meta.is_file():
            tail = log.read_text(errors="replace")[-3000:]
            outcome.error = f"mutmut exited {ran.returncode} without results; its log ends:\n{tail}"
            return outcome
        codes: dict[str, int | None] = json.loads(meta.read_text())["exit_code_by_key"]
        for name, code in codes.items():
            if target.functions and mutant_function(name) not in target.functions:
                continue
            outcome.verdicts[name] = VERDICTS.get(code, "suspicious")
        if ran.returncode != 0 and all(v in NOT_RUN for v in outcome.verdicts.values()):
            tail = log.read_text(errors="replace")[-3000:]
            outcome.error = f"mutmut exited {ran.returncode}; its log ends:\n{tail}"
        survivors = sorted(n for n, v in outcome.verdicts.items() if v == SURVIVED)
        diffs = survivor_diffs(root, target.module, survivors)
        source = (root / target.module).read_text()
        for name in sorted(survivors, key=_mutant_number):
            diff = diffs.get(name, "")
            outcome.survivors.append((name, mutant_line(source, mutant_function(name), diff), diff))
    finally:
        outcome.seconds = time.monotonic() - started
        if keep:
            print(f"  kept {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)
    return outcome


def _mutant_number(name: str) -> tuple[str, int]:
    match = re.search(r"^(.*)__mutmut_(\d+)$", name)
    return (match.group(1), int(match.group(2))) if match else (name, 0)


def print_table(outcomes: list[Outcome]) -> None:
    header = f"{'module':<34} {'mutants':>7} {'killed':>6} {'survived':>8} {'timeout':>7} {'other':>5} {'kill rate':>9}"
    print(header)
    print("-" * len(header))
    for outcome in outcomes:
        counts = Counter(outcome.verdicts.values())
        ran = len(outcome.verdicts) - sum(counts[v] for v in NOT_RUN)
        other = len(outcome.verdicts) - counts[KILLED] - counts[SURVIVED] - counts[TIMEOUT]
        rate = f"{100 * counts[KILLED] / ran:.1f}%" if ran else "-"
        name = outcome.target.module + (" (units)" if outcome.target.functions else "")
        print(
            f"{name:<34} {len(outcome.verdicts):>7} {counts[KILLED]:>6} {counts[SURVIVED]:>8} "
            f"{counts[TIMEOUT]:>7} {other:>5} {rate:>9}"
        )
    for outcome in outcomes:
        others = Counter(v for v in outcome.verdicts.values() if v not in (KILLED, SURVIVED, TIMEOUT))
        if others:
            print(f"  {outcome.target.module}: other verdicts {dict(others)}")


def print_survivors(outcomes: list[Outcome]) -> None:
    for outcome in outcomes:
        if not outcome.survivors:
            continue
        print(f"\n=== survivors in {outcome.target.module} ({len(outcome.survivors)})")
        for name, line, diff in outcome.survivors:
            print(f"\n--- {outcome.target.module}:{line if line is not None else '?'}  {name}")
            body = [d for d in diff.splitlines() if not d.startswith(("---", "+++"))]
            print("\n".join(body))


def main(argv: list[str] | None = None) -> int:
    targets, args = parse_targets(argv)
    outcomes = []
    for target in targets:
        print(f"{target.module}:")
        tests = present_tests(target)
        if not tests:
            print(f"  skipping {target.module}: none of its tests exist")
            continue
        print(f"  mutmut over {' '.join(tests)}")
        outcome = run_target(target, tests, args.max_children, args.keep)
        print(f"  done in {outcome.seconds:.0f} s")
        if outcome.error:
            print(f"  {outcome.error}")
        outcomes.append(outcome)
    print()
    print_table(outcomes)
    print_survivors(outcomes)
    return 1 if any(o.error for o in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())

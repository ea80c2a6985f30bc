"""Sequence dedup on the committed H200 timelines (the LSTM's time steps, a compiled GPT-2's
layers), without module ranges, and the ncu runs it plans (spans of launch ordinals)."""

from __future__ import annotations

import csv
import gzip
import io
import json
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from conftest import GPT2_BUNDLE, SHIPPED
from gpt2_layers import marker_manifest

from opprof.analysis.layer_dedup import DedupPlan, plan_replay
from opprof.analysis.sequence_dedup import MIN_RUN, ReplayCost, measured_runs, repeat_sources
from opprof.analysis.window import nsys_window
from opprof.bundle.replay_plan import check_propagation, load_plan, plan_table
from opprof.capture.phases import merged_ncu_csv
from opprof.errors import OpprofError
from opprof.ingest import ncu, nsys

COST = ReplayCost(run_s=10, kernel_s=0.36)


def planned(name: str, cost: ReplayCost | None = COST) -> tuple[DedupPlan, pd.DataFrame]:
    sqlite = SHIPPED / name / "nsys.sqlite"
    kernels, ranges = nsys.read_kernels(sqlite), nsys.read_ranges(sqlite)
    window = nsys_window(kernels, ranges, marker_manifest(2), sqlite)
    modules = json.loads((SHIPPED / name / "modules.json").read_text())
    return plan_replay(window, ranges, modules, sqlite, sequence=cost), window


def checked_table(plan: DedupPlan, window: pd.DataFrame, tmp_path: Path) -> pd.DataFrame:
    """The plan as load_plan reads it back, checked against the window as the join checks it."""
    path = tmp_path / "replay_plan.json"
    path.write_text(json.dumps(plan.plan))
    loaded = load_plan(path, len(window))
    check_propagation(loaded, window, path)
    return plan_table(loaded, len(window))


def test_the_lstm_time_steps_fold_to_twelve_kernels_in_two_runs(tmp_path: Path) -> None:
    plan, window = planned("lstm_sequence_encoder")
    assert len(window) == 1582 and plan.plan["scope_launches"] == 1582
    assert plan.scope == {"format": "opprof-profile-scope", "iteration": 0, "exclude_modules": [], "iterations": 2}
    # The tail of iteration 0 and the head of iteration 1 are one span: ncu counts both ranges.
    assert plan.plan["ncu_runs"] == [[101, 1], [787, 11]]
    assert plan.plan["ncu_kernels"] == 12
    table = checked_table(plan, window, tmp_path)
    measured = table[table["source_position"] == table["position"]]["position"].tolist()
    assert measured == [101, 787, 788, 789, 790, *range(791, 798)]
    # Every step's recurrent GEMM takes the counters of a measured GEMM like it (of two: the end
    # of iteration 0 launches it too).
    name = window.set_index("position")["name_key"]
    gemm = name.value_counts().index[0]
    sources = table.set_index("position").loc[name[name == gemm].index, "source_position"]
    assert set(name[sources.unique()]) == {gemm} and set(sources.unique()) <= set(measured)
    assert len(sources) == (name == gemm).sum() > 500


def test_a_compiled_gpt2_folds_its_layers_without_module_ranges(tmp_path: Path) -> None:
    plan, window = planned("gpt2_compiled")
    assert plan.layers.empty  # compiled: no layer classes, only the launch sequence
    assert plan.plan["ncu_runs"] == [[156, 23]] and plan.plan["ncu_kernels"] == 23
    table = checked_table(plan, window, tmp_path).set_index("position")
    reasons = table["reason"].dropna()
    assert reasons.str.contains(f"the launch sequence repeats \\(a run of at least {MIN_RUN}").sum() == 2 * 134
    # The head of iteration 0 was measured in iteration 1 (its launches 157.. are the first span's tail).
    assert table.loc[0, "source_position"] == 157 and table.loc[0, "reason"] == "iteration 0 repeats iteration 1"


def test_without_a_cost_the_plan_is_layer_dedup_alone_as_the_recorded_bundles_were_planned() -> None:
    plan, _ = planned("gpt2_bf16_compiled", cost=None)
    assert "ncu_runs" not in plan.plan and "iterations" not in plan.scope
    recorded = json.loads((SHIPPED / "gpt2_bf16_compiled" / "replay_plan.json").read_text())
    assert "sequence_dedup" not in recorded
    assert plan.plan["ncu_kernels"] == recorded["ncu_kernels"] == 229


def test_eager_gpt2_keeps_its_layer_classes_and_one_run(tmp_path: Path) -> None:
    plan, window = planned("gpt2")
    assert plan.plan["ncu_runs"] == [[0, 23]] and plan.plan["scope_launches"] == 46
    assert sorted(plan.scope["exclude_modules"]) == sorted([*(f"h.{b}" for b in range(1, 12)), "h.0.ln_2", "ln_f"])
    checked_table(plan, window, tmp_path)


def codes(text: str) -> np.ndarray:
    return np.array([ord(c) for c in text], dtype=np.int64)


def test_a_repeat_shorter_than_the_minimum_run_is_measured_again() -> None:
    unit = "abcdefg"[: MIN_RUN - 1]
    short = repeat_sources(codes(unit + "x" + unit + "y"))
    assert (short == np.arange(len(short))).all()
    unit = "abcdefgh"[:MIN_RUN]
    long = repeat_sources(codes(unit + "x" + unit + "y"))
    assert long.tolist() == [*range(MIN_RUN + 1), *range(MIN_RUN), 2 * MIN_RUN + 1]


def test_a_tandem_repeat_points_into_itself_and_a_lone_kernel_at_itself() -> None:
    source = repeat_sources(codes("z" + "abc" * 6 + "q"))
    assert source[:4].tolist() == [0, 1, 2, 3]
    assert source[4:19].tolist() == list(range(1, 16))  # each step copies the one before it
    assert source[19] == 19


@pytest.mark.parametrize(
    ("measured", "circular", "cost", "runs"),
    [
        ([0, 1, 2, 50], False, ReplayCost(10, 0.36), [(0, 3), (50, 1)]),
        ([0, 1, 2, 20], False, ReplayCost(10, 0.36), [(0, 21)]),  # 17 kernels cost 6 s < a run
        ([0, 1, 2, 99], True, ReplayCost(10, 0.36), [(99, 4)]),  # across the wrap: one run
        ([0, 1, 2, 99], False, ReplayCost(10, 0.36), [(0, 3), (99, 1)]),
        ([10, 60], True, ReplayCost(100, 0.36), [(60, 51)]),  # everything merges: cut at the widest gap
        (list(range(100)), True, ReplayCost(10, 0.36), [(0, 100)]),
        ([], True, ReplayCost(10, 0.36), []),
    ],
)
def test_spans_of_measured_launches_join_where_a_run_costs_more(
    measured: list[int], circular: bool, cost: ReplayCost, runs: list[tuple[int, int]]
) -> None:
    mask = np.zeros(100, dtype=bool)
    mask[measured] = True
    assert measured_runs(mask, cost, circular) == runs
    covered = np.zeros(200, dtype=bool)
    for skip, count in runs:
        assert not covered[skip : skip + count].any()
        covered[skip : skip + count] = True
    assert (covered[:100] | covered[100:])[mask].all()


def raw_parts(path: Path, split: int) -> tuple[str, list[str]]:
    """A real ncu raw-page CSV and the same rows as two runs would print them: the second run's
    byte columns in another unit (ncu scales each report's columns to its own values)."""
    text = gzip.decompress(path.read_bytes()).decode()
    rows = list(csv.reader(io.StringIO(text)))
    header, units, body = rows[0], rows[1], rows[2:]
    later_units = list(units)
    later_body = [list(r) for r in body[split:]]
    for column, unit in enumerate(units):
        if unit == "Kbyte":
            later_units[column] = "byte"
            for row in later_body:
                if row[column] not in ("", "n/a"):
                    row[column] = f"{float(row[column].replace(',', '')) * 1000:.6f}"
    for number, row in enumerate(later_body):
        row[header.index("ID")] = str(number)

    def text_of(table: list[list[str]]) -> str:
        out = io.StringIO()
        csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\n").writerows(table)
        return out.getvalue()

    return text, [text_of([header, units, *body[:split]]), text_of([header, later_units, *later_body])]


def read(text: str, path: Path) -> Any:
    path.write_text(text)
    return ncu.read_raw_csv(path)


def test_two_runs_merge_into_the_csv_one_run_would_have_printed(tmp_path: Path) -> None:
    whole, parts = raw_parts(GPT2_BUNDLE / "ncu" / "all.csv.gz", split=100)
    merged = read(merged_ncu_csv(parts, "ncu/all.csv.gz"), tmp_path / "merged.csv")
    original = read(whole, tmp_path / "whole.csv")
    assert merged.identity["ncu_index"].tolist() == list(range(len(original.identity)))
    pd.testing.assert_frame_equal(merged.identity, original.identity)
    pd.testing.assert_frame_equal(merged.metrics, original.metrics, rtol=1e-9)


def test_runs_that_printed_other_columns_are_refused(tmp_path: Path) -> None:
    _, parts = raw_parts(GPT2_BUNDLE / "ncu" / "all.csv.gz", split=100)
    lines = parts[1].split("\n")
    lines[0] = lines[0].replace('"Kernel Name"', '"Kernel"')
    with pytest.raises(OpprofError, match="ncu run 1 printed other columns than run 0"):
        merged_ncu_csv([parts[0], "\n".join(lines)], "ncu/all.csv.gz")


ALL_REDUCE = "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096UL>)"


def test_collectives_are_never_replayed_and_ordinals_count_the_other_kernels(tmp_path: Path) -> None:
    # gpt2_train's window with every kernel of its most launched elementwise name taken for an
    # NCCL all-reduce, as DDP's bucket all-reduces sit among the backward's kernels.
    sqlite = SHIPPED / "gpt2_train" / "nsys.sqlite"
    kernels, ranges = nsys.read_kernels(sqlite), nsys.read_ranges(sqlite)
    window = nsys_window(kernels, ranges, marker_manifest(2), sqlite)
    elementwise = window.loc[window["demangled_name"].str.contains("elementwise"), "name_key"].value_counts().index[0]
    collective = (window["name_key"] == elementwise).to_numpy()
    window = window.assign(
        demangled_name=window["demangled_name"].where(~collective, ALL_REDUCE),
        name_key=window["name_key"].where(~collective, ALL_REDUCE),
    )
    modules = json.loads((SHIPPED / "gpt2_train" / "modules.json").read_text())
    plan = plan_replay(window, ranges, modules, sqlite, sequence=COST)
    document = plan.plan
    assert (
        document["ncu_kernel_filter"]
        == "regex:^(?!.*(nccl(?:Dev)?Kernel_([A-Za-z]+)|(?:multimem|one_shot|two_shot)_all_reduce))"
    )
    table = checked_table(plan, window, tmp_path)
    excluded = table["source_position"] == -1
    assert excluded.to_numpy().tolist() == collective.tolist()
    assert set(table.loc[excluded, "reason"]) == {
        "a collective: ncu's replay hangs on kernels that wait for other ranks, so it is not replayed"
    }
    measured = table.loc[table["source_position"] == table["position"], "position"].to_numpy()
    assert not collective[measured].any()
    assert not collective[table.loc[~excluded, "source_position"].to_numpy()].any()
    # ncu counts launches through its name filter: the ordinals of the runs index the scoped
    # launches that are not collectives, and those are exactly the measured positions.
    # In the two scoped iterations ncu sees every launch outside the duplicate layers' forwards
    # (their positions in iteration 0 take a layer's counters) that its filter lets through.
    per_iteration = int((window["iteration"] == 0).sum())
    layer_duplicate = table["reason"].fillna("").str.startswith("layer ").to_numpy()[:per_iteration]
    visible = np.array(
        [p + k * per_iteration for k in range(2) for p in range(per_iteration) if not layer_duplicate[p]]
    )
    visible = visible[~collective[visible]]
    assert document["scope_launches"] == len(visible)
    ordinals = np.concatenate([np.arange(skip, skip + count) for skip, count in document["ncu_runs"]])
    assert sorted(visible[ordinals]) == sorted(measured)
    assert document["ncu_kernels"] == len(measured) > 0

"""Validation mode on real H200 counters: the recorded bundle's ncu replay measured all
468 GPT-2 kernels, so propagating the 25 that layer dedup keeps can be checked against the
other 443 as they were actually measured."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest
from conftest import GPT2_BUNDLE, REPO, run_workflow
from gpt2_layers import planned_bundle

from opprof.analysis.replay_validation import describe_validation, naive_cost, validate_replay
from opprof.errors import OpprofError
from opprof.ingest.ncu import read_ncu
from opprof.ingest.nsys import read_kernels


def test_propagation_keeps_launch_constants_and_instruction_counts(tmp_path: Path) -> None:
    planned_bundle(tmp_path / "captures" / "gpt2")
    result = run_workflow(tmp_path / "work", tmp_path / "captures", "results/gpt2/kernels.parquet")
    assert result.returncode == 0, result.stderr[-2000:]
    results = tmp_path / "work" / "results" / "gpt2"
    window = pd.read_parquet(results / "tables" / "window.parquet").merge(
        read_kernels(GPT2_BUNDLE / "nsys.sqlite"), left_on="nsys_kernel_index", right_on="kernel_index"
    )
    full, _ = read_ncu(GPT2_BUNDLE / "ncu" / "all.csv.gz", "full", "gh100")
    optimized = pd.read_parquet(results / "kernels.parquet").sort_values("position")
    # As a repeat of the optimized replay: the full replay's own rows at the measured positions.
    measured = optimized.loc[optimized["counter_provenance"] == "measured", "position"].to_numpy()
    with pytest.raises(OpprofError, match="repeated replay profiled 24 kernels, the optimized one 25"):
        validate_replay(optimized, full, window, GPT2_BUNDLE, full.iloc[measured[1:]])
    report = validate_replay(optimized, full, window, GPT2_BUNDLE, full.iloc[measured])
    assert report["propagated_kernels"] == 443
    assert report["launch_constants_equal"]
    assert report["instructions_within_2pct"] and report["instructions_max_rel_error"] < 0.002
    metrics = {(m["counter"], m["provenance"]): m for m in report["metrics"]}
    assert metrics[("dram_bytes_read", "propagated")]["max_rel_error"] < 0.002
    assert metrics[("registers_per_thread", "propagated")]["max_abs_error"] == 0
    rates = pd.DataFrame(report["family_rates"])
    assert set(rates.columns) >= {"operator_family", "counter", "rel_error", "noise_rel", "same_run_rel", "within"}
    # The measured 25 came from this same full replay, so propagating inside it is the same thing,
    # and "repeating" the optimized replay with the same rows moves nothing.
    pd.testing.assert_series_equal(rates["same_run_rel"], rates["rel_error"], check_names=False)
    assert rates["repeat_rel"].dropna().eq(0).all() and rates["repeat_rel"].notna().sum() > 80
    gemm = rates[(rates["operator_family"] == "aten::addmm") & (rates["counter"] == "achieved_occupancy_pct")]
    assert bool(gemm["within"].iloc[0])
    # A full replay of the first 200 launches only: refused as a whole window, compared on its own
    # positions as a sample, with the same errors there as the whole replay had.
    sample = full.iloc[:200]
    with pytest.raises(OpprofError, match="full replay profiled 200 kernels, the window has 468"):
        validate_replay(optimized, sample, window, GPT2_BUNDLE, full.iloc[measured])
    part = validate_replay(optimized, sample, window, GPT2_BUNDLE, full.iloc[measured], sampled=True)
    assert part["sample"] == {"launches": 200, "window": 468} and report["sample"] is None
    assert part["kernels"] == 200 and part["propagated_kernels"] == 176  # 24 of the 25 measured lie in it
    assert part["launch_constants_equal"] and part["instructions_max_rel_error"] <= report["instructions_max_rel_error"]
    sampled_rates = pd.DataFrame(part["family_rates"])
    assert sampled_rates["noise_rel"].isna().all()  # one iteration only: nothing measured twice
    pd.testing.assert_series_equal(sampled_rates["same_run_rel"], sampled_rates["rel_error"], check_names=False)
    with pytest.raises(OpprofError, match="full replay profiled 469 kernels"):
        validate_replay(optimized, pd.concat([full, full.iloc[:1]]), window, GPT2_BUNDLE, sampled=True)


def test_the_naive_replay_is_extrapolated_from_program_runs_of_two_sizes() -> None:
    recorded = json.loads((REPO / "benchmarks" / "h200" / "gpt2" / "replay_validation.json").read_text())["ncu_runs"]
    runs = [(recorded[k]["kernels"], recorded[k]["wall_s"]) for k in ("optimized", "repeat", "full")]
    fitted = naive_cost([r for r in runs if r[0] == 23] + [runs[-1]], 468)
    assert fitted["wall_s"] == pytest.approx(153.9, rel=0.01)  # the measured full replay, from the fit
    # The recorded LSTM's two sequence-dedup runs (1 and 11 kernels): about a quarter second a kernel.
    lstm = json.loads((REPO / "captures" / "h200" / "lstm_sequence_encoder" / "capture.json").read_text())
    lstm_runs = [(r["launch_count"], r["wall_s"]) for r in lstm["files"]["ncu"][0]["runs"]]
    assert 0.2 < naive_cost(lstm_runs, 1582)["kernel_s"] < 0.4
    with pytest.raises(ValueError, match="runs of two sizes"):
        naive_cost([(23, 18.5), (23, 18.0)], 468)


def test_the_h200_validation_run_reads_back_as_its_figures() -> None:
    """The live run (benchmarks/h200/gpt2): both ncu replays of one workflow run and the verdicts."""
    report = json.loads((REPO / "benchmarks" / "h200" / "gpt2" / "replay_validation.json").read_text())
    text = describe_validation(report)
    assert "ncu full     :  468 kernels, 10 passes,   153.9 s" in text
    assert "ncu optimized:   23 kernels, 10 passes,    18.5 s" in text
    assert "ncu repeat   :   23 kernels, 10 passes,    18.0 s" in text
    assert "speedup 8.30x" in text
    rates = "family rates within 5%: 103 of 110, beyond 5% but within the measured-twice noise: 3, beyond both: 4"
    assert rates in text
    assert "families beyond both: aten::arange (0.02% of the window's kernel time)" in text
    assert report["launch_constants_equal"] and report["instructions_within_2pct"]

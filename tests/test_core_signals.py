"""Signal rules at their thresholds, and one finding whose numbers are worked out by hand.

Each threshold test puts one fact exactly on the rule's threshold (the rule must not fire, or
must, as its comparison says) and a hair to either side. The hand-worked test builds the kernel
table of the first twelve GPT-2 window kernels from the real capture (nsys durations, ncu counters,
NVTX attribution) and checks the tensor-pipe finding against numbers computed here from the rows,
not by the aggregation code the report uses.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd
import pytest
from conftest import GPT2_BUNDLE

from opprof.analysis.attribution import attribute, nvtx_operators
from opprof.analysis.roofline import NEAR_ROOF_PCT
from opprof.counters import counter_names
from opprof.findings.gemm import TENSOR_PIPE_IDLE_PCT
from opprof.findings.host import LAUNCH_PATTERN_KERNELS, TINY_KERNEL_NS
from opprof.findings.memory_traffic import DRAM_SATURATED_PCT, LOW_L2_HIT_PCT
from opprof.findings.occupancy import (
    LATENCY_BOUND_ISSUE_PCT,
    LOW_OCCUPANCY_PCT,
    OCCUPANCY_STARVES_ISSUE_PCT,
    WARP_LATENCY_CYCLES,
)
from opprof.findings.plan import find_signals
from opprof.findings.rules import MATERIAL_SHARE
from opprof.ingest import kineto, ncu, nsys
from opprof.output.operator_facts import family_facts, kernel_table_frame

# A family no rule fires on (values of the same order as GPT-2's aten::add); tests change one.
HEALTHY: dict[str, Any] = {
    "family": "aten::add",
    "kernel_count": 48,
    "duration_ns": 400_000,
    "share_of_window_time": 0.2,
    "median_kernel_ns": 20_000.0,
    "median_idle_before_ns": 1_000.0,
    "idle_before_ns": 48_000.0,
    "kernel_names": ("vectorized_elementwise_kernel",),
    "c_tensor_pipe_active_pct": 0.0,
    "c_dram_throughput_pct": 40.0,
    "c_dram_bytes_read": 1.5e9,
    "c_dram_bytes_write": 2e8,
    "c_achieved_occupancy_pct": 60.0,
    "c_issue_active_pct": 60.0,
    "c_sm_throughput_pct": 30.0,
    "c_warp_latency_per_inst": 10.0,
    "c_local_spill_wavefronts": 0.0,
    "c_registers_per_thread": 32.0,
    "c_occupancy_limit_registers_blocks": 8.0,
    "c_l2_hit_rate_pct": 80.0,
}


def _rules(**changes: Any) -> list[str]:
    return [finding.rule for finding in find_signals(pd.DataFrame([{**HEALTHY, **changes}]))]


def _evidence(rule: str, **changes: Any) -> str:
    (finding,) = [f for f in find_signals(pd.DataFrame([{**HEALTHY, **changes}])) if f.rule == rule]
    return finding.evidence


def test_healthy_family_fires_nothing() -> None:
    assert _rules() == []


# Thresholds ------------------------------------------------------------------------------------


def test_low_l2_hit_rate_fires_below_fifty_percent_only() -> None:
    assert LOW_L2_HIT_PCT == 50.0
    assert _rules(c_l2_hit_rate_pct=50.0) == []
    assert _rules(c_l2_hit_rate_pct=49.999) == ["low_l2_hit_rate"]
    assert _rules(c_l2_hit_rate_pct=50.001) == []
    assert _rules(c_l2_hit_rate_pct=None) == [] and _rules(c_l2_hit_rate_pct=float("nan")) == []


def test_launch_bound_needs_the_idle_gap_longer_than_the_kernel() -> None:
    tiny = {"median_kernel_ns": 3_000.0}
    assert _rules(**tiny, median_idle_before_ns=3_000.0) == []  # idle exactly the kernel's duration
    assert _rules(**tiny, median_idle_before_ns=3_001.0) == ["launch_bound"]
    assert _rules(**tiny, median_idle_before_ns=2_999.0) == []
    assert _rules(**tiny, median_idle_before_ns=None) == []
    assert _rules(**tiny, median_idle_before_ns=float("nan")) == []


def test_launch_bound_needs_kernels_under_ten_microseconds() -> None:
    assert TINY_KERNEL_NS == 10_000
    idle = {"median_idle_before_ns": 50_000.0}
    assert _rules(**idle, median_kernel_ns=10_000.0) == []
    assert _rules(**idle, median_kernel_ns=9_999.0) == ["launch_bound"]


def test_launch_bound_needs_at_least_ten_kernels() -> None:
    assert LAUNCH_PATTERN_KERNELS == 10
    pattern = {"median_kernel_ns": 3_000.0, "median_idle_before_ns": 9_000.0}
    assert _rules(**pattern, kernel_count=10) == ["launch_bound"]
    assert _rules(**pattern, kernel_count=9) == []


@pytest.mark.parametrize(
    "wrapper",
    ["Torch-Compiled Region: 0/0", "CompiledFunction", "autograd::engine::evaluate_function: CompiledFunctionBackward"],
)
def test_a_compiled_graphs_wrapper_is_never_the_operator_of_a_finding(wrapper: str) -> None:
    pattern = {"median_kernel_ns": 3_000.0, "median_idle_before_ns": 9_000.0, "c_l2_hit_rate_pct": 10.0}
    assert _rules(**pattern) == ["launch_bound", "low_l2_hit_rate"]
    assert _rules(**pattern, family=wrapper) == []


def test_launch_bound_ignores_the_materiality_floor() -> None:
    pattern = {"median_kernel_ns": 3_000.0, "median_idle_before_ns": 9_000.0}
    assert _rules(**pattern, share_of_window_time=0.0) == ["launch_bound"]


def test_tensor_pipe_rule_fires_below_one_percent_on_a_gemm() -> None:
    assert TENSOR_PIPE_IDLE_PCT == 1.0
    gemm = {"family": "aten::addmm"}
    assert _rules(**gemm, c_tensor_pipe_active_pct=1.0) == []
    assert _rules(**gemm, c_tensor_pipe_active_pct=0.999) == ["tensor_pipe_idle_gemm"]
    assert _rules(c_tensor_pipe_active_pct=0.0) == []  # not a GEMM
    assert _rules(kernel_names=("cutlass_80_simt_sgemm_128x64_8x5_nn_align1",)) == ["tensor_pipe_idle_gemm"]
    assert _rules(kernel_names=("sm80_xmma_gemm_f32f32",)) == ["tensor_pipe_idle_gemm"]
    assert _rules(**gemm, c_tensor_pipe_active_pct=None) == []


def test_dram_saturation_fires_above_seventy_percent_only() -> None:
    assert DRAM_SATURATED_PCT == 70.0
    assert _rules(c_dram_throughput_pct=70.0) == []
    assert _rules(c_dram_throughput_pct=70.001) == ["dram_saturated"]
    assert _rules(c_dram_throughput_pct=None) == []


def test_low_occupancy_needs_both_occupancy_and_issue_below_their_thresholds() -> None:
    assert (LOW_OCCUPANCY_PCT, OCCUPANCY_STARVES_ISSUE_PCT) == (25.0, 50.0)
    assert _rules(c_achieved_occupancy_pct=24.999, c_issue_active_pct=49.999) == ["low_occupancy"]
    assert _rules(c_achieved_occupancy_pct=25.0, c_issue_active_pct=49.999) == []
    assert _rules(c_achieved_occupancy_pct=24.999, c_issue_active_pct=50.0) == []
    assert _rules(c_achieved_occupancy_pct=24.999, c_issue_active_pct=None) == []
    assert _rules(c_achieved_occupancy_pct=None, c_issue_active_pct=10.0) == []


def test_latency_bound_needs_long_warp_latency_and_low_issue() -> None:
    assert (WARP_LATENCY_CYCLES, LATENCY_BOUND_ISSUE_PCT) == (20.0, 30.0)
    assert _rules(c_warp_latency_per_inst=20.001, c_issue_active_pct=29.999) == ["latency_bound"]
    assert _rules(c_warp_latency_per_inst=20.0, c_issue_active_pct=29.999) == []
    assert _rules(c_warp_latency_per_inst=20.001, c_issue_active_pct=30.0) == []
    assert _rules(c_warp_latency_per_inst=None, c_issue_active_pct=10.0) == []


def test_any_local_memory_wavefront_is_a_spill() -> None:
    assert _rules(c_local_spill_wavefronts=0.0) == []
    assert _rules(c_local_spill_wavefronts=1.0) == ["register_spills"]
    assert _rules(c_local_spill_wavefronts=None) == []


def test_counter_rules_apply_from_one_percent_of_kernel_time() -> None:
    assert MATERIAL_SHARE == 0.01
    assert _rules(c_l2_hit_rate_pct=10.0, share_of_window_time=0.01) == ["low_l2_hit_rate"]
    assert _rules(c_l2_hit_rate_pct=10.0, share_of_window_time=0.00999) == []


# Evidence texts ----------------------------------------------------------------------------------


def test_each_rules_evidence_names_its_numbers() -> None:
    assert _evidence("low_l2_hit_rate", c_l2_hit_rate_pct=38.9) == (
        "38.9% of L2 sector requests hit; 1.5 GB read from DRAM"
    )
    assert _evidence("low_l2_hit_rate", c_l2_hit_rate_pct=38.9, c_dram_bytes_read=None) == (
        "38.9% of L2 sector requests hit"
    )
    assert _evidence("register_spills", c_local_spill_wavefronts=251328.0) == (
        "251,328 local-memory wavefronts over 400.0 µs of aten::add kernels (48 kernels), at 32 registers/thread"
    )
    assert _evidence("latency_bound", c_warp_latency_per_inst=75.5, c_issue_active_pct=6.7) == (
        "76 cycles between a warp's instructions; schedulers issue on 6.7% of cycles"
        "; DRAM at 40.0%, SM at 30.0% of peak; stall reasons not in this capture (no warp-state metrics requested)"
    )
    assert _evidence("low_occupancy", c_achieved_occupancy_pct=6.2, c_issue_active_pct=25.7) == (
        "6.2% achieved occupancy with schedulers issuing on 25.7% of cycles; blocks per SM allowed: 8 by registers "
        "(32/thread) (shared memory, warps per block, block slots: not captured); the limiter: registers; stall "
        "reasons not in this capture (no warp-state metrics requested)"
    )
    assert _evidence("dram_saturated", c_dram_throughput_pct=91.0) == (
        "DRAM at 91.0% of peak over 400.0 µs of aten::add kernels (48 kernels); 1.5 GB read, 200.0 MB written"
    )
    assert _evidence(
        "launch_bound", median_kernel_ns=2_860.0, median_idle_before_ns=18_100.0, idle_before_ns=868_800.0
    ) == (
        "48 kernels of median 2.86 µs; the GPU sat idle a median 18.1 µs before each "
        "(868.8 µs idle in all, against 400.0 µs of kernel time)"
    )


def test_findings_without_a_roof_follow_severity_then_the_time_at_stake() -> None:
    facts = pd.DataFrame(
        [
            {**HEALTHY, "family": "aten::mm", "c_l2_hit_rate_pct": 10.0, "c_dram_throughput_pct": 80.0},
            {**HEALTHY, "family": "aten::mul", "c_local_spill_wavefronts": 4.0, "duration_ns": 500_000},
        ]
    )
    found = [(f.operator, f.rule, f.severity) for f in find_signals(facts)]
    assert found == [
        ("aten::mm", "tensor_pipe_idle_gemm", "high"),
        ("aten::mm", "dram_saturated", "high"),
        ("aten::mul", "register_spills", "medium"),
        ("aten::mm", "low_l2_hit_rate", "low"),
    ]
    assert all(
        f.kernel_saving_ns is None and f.kernel_saving_formula.startswith("not estimated") for f in find_signals(facts)
    )


def test_findings_rank_by_what_fixing_them_could_save() -> None:
    """A spill on an operator at 10% of its roof (900 µs to gain) outranks a high-severity GEMM at
    80% of it (80 µs): the list is ordered by the estimated saving, each with its formula, and
    equal savings by severity. The GEMM with its tensor pipe idle is near the wrong roof: no
    near_roof finding for it."""
    facts = pd.DataFrame(
        [
            {**HEALTHY, "family": "aten::mm", "c_dram_throughput_pct": 80.0, "pct_of_roof": 80.0},
            {
                **HEALTHY,
                "family": "aten::mul",
                "c_local_spill_wavefronts": 4.0,
                "duration_ns": 1_000_000,
                "pct_of_roof": 10.0,
                "roof_source": "ncu speed of light",
            },
        ]
    ).assign(roof_source=lambda f: f["roof_source"].fillna("roofline"))
    found = find_signals(facts)
    assert [(f.operator, f.rule) for f in found] == [
        ("aten::mul", "register_spills"),
        ("aten::mm", "tensor_pipe_idle_gemm"),
        ("aten::mm", "dram_saturated"),
    ]
    assert found[0].kernel_saving_ns == pytest.approx(900_000) and found[0].at_stake_ns == 1_000_000
    assert found[0].kernel_saving_formula == "kernel time x (1 - 10.0% of its roof by ncu speed of light)"
    assert found[1].kernel_saving_ns == pytest.approx(80_000) and all(f.fix for f in found)


def test_an_operator_near_its_roof_gets_no_occupancy_or_latency_finding() -> None:
    starved = {"c_achieved_occupancy_pct": 10.0, "c_issue_active_pct": 10.0, "c_warp_latency_per_inst": 40.0}
    far = pd.DataFrame([{**HEALTHY, **starved, "pct_of_roof": NEAR_ROOF_PCT - 0.1, "roof_source": "roofline"}])
    near = far.assign(pct_of_roof=NEAR_ROOF_PCT)
    assert {f.rule for f in find_signals(far)} == {"low_occupancy", "latency_bound"}
    assert [f.rule for f in find_signals(near)] == ["near_roof"]
    assert find_signals(near)[0].evidence.startswith("60.0% of its roof (roofline)")


# A finding worked out by hand from real rows -------------------------------------------------------


def _gpt2_kernel_table() -> pd.DataFrame:
    """The first twelve GPT-2 window kernels as kernels.parquet holds them."""
    kernels = nsys.read_kernels(GPT2_BUNDLE / "nsys.sqlite")
    ranges = nsys.read_ranges(GPT2_BUNDLE / "nsys.sqlite")
    launched = (kernels["launch_start_ns"] >= ranges["start_ns"].min()).to_numpy(bool)
    window = kernels[launched].reset_index(drop=True).head(12)
    window = window.assign(
        position=np.arange(12), iteration=0, kineto_kernel_index=pd.array([None] * 12, dtype="Int64")
    )
    measured, _ = ncu.read_ncu(GPT2_BUNDLE / "ncu" / "all.csv.gz", "all", "gh100")
    for name in counter_names():
        window["c_" + name] = measured[name].to_numpy(np.float64)[:12]
    ops, launches, kineto_kernels, _ = kineto.read_trace(GPT2_BUNDLE / "kineto.json.gz")
    return attribute(window, nvtx_operators(window, ranges), ops, launches, kineto_kernels)


def test_tensor_pipe_finding_on_real_gemm_rows_matches_the_numbers_worked_by_hand() -> None:
    table = _gpt2_kernel_table()
    addmm = table[(table["operator_name"] == "aten::addmm").to_numpy(bool)]
    # The two aten::addmm kernels of the window, as nsys and ncu measured them:
    assert addmm["position"].tolist() == [6, 10]
    assert addmm["duration_ns"].tolist() == [62911, 37664]
    assert addmm["c_tensor_pipe_active_pct"].tolist() == pytest.approx([0.004769, 0.002856], abs=5e-7)
    assert addmm["c_achieved_occupancy_pct"].tolist() == pytest.approx([13.686185, 6.173124], abs=5e-7)
    assert addmm["c_dram_throughput_pct"].tolist() == pytest.approx([2.866219, 2.179413], abs=5e-7)
    # Weighted by duration over 62911 + 37664 = 100575 ns (100.6 µs):
    #   tensor pipe (0.004769 x 62911 + 0.002856 x 37664) / 100575 = 0.00405 -> "0.004%"
    #   occupancy   (13.686185 x 62911 + 6.173124 x 37664) / 100575 = 10.87   -> "10.9%" (mean 9.93: "9.9%")
    #   DRAM        (2.866219 x 62911 + 2.179413 x 37664) / 100575 = 2.609    -> "2.6%"  (mean 2.52: "2.5%")
    name = (
        "sm80_xmma_gemm_f32f32_f32f32_f32_nn_n_tilesize64x64x8_stage3_warpsize1x4x1_ffma_aligna4_alignc4"
        "_execute_kernel__5x_cublas"
    )
    findings = {(f.operator, f.rule): f for f in find_signals(family_facts(kernel_table_frame(table)))}
    assert findings[("aten::addmm", "tensor_pipe_idle_gemm")].evidence == (
        f"0.004% tensor pipe active over 100.6 µs of aten::addmm kernels (2 kernels); FP32 SIMT kernel names: {name}"
        "; 10.9% achieved occupancy, DRAM at 2.6% of peak"
    )
    # The attention kernel's spills, a sum: 251328 wavefronts on its one kernel, 168 registers.
    assert findings[("aten::_efficient_attention_forward", "register_spills")].evidence == (
        "251,328 local-memory wavefronts over 16.6 µs of aten::_efficient_attention_forward kernels (1 kernels)"
        ", at 168 registers/thread"
    )

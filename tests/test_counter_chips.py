"""Which metric names ncu is asked for, per chip: the lists `ncu --query-metrics --chip` printed
(opprof/chips, queried on the H200 machine with ncu 2025.3.1) decide, one name per counter."""

from __future__ import annotations

from importlib import resources

import pytest

from opprof.counters import catalogue, chip_metrics, for_chip, requested_metric_names, resolve

CHIPS = sorted(p.name.removesuffix(".txt.gz") for p in resources.files("opprof").joinpath("chips").iterdir())
EVERY_NAME = sorted({n for c in catalogue() for n in c.names})


def test_the_h200_is_asked_one_name_per_counter_and_none_its_chip_lacks() -> None:
    names, left_out = for_chip(EVERY_NAME, "gh100")
    assert len(names) == len(catalogue()) == 42 and len(EVERY_NAME) == 50
    assert left_out == {
        "dram__throughput.avg.pct_of_peak_sustained_elapsed": (
            "dram_throughput_pct is read from gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed"
        ),
        **{
            name: "gh100 does not list it (ncu --query-metrics --chip gh100)"
            for name in (
                "dram__bytes_op_read.sum",
                "dram__bytes_op_write.sum",
                "l1tex__data_pipe_lsu_wavefronts_mem_local.sum",
                "l1tex__t_hit_rate.pct",
                "lts__t_hit_rate.pct",
                "smsp__warp_cycles_per_issued_instruction.ratio",
            )
        },
        "sm__pipe_tensor_cycles_active.avg.pct_of_peak_sustained_active": (
            "tensor_pipe_active_pct is read from smsp__pipe_tensor_cycles_active.avg.pct_of_peak_sustained_active"
        ),
    }
    assert requested_metric_names("GH100") == names  # as nsys names the chip
    assert all(r.status == "measured" for r in resolve(set(names), "gh100"))


@pytest.mark.parametrize("chip", CHIPS)
def test_every_listed_chip_gets_at_most_one_name_per_counter_and_launch_facts(chip: str) -> None:
    listed = chip_metrics(chip)
    assert listed is not None and len(listed) > 1500
    names = set(requested_metric_names(chip))
    for counter in catalogue():
        assert len(names & set(counter.names)) <= 1, (chip, counter.name)
    assert {"launch__registers_per_thread", "launch__shared_mem_per_block_dynamic"} <= names
    # A counter none of whose names the chip lists is null on it, and says so.
    known = {c.name: c.names for c in catalogue()}
    for resolution in resolve(names, chip):
        assert (resolution.status == "measured") == any(n in names for n in known[resolution.counter])
        if resolution.status != "measured":
            assert resolution.status == "absent_on_chip" and f"--chip {chip}" in (resolution.reason or "")


def test_blackwell_workstation_chips_read_dram_bytes_from_their_own_names_and_tegra_has_none() -> None:
    gb202 = set(requested_metric_names("gb202"))
    assert {"dram__bytes_op_read.sum", "dram__bytes_op_write.sum"} <= gb202 and "dram__bytes_read.sum" not in gb202
    # Orin's and Thor's memory is the system's: no DRAM counters, so these counters are null there
    # (and Orin, not a Hopper, has no warpgroup MMA to stall on).
    absent = {r.counter for r in resolve(set(requested_metric_names("ga10b")), "ga10b") if r.status != "measured"}
    assert absent == {"dram_bytes_read", "dram_bytes_write", "dram_throughput_pct", "stall_gmma"}


def test_a_chip_without_a_list_is_asked_every_name_and_nothing_is_called_absent() -> None:
    assert chip_metrics("gz999") is None
    assert for_chip(EVERY_NAME, "gz999") == (EVERY_NAME, {}) == for_chip(EVERY_NAME, None)
    assert requested_metric_names() == EVERY_NAME
    statuses = {r.status for r in resolve({"gpu__time_duration.sum"}, "gz999")}
    assert statuses == {"measured", "not_collected"}


def test_raw_names_of_a_group_pass_where_the_chip_has_them() -> None:
    names, left_out = for_chip(["sm__inst_executed_pipe_fma.sum", "lts__t_hit_rate.pct"], "gh100")
    assert names == ["sm__inst_executed_pipe_fma.sum"]
    assert left_out == {"lts__t_hit_rate.pct": "gh100 does not list it (ncu --query-metrics --chip gh100)"}


def test_a_file_holding_two_names_of_one_counter_reads_the_catalogues_first() -> None:
    """The catalogue orders a counter's names by preference; a file that holds both (a merged
    report, a request made without a chip list) is read from the first."""
    several = [c for c in catalogue() if len(c.names) > 1]
    present = {n for c in several for n in c.names}
    resolved = {r.counter: r.raw_metric for r in resolve(present, "gh100")}
    assert several and all(resolved[c.name] == c.names[0] for c in several)

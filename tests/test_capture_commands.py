"""Tool command lines, counter groups and the live-or-recorded decision (pure, no tools needed)."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from opprof.capture.commands import metric_names, ncu_export, ncu_profile, nsys_export, nsys_profile, shell_line
from opprof.capture.phases import ncu_csv
from opprof.capture.tools import capture_source, find_tool, replay_passes
from opprof.counters import requested_metric_names
from opprof.errors import OpprofError

PROGRAM = ["python", "-P", "scripts/run_workload.py", "--workload", "gpt2"]


def test_nsys_traces_only_cuda_and_nvtx_with_graph_nodes_and_exports_sqlite() -> None:
    profile = nsys_profile("nsys", Path("w/nsys"), PROGRAM)
    assert shell_line(profile).startswith(
        "nsys profile -t cuda,nvtx --cuda-graph-trace=node --sample=none --cpuctxsw=none --backtrace=none "
        "--force-overwrite true -o w/nsys "
    )
    assert profile[-len(PROGRAM) :] == PROGRAM
    assert nsys_export("nsys", Path("w/nsys.nsys-rep"), Path("b/nsys.sqlite")) == [
        *["nsys", "export", "--type", "sqlite", "--force-overwrite", "true", "-o", "b/nsys.sqlite", "w/nsys.nsys-rep"]
    ]


def test_ncu_profiles_only_the_window_at_unlocked_clocks() -> None:
    line = shell_line(ncu_profile("ncu", ["a__x.sum", "b__y.pct"], "application", Path("w/ncu_all"), PROGRAM))
    for flag in (
        "--clock-control none",
        "--replay-mode application",
        "--profile-from-start off",
        "--metrics a__x.sum,b__y.pct",
        "--print-kernel-base mangled",
    ):
        assert flag in line
    assert line.endswith(shell_line(PROGRAM))


@pytest.mark.parametrize(("units", "flag"), [("default", False), ("base", True)])
def test_ncu_export_prints_base_units_only_when_asked(units: str, flag: bool) -> None:
    command = ncu_export("ncu", Path("w/ncu_all.ncu-rep"), units)  # type: ignore[arg-type]
    assert command[:7] == ["ncu", "--import", "w/ncu_all.ncu-rep", "--csv", "--page", "raw", "--print-kernel-base"]
    assert ("--print-units" in command) is flag


def test_counter_group_all_requests_every_name_variant() -> None:
    assert metric_names("all") == requested_metric_names()


def test_counter_group_takes_counters_and_raw_metrics() -> None:
    names = metric_names(["l2_hit_rate_pct", "launch__grid_size"])
    assert names == ["launch__grid_size", "lts__t_hit_rate.pct", "lts__t_sector_hit_rate.pct"]


def test_counter_group_with_an_unknown_name_is_refused() -> None:
    with pytest.raises(OpprofError, match="'l2_hitrate'"):
        metric_names(["l2_hitrate"])


@pytest.mark.parametrize(
    ("setting", "gpu", "nsys", "ncu", "source"),
    [
        ("auto", True, "/bin/nsys", "/bin/ncu", "live"),
        ("auto", False, "/bin/nsys", "/bin/ncu", "recorded"),
        ("auto", True, None, "/bin/ncu", "recorded"),
        ("recorded", True, "/bin/nsys", "/bin/ncu", "recorded"),
        ("live", False, None, None, "live"),
    ],
)
def test_live_capture_needs_a_gpu_nsys_and_ncu(
    setting: str, gpu: bool, nsys: str | None, ncu: str | None, source: str
) -> None:
    assert capture_source(setting, gpu, nsys, ncu)[0] == source  # type: ignore[arg-type]


def test_recorded_reason_names_what_is_missing() -> None:
    assert capture_source("auto", False, None, "/bin/ncu")[1] == "no GPU capture on this machine: no GPU, no nsys"


def test_first_executable_candidate_is_the_tool(tmp_path: Path) -> None:
    tool = tmp_path / "ncu"
    tool.write_text("#!/bin/sh\n")
    tool.chmod(tool.stat().st_mode | stat.S_IXUSR)
    assert find_tool(["opprof-no-such-tool", str(tool)]) == str(tool)
    assert find_tool("opprof-no-such-tool") is None


def test_replay_passes_is_the_most_any_kernel_needed() -> None:
    output = (
        '==PROF== Profiling "k1" - 0: 0%....50%....100% - 9 passes\n'
        '==PROF== Profiling "k2" - 1: 0%....50%....100% - 10 passes\n'
    )
    assert replay_passes(output) == 10
    assert replay_passes("no pass information") is None


def test_ncu_csv_drops_tool_messages_before_the_header() -> None:
    assert ncu_csv('==PROF== Disconnected\n"ID","Kernel Name"\n"",""\n') == '"ID","Kernel Name"\n"",""\n'

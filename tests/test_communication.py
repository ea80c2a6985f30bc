"""Collectives: kinds from real NCCL and symmetric-memory kernel names (a B200 rank of eight that
nobody here captured), bytes from torch.profiler's kernel arguments, and overlap with compute on
a timeline whose answer is worked out by hand."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from opprof.analysis.communication import collective_of, communication
from opprof.analysis.diff import COMMUNICATION, kernel_family
from opprof.ingest import kineto
from opprof.intervals import overlap, union

B200 = Path(__file__).parent / "data" / "peer-traces" / "tracelens" / "b200_eager_trace.json.gz"


@pytest.fixture(scope="module")
def b200() -> pd.DataFrame:
    """The trace's kernels as the window's kernel table would hold them: each kernel's operator is
    the innermost CPU op of its launch's External id."""
    tables = kineto.read_trace(B200)
    ops = tables.ops.dropna(subset=["external_id"]).sort_values("depth").drop_duplicates("external_id", keep="last")
    operator = tables.kernels["external_id"].map(ops.set_index("external_id")["name"])
    return tables.kernels.assign(
        iteration=0,
        duration_ns=tables.kernels["end_ns"] - tables.kernels["start_ns"],
        demangled_name=tables.kernels["name"],
        operator_name=operator.astype("string"),
    )


def test_the_b200_rank_s_collectives_are_found_by_name_and_operator(b200: pd.DataFrame) -> None:
    found = communication(b200, b200["message_bytes"])
    by_kind = {c["collective"]: c for c in found["collectives"]}
    # The trace's own counts: 73 symmetric-memory all-reduce kernels (symm_mem::multimem_all_reduce_)
    # and one NCCL all-gather (c10d::_allgather_base_) of 25,136 bf16 elements in.
    assert {k: c["kernels"] for k, c in by_kind.items()} == {"all-reduce": 73, "all-gather": 1}
    assert by_kind["all-gather"]["bytes"] == 25136 * 2
    assert by_kind["all-reduce"]["bytes"] is None and by_kind["all-reduce"]["bytes_known_kernels"] == 0
    names = b200["demangled_name"].astype(str)
    collective = names.str.contains("nccl|multimem_all_reduce")
    assert found["kernels"] == int(collective.sum()) == 74
    assert found["duration_ns"] == int(b200.loc[collective, "duration_ns"].sum())


def test_one_stream_overlaps_nothing(b200: pd.DataFrame) -> None:
    # Every kernel of this rank ran on stream 7: communication can only be exposed.
    assert set(b200["stream_id"].dropna()) == {7}
    (step,) = communication(b200, b200["message_bytes"])["iterations"]
    assert step["overlapped_ns"] == 0
    assert step["exposed_ns"] == step["communication_ns"] > 0


def test_overlap_counts_streams_once_per_iteration() -> None:
    #  iteration 0: compute [0,100) and [50,150) on two streams; all-reduce [120,200) and [130,140)
    #  -> communication 80 ns, compute covers [120,150) of it: 30 overlapped, 50 exposed.
    #  iteration 1: an all-gather [300,310) with no compute: all exposed.
    kernels = pd.DataFrame(
        {
            "iteration": [0, 0, 0, 0, 1, 1],
            "start_ns": [0, 50, 120, 130, 250, 300],
            "duration_ns": [100, 100, 80, 10, 20, 10],
            "demangled_name": [
                "ampere_sgemm_128x64_nn",
                "vectorized_elementwise_kernel",
                "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096UL>)",
                "ncclKernel_AllReduce_RING_LL_Sum_float(ncclDevComm*, unsigned long, ncclWork*)",
                "ampere_sgemm_128x64_nn",
                "ncclDevKernel_AllGather_RING_LL(ncclDevKernelArgsStorage<4096UL>)",
            ],
            "operator_name": ["aten::mm", "aten::add", None, None, "aten::mm", None],
        }
    )
    sizes = pd.Series([None, None, 4096, 4096, None, 1024], dtype="Int64")
    found = communication(kernels, sizes)
    assert found["iterations"] == [
        {"iteration": 0, "communication_ns": 80, "compute_ns": 150, "overlapped_ns": 30, "exposed_ns": 50},
        {"iteration": 1, "communication_ns": 10, "compute_ns": 20, "overlapped_ns": 0, "exposed_ns": 10},
    ]
    assert found["overlapped_share"] == pytest.approx(30 / 90)
    assert found["collectives"][0] == {
        "collective": "all-reduce", "kernels": 2, "duration_ns": 90, "bytes": 8192, "bytes_known_kernels": 2,
    }  # fmt: skip


def test_a_window_without_collectives_says_so() -> None:
    kernels = pd.DataFrame(
        {"iteration": [0], "start_ns": [0], "duration_ns": [5], "demangled_name": ["k"], "operator_name": ["aten::mm"]}
    )
    found = communication(kernels, pd.Series([None], dtype="Int64"))
    assert (found["kernels"], found["collectives"], found["iterations"], found["overlapped_share"]) == (0, [], [], None)


@pytest.mark.parametrize(
    ("kernel", "operator", "kind"),
    [
        ("ncclDevKernel_ReduceScatter_Sum_bf16_RING_LL(ncclDevKernelArgsStorage<4096UL>)", None, "reduce-scatter"),
        ("ncclDevKernel_SendRecv(ncclDevKernelArgsStorage<4096UL>)", None, "send/recv"),
        ("ncclDevKernel_Generic(ncclDevKernelArgsStorage<4096UL>)", None, "collective"),
        ("void at::native::elementwise_kernel<128, 4>", "c10d::allreduce_", "all-reduce"),
        ("void at::native::elementwise_kernel<128, 4>", "gloo:broadcast", "broadcast"),
        ("void at::native::elementwise_kernel<128, 4>", "_c10d_functional::reduce_scatter_tensor", "reduce-scatter"),
        ("void at::native::elementwise_kernel<128, 4>", "aten::add", None),
        ("void at::native::reduce_kernel<512, 1>", "aten::all", None),
    ],
)
def test_collective_kinds(kernel: str, operator: str | None, kind: str | None) -> None:
    assert collective_of(kernel, operator) == kind


def test_the_diff_puts_collectives_in_one_family_even_unattributed() -> None:
    name = "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096UL>)"
    assert kernel_family(None, [], name, attributed=False) == (COMMUNICATION, "collective")
    assert kernel_family("aten::mm", [], "ampere_sgemm_128x64_nn", attributed=True)[0] == "GEMM"


def test_overlap_of_unions_matches_a_sweep() -> None:
    rng = np.random.default_rng(0)
    starts = rng.integers(0, 1000, size=(2, 40))
    a, b = (union(s, s + rng.integers(1, 60, size=40)) for s in starts)
    timeline = np.zeros(1100, dtype=bool), np.zeros(1100, dtype=bool)
    for (start, end), cover in zip((a, b), timeline, strict=True):
        for low, high in zip(start, end, strict=True):
            cover[low:high] = True
    assert overlap(a, b) == int((timeline[0] & timeline[1]).sum())

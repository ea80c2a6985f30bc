"""Inductor's fusion map, read from real debug output: CPU (provenance mapping, tests/data/inductor_cpu)
and H200 Triton (the ``Original ATen`` comment, tests/data/inductor_h200_mlp)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pandas as pd
import pytest

from opprof.analysis.attribution import attribute_by_inductor
from opprof.analysis.fusion_map import (
    KEPT_FILES,
    graph_fusion_map,
    keep_debug_output,
    kernel_source_nodes,
    kernels_from_output_code,
    normalise_op,
    read_fusion_map,
)
from opprof.errors import OpprofError
from opprof.tables import FUSION_MAP

DATA = Path(__file__).parent / "data"
CPU_DEBUG = DATA / "inductor_cpu"
H200_GRAPH = DATA / "inductor_h200_mlp"


def test_cpu_kernels_take_their_aten_ops_from_the_provenance_mapping() -> None:
    table = read_fusion_map(CPU_DEBUG)
    assert list(table.columns) == FUSION_MAP.names
    ops = dict(zip(table["kernel_name"], table["aten_ops"].map(sorted), strict=True))
    assert ops == {
        "cpp_fused_relu_0": ["aten::relu"],
        "cpp_fused_gelu_1": ["aten::add", "aten::erf", "aten::mul"],
        "cpp_fused_silu_2": ["aten::add", "aten::div", "aten::exp", "aten::neg"],
        "cpp_fused_tanh_3": ["aten::tanh"],
    }
    assert set(table["source"]) == {"provenance"}
    assert set(table["graph"]) == {"model__0_inference_0.0"}


def test_triton_kernel_takes_the_original_aten_comment_above_it() -> None:
    table = graph_fusion_map(H200_GRAPH, H200_GRAPH.name)
    assert table[["kernel_name", "source"]].values.tolist() == [["triton_poi_fused_addmm_gelu_0", "comment"]]
    assert table["aten_ops"].iloc[0] == ["aten::addmm", "aten::gelu"]


def test_extern_kernel_calls_are_not_generated_kernels() -> None:
    kernels = kernels_from_output_code((H200_GRAPH / "output_code.py").read_text())
    assert list(kernels) == ["triton_poi_fused_addmm_gelu_0"]


# The shape of a backward graph's generated code (gpt2_train_compiled's, cut down): one kernel
# defined once and called at two sites for other nodes, an extern GEMM between them.
REUSED_KERNEL = """
# Topologically Sorted Source Nodes: [mul_1, sum_1], Original ATen: [aten.native_layer_norm_backward]
triton_per_fused_norm_0 = async_compile.triton('triton_per_fused_norm_0', 'source')

def call(args):
            # Topologically Sorted Source Nodes: [mul_1, sum_1], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_norm_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused_norm_0.run(buf0, buf1, 768, 4, stream=stream0)
            # Topologically Sorted Source Nodes: [mm_3], Original ATen: [aten.mm]
            extern_kernels.mm(buf1, primals_2, out=buf2)
            # Topologically Sorted Source Nodes: [mul_7, sum_4], Original ATen: [aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_norm_0.run(buf2, buf3, 768, 4, stream=stream0)
            helper.run(buf3)
"""


def test_a_reused_kernel_names_the_nodes_of_every_call_site_and_no_extern_calls() -> None:
    assert kernel_source_nodes(REUSED_KERNEL) == {"triton_per_fused_norm_0": ["mul_1", "sum_1", "mul_7", "sum_4"]}


@pytest.mark.parametrize(
    ("spelled", "normalised"),
    [
        ("aten.mm", "aten::mm"),
        ("aten.var_mean.correction", "aten::var_mean"),
        (" prims.convert_element_type", "prims::convert_element_type"),
    ],
)
def test_operator_names_take_the_profiler_spelling(spelled: str, normalised: str) -> None:
    assert normalise_op(spelled) == normalised


def test_bundle_without_inductor_folder_gives_an_empty_map() -> None:
    table = read_fusion_map(None)
    assert table.empty
    assert list(table.columns) == FUSION_MAP.names


def test_only_the_useful_debug_files_are_kept(tmp_path: Path) -> None:
    graph = tmp_path / "debug" / "torch_compile_debug" / "run_1-pid_1" / "torchinductor" / "model__0_inference_0.0"
    shutil.copytree(CPU_DEBUG / "model__0_inference_0.0", graph)
    (graph / "ir_pre_fusion.txt").write_text("large IR dump")
    assert keep_debug_output(tmp_path / "debug", tmp_path / "kept", traced_graphs=1) == 1
    kept = sorted(p.name for p in (tmp_path / "kept" / "model__0_inference_0.0").iterdir())
    assert kept == sorted(KEPT_FILES)


def test_debug_output_without_generated_code_is_refused_unless_nothing_was_traced(tmp_path: Path) -> None:
    (tmp_path / "debug" / "torchinductor").mkdir(parents=True)
    with pytest.raises(OpprofError, match=r"no output_code\.py .* though Dynamo traced 2 graphs"):
        keep_debug_output(tmp_path / "debug", tmp_path / "kept", traced_graphs=2)
    assert not (tmp_path / "kept").exists()
    assert keep_debug_output(tmp_path / "debug", tmp_path / "kept", traced_graphs=0) == 0
    assert list((tmp_path / "kept").iterdir()) == []


def _attributed(confidence: list[str], operator: list[str | None]) -> pd.DataFrame:
    return pd.DataFrame(
        {
            "position": [0, 1, 2],
            "name_key": ["triton_poi_fused_addmm_gelu_0", "triton_poi_fused_addmm_gelu_0", "ampere_sgemm"],
            "confidence": pd.Series(confidence, dtype="string"),
            "attribution_method": pd.Series(
                ["none" if c == "unattributed" else "kineto_external_id" for c in confidence], dtype="string"
            ),
            "operator_name": pd.Series(operator, dtype="string"),
            "call_index": pd.Series([None if o is None else 0 for o in operator], dtype="Int64"),
            "fused_with": [[], [], []],
        }
    )


def test_unattributed_triton_kernels_are_promoted_to_medium_by_the_fusion_map() -> None:
    out = attribute_by_inductor(
        _attributed(["unattributed"] * 3, [None] * 3), graph_fusion_map(H200_GRAPH, H200_GRAPH.name)
    )
    assert out["confidence"].tolist() == ["medium", "medium", "unattributed"]
    assert out["attribution_method"].tolist() == ["inductor", "inductor", "none"]
    assert out["operator_name"].tolist()[:2] == ["triton_poi_fused_addmm_gelu_0"] * 2
    assert out["call_index"].tolist()[:2] == [0, 1]
    assert out["fused_with"].tolist() == [["aten::addmm", "aten::gelu"], ["aten::addmm", "aten::gelu"], []]


def test_attributed_kernels_keep_their_tier_and_gain_fused_with() -> None:
    before = _attributed(["high", "high", "high"], ["aten::linear", "aten::linear", "aten::mm"])
    out = attribute_by_inductor(before, graph_fusion_map(H200_GRAPH, H200_GRAPH.name))
    for column in ("confidence", "attribution_method", "operator_name", "call_index"):
        assert out[column].tolist() == before[column].tolist()
    assert out["fused_with"].tolist()[0] == ["aten::addmm", "aten::gelu"]


def test_kernels_left_on_a_compiled_graphs_wrapper_become_their_fused_kernel() -> None:
    """Without NVTX, CUPTI's answer for a backward graph's kernel is the autograd node around the
    graph's call: a region, not an operator, so the map names the kernel instead."""
    node = "autograd::engine::evaluate_function: CompiledFunctionBackward"
    before = _attributed(["high", "high", "high"], [node, node, node])
    out = attribute_by_inductor(before, graph_fusion_map(H200_GRAPH, H200_GRAPH.name))
    assert out["operator_name"].tolist() == ["triton_poi_fused_addmm_gelu_0"] * 2 + [node]
    assert out["confidence"].tolist() == ["medium", "medium", "high"]
    assert out["attribution_method"].tolist() == ["inductor", "inductor", "kineto_external_id"]
    assert out["call_index"].tolist() == [0, 1, 0]
    assert out["fused_with"].tolist()[:2] == [["aten::addmm", "aten::gelu"]] * 2

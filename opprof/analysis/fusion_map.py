"""Inductor's fusion map: which aten operators each generated kernel computes.

Read from the Inductor debug output (``TORCH_COMPILE_DEBUG=1``) that a bundle keeps under
``inductor/``: every folder below it that holds an ``output_code.py`` is one compiled graph,
whether opprof kept it (``inductor/<graph>/``) or the folder is the tree ``TORCH_COMPILE_DEBUG``
writes (``torch_compile_debug/run_<time>-pid_<pid>/torchinductor/<graph>/``, several runs and
graphs). A graph is named by its folder's path under ``inductor/``.

- ``output_code.py`` defines every generated kernel as ``<name> = async_compile.<kind>(...)``.
  Triton kernels are preceded by ``# Topologically Sorted Source Nodes: [...], Original ATen:
  [aten.view, ...]`` (written by ``torch._inductor.utils.get_kernel_metadata``); C++ kernels
  (CPU) are not.
- ``inductor_provenance_tracking_node_mappings.json`` maps each kernel (``<name>:<handle>`` in
  recent torch) to the post-grad graph nodes it computes; ``fx_graph_transformed.py`` (the
  post-grad graph) names each node's aten operator.

The comment gives the operators the user wrote (``aten::gelu``); provenance gives their
decompositions (``aten::erf``), so a kernel takes the comment where there is one.

- The same comment, above the definition and above each call of the kernel, names the post-grad
  graph nodes it computes there (``Topologically Sorted Source Nodes``); ``fx_graph_transformed.py``
  prints each node under a ``# File: <path>:<line> in <fn>, code: <code>`` comment, the user's line
  it came from. A backward graph's nodes carry the forward line they differentiate, so a backward
  kernel is named by the forward code it is the gradient of.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterable
from pathlib import Path

import pandas as pd

from opprof.bundle.manifest import read_json, read_text
from opprof.errors import OpprofError
from opprof.tables import FUSION_MAP, INDUCTOR_CALLS

OUTPUT_CODE = "output_code.py"
PROVENANCE = "inductor_provenance_tracking_node_mappings.json"
POST_GRAD_GRAPH = "fx_graph_transformed.py"
READABLE_GRAPH = "fx_graph_readable.py"
# What a bundle keeps of each graph's debug folder: enough to rebuild the map and read it.
KEPT_FILES = (OUTPUT_CODE, PROVENANCE, POST_GRAD_GRAPH, READABLE_GRAPH)

_KERNEL_DEFINITION = re.compile(r"^(?P<name>[A-Za-z_]\w*) = async_compile\.\w+\(")
_ORIGINAL_ATEN = re.compile(r"Original ATen: \[(?P<ops>[^\]]*)\]")
_SOURCE_NODES = re.compile(r"Topologically Sorted Source Nodes: \[(?P<nodes>[^\]]*)\]")
_FILE_COMMENT = re.compile(r"^\s*# File: (?P<path>.+):(?P<line>\d+) in [^,]+, code: (?P<code>.*)$")
_GRAPH_NODE = re.compile(r"^\s*(?P<node>\w+)(?:\s*:\s*\"[^\"]*\")?\s*=\s*torch\.ops\.(?P<namespace>\w+)\.(?P<op>\w+)")
_DEBUG_HANDLE = re.compile(r":\d+$")
# A launch in the generated code's body: a Triton kernel's run, or a call out to an aten operator
# (``extern_kernels.mm(...)``, ``buf8 = torch.ops.aten._scaled_dot_product_efficient_attention.default(...)``).
_LAUNCH = re.compile(
    r"^\s+(?:\w+\s*=\s*)?(?:(?P<triton>[A-Za-z_]\w*)\.run\(|extern_kernels\.(?P<extern>\w+)\(|"
    r"torch\.ops\.aten\.(?P<aten>\w+)\.\w+\()"
)
TRITON, EXTERN = "triton", "extern"


def normalise_op(name: str) -> str:
    """``aten.mm`` / ``aten.mm.default`` -> ``aten::mm``, the spelling of profiler operator names."""
    namespace, _, rest = name.strip().partition(".")
    return f"{namespace}::{rest.split('.')[0]}" if rest else namespace


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


def kernel_comments(text: str) -> dict[str, str]:
    """Every kernel defined in ``output_code.py`` with the comment block right above it ('' if none)."""
    lines = text.splitlines()
    kernels: dict[str, str] = {}
    for number, line in enumerate(lines):
        match = _KERNEL_DEFINITION.match(line)
        if not match:
            continue
        above = number
        while above > 0 and lines[above - 1].startswith("#"):
            above -= 1
        kernels[match.group("name")] = "\n".join(lines[above:number])
    return kernels


def _listed(pattern: re.Pattern[str], group: str, comment: str) -> list[str]:
    """The names the comment's first ``pattern`` lists (comma separated), in order."""
    found = pattern.search(comment)
    return [] if found is None else [n.strip() for n in found.group(group).split(",") if n.strip()]


def kernels_from_output_code(text: str) -> dict[str, list[str]]:
    """Every kernel defined in ``output_code.py`` with the ops of the comment block above it ([] if none)."""
    return {
        kernel: _unique(normalise_op(op) for op in _listed(_ORIGINAL_ATEN, "ops", comment))
        for kernel, comment in kernel_comments(text).items()
    }


def node_source_lines(text: str) -> dict[str, str]:
    """Node name -> ``<file>:<line> <code>`` of the ``# File:`` comment it is printed under, in a
    printed FX graph (nodes under no such comment, or under another one, have none)."""
    out: dict[str, str] = {}
    current = None
    for line in text.splitlines():
        comment = _FILE_COMMENT.match(line)
        if comment:
            current = f"{Path(comment['path']).name}:{comment['line']} {comment['code'].strip()}"
        elif not line.strip() or line.lstrip().startswith("#"):
            current = None
        elif current is not None and (node := _GRAPH_NODE.match(line)):
            out[node.group("node")] = current
    return out


def kernel_source_nodes(text: str) -> dict[str, list[str]]:
    """Kernel -> the graph nodes named by the comment above its definition and above each of its
    calls in ``output_code.py``: Inductor reuses one generated kernel at every call site that
    computes the same code, each site for other nodes (every layer's layer norm, say)."""
    out: dict[str, list[str]] = {}
    pending: list[str] = []
    for line in text.splitlines():
        if line.lstrip().startswith("#"):
            pending = _listed(_SOURCE_NODES, "nodes", line) or pending
            continue
        definition, launch = _KERNEL_DEFINITION.match(line), _LAUNCH.match(line)
        launched = launch["triton"] if launch and launch["triton"] in out else None
        name = definition["name"] if definition else launched
        if name is not None:
            out[name] = _unique([*out.get(name, []), *pending])
        if definition or launch:
            pending = []
    return out


def kernel_source_lines(text: str, sources: dict[str, str]) -> dict[str, list[str]]:
    """Kernel -> the source lines of every graph node its definition and calls name."""
    nodes_by_kernel = kernel_source_nodes(text)
    return {kernel: _unique(sources[n] for n in nodes if n in sources) for kernel, nodes in nodes_by_kernel.items()}


def graph_node_ops(text: str) -> dict[str, str]:
    """Node name -> aten operator of every ``torch.ops`` call in a printed FX graph."""
    out = {}
    for line in text.splitlines():
        match = _GRAPH_NODE.match(line)
        if match:
            out[match.group("node")] = f"{match.group('namespace')}::{match.group('op')}"
    return out


def kernels_from_provenance(mapping: dict[str, object], node_ops: dict[str, str]) -> dict[str, list[str]]:
    """Kernel -> aten ops of the post-grad nodes it computes (every ``*ToPost`` table but ``preToPost``)."""
    out: dict[str, list[str]] = {}
    for table, entries in mapping.items():
        if not table.endswith("ToPost") or table == "preToPost" or not isinstance(entries, dict):
            continue
        for kernel, nodes in entries.items():
            name = _DEBUG_HANDLE.sub("", kernel)
            ops = [node_ops[n] for n in nodes if n in node_ops]
            out[name] = _unique([*out.get(name, []), *ops])
    return out


def graph_fusion_map(folder: Path, graph: str) -> pd.DataFrame:
    """The fusion map of one graph's debug folder (which holds ``output_code.py``)."""
    code = read_text(folder / OUTPUT_CODE)
    defined = kernels_from_output_code(code)
    provenance_file, graph_file = folder / PROVENANCE, folder / POST_GRAD_GRAPH
    traced: dict[str, list[str]] = {}
    if provenance_file.is_file() and graph_file.is_file():
        traced = kernels_from_provenance(read_json(provenance_file), graph_node_ops(read_text(graph_file)))
    lines = kernel_source_lines(code, node_source_lines(read_text(graph_file))) if graph_file.is_file() else {}
    rows = []
    for kernel, commented in defined.items():
        ops, source = (commented, "comment") if commented else (traced.get(kernel, []), "provenance")
        rows.append((graph, kernel, ops, source if ops else "none", lines.get(kernel, [])))
    return pd.DataFrame(rows, columns=FUSION_MAP.names)


def calls_from_output_code(text: str, kernels: Iterable[str]) -> list[tuple[str, str]]:
    """The launches of ``output_code.py`` in the order its code makes them: (TRITON, kernel) for
    a ``kernels`` name run, (EXTERN, ``aten::op``) for a call out to an aten operator."""
    defined = set(kernels)
    calls = []
    for line in text.splitlines():
        match = _LAUNCH.match(line)
        if match is None:
            continue
        if match["triton"] is not None:
            if match["triton"] in defined:
                calls.append((TRITON, match["triton"]))
        else:
            calls.append((EXTERN, f"aten::{match['extern'] or match['aten']}"))
    return calls


def _graphs(inductor_dir: Path) -> list[Path]:
    return sorted({code.parent for code in inductor_dir.rglob(OUTPUT_CODE) if code.is_file()})


def read_inductor_calls(inductor_dir: Path | None) -> pd.DataFrame:
    """INDUCTOR_CALLS of every graph under ``inductor_dir`` (empty without one)."""
    if inductor_dir is None:
        return INDUCTOR_CALLS.empty()
    rows = []
    for folder in _graphs(inductor_dir):
        text = (folder / OUTPUT_CODE).read_text(encoding="utf-8")
        calls = calls_from_output_code(text, kernels_from_output_code(text))
        graph = folder.relative_to(inductor_dir).as_posix()
        rows += [(graph, ordinal, kind, name) for ordinal, (kind, name) in enumerate(calls)]
    if not rows:
        return INDUCTOR_CALLS.empty()
    table = pd.DataFrame(rows, columns=INDUCTOR_CALLS.names)
    return table.astype({"graph": "string", "ordinal": "int64", "kind": "string", "name": "string"})


def read_fusion_map(inductor_dir: Path | None) -> pd.DataFrame:
    """One row per (graph, kernel): ``aten_ops`` (list, ``aten::`` spelling) and where they came
    from, for every graph's ``output_code.py`` at any depth under ``inductor_dir``."""
    if inductor_dir is None:
        return FUSION_MAP.empty()
    parts = [graph_fusion_map(folder, folder.relative_to(inductor_dir).as_posix()) for folder in _graphs(inductor_dir)]
    parts = [p for p in parts if len(p)]
    table = pd.concat(parts, ignore_index=True) if parts else FUSION_MAP.empty()
    return table.astype({"graph": "string", "kernel_name": "string", "source": "string"})


def check_map_names_window(fusion: pd.DataFrame, window_names: pd.Series, inductor_dir: Path) -> None:
    """A map none of whose kernels ran in the window is another program's: it would leave every
    kernel unfused without a word."""
    if len(fusion) and not fusion["kernel_name"].isin(set(window_names.astype(str))).any():
        shown = ", ".join(sorted(set(fusion["kernel_name"].astype(str)))[:3])
        raise OpprofError(
            inductor_dir,
            f"the Inductor output names {fusion['kernel_name'].nunique()} kernels ({shown}, ...), none of which "
            "ran in the measured window: it is another workload's or another compile's",
        )


def keep_debug_output(debug_root: Path, out: Path, traced_graphs: int) -> int:
    """Copy the kept files of every compiled graph under ``debug_root`` (a ``TORCH_COMPILE_DEBUG_DIR``)
    into ``out/<graph>/``; the rest (IR dumps, logs) stays behind. Returns the number of graphs.
    ``traced_graphs`` is Dynamo's own count in that run: none traced, none to keep (``out`` stays
    empty); traced but no generated code is a failed capture."""
    graphs = sorted({code.parent for code in debug_root.rglob(OUTPUT_CODE)})
    if not graphs and traced_graphs:
        raise OpprofError(
            debug_root, f"no {OUTPUT_CODE} in the Inductor debug output, though Dynamo traced {traced_graphs} graphs"
        )
    out.mkdir(parents=True, exist_ok=True)
    names = [g.name for g in graphs]
    if len(names) != len(set(names)):
        raise OpprofError(debug_root, f"graph folder names repeat across debug runs: {sorted(names)}")
    for graph in graphs:
        (out / graph.name).mkdir(parents=True)
        for name in KEPT_FILES:
            if (graph / name).is_file():
                shutil.copyfile(graph / name, out / graph.name / name)
    return len(graphs)

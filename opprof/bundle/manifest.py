"""A capture bundle: the folder every analysis rule reads (format in docs/bundle.md)."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from opprof.errors import OpprofError

MANIFEST = "capture.json"
# What PyTorch sets when the program does not: TF32 off for cuBLAS's float32 matmuls
# (torch.backends.cuda.matmul.allow_tf32), on for cuDNN's convolutions and RNNs
# (torch.backends.cudnn.allow_tf32). capture.json records them beside the capture's own settings.
PYTORCH_TF32_DEFAULTS = {"allow_tf32_matmul": False, "allow_tf32_cudnn": True}


def load_schema(name: str) -> dict[str, Any]:
    text = resources.files("opprof.schemas").joinpath(name).read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


def read_text(path: str | Path) -> str:
    """A file's UTF-8 text, or a refusal naming the file."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise OpprofError(path, f"cannot read: {exc.strerror or exc}") from exc
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise OpprofError(path, f"not UTF-8 text (byte {exc.start})") from exc


def read_json(path: str | Path) -> Any:
    """Parse a JSON file or refuse it with the file, line and column of the fault."""
    text = read_text(path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise OpprofError(path, f"malformed JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from exc


def validate_json(document: Any, schema_name: str, path: str | Path) -> None:
    """Validate against a schema shipped in ``opprof/schemas``; the error names the JSON path."""
    # Imported here, and without the IRI format checker's grammar (over a second to build when
    # jsonschema imports it): opprof's schemas use no "format" and its validators check none, and
    # most analysis rules never validate.
    sys.modules.setdefault("rfc3987_syntax", None)  # type: ignore[arg-type]  # None: "not installed"
    import jsonschema

    validator = jsonschema.Draft202012Validator(load_schema(schema_name))
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        first = errors[0]
        where = "/".join(str(p) for p in first.absolute_path) or "(top level)"
        raise OpprofError(path, f"does not match {schema_name} at {where}: {first.message}")


# No step of a profiled program lasts an hour (a compiled model's first call included): a time
# past it is not a step's.
MAX_STEP_NS = 3600 * 10**9


def read_timing(path: str | Path, measured: int, workload: str | None = None) -> dict[str, Any]:
    """timing.json, validated: it times the bundle's ``measured`` iterations and may time more
    (0 .. N-1, N >= measured: the timing phase times ``timing_steps`` by default); every time is
    positive and under an hour, a step's host time within its wall time; where it names its
    workload (captures since it does), that is ``workload``, capture.json's name."""
    document: dict[str, Any] = read_json(path)
    validate_json(document, "timing.schema.json", path)
    named = document.get("workload")
    if workload is not None and named is not None and named != workload:
        raise OpprofError(path, f"times workload {named!r}, not this bundle's {workload!r}")
    timed = [s["iteration"] for s in document["steps"] if s["iteration"] is not None]
    if timed != list(range(len(timed))) or len(timed) < measured:
        raise OpprofError(
            path,
            f"times measured iterations {timed}; capture.json says 0 .. {measured - 1} were measured "
            "(the timing phase times those, and may time more after them)",
        )
    for step in document["steps"]:
        times = f"step {step['step']}: host_ns {step['host_ns']}, wall_ns {step['wall_ns']}"
        if min(step["host_ns"], step["wall_ns"]) <= 0:
            raise OpprofError(path, f"{times}: a step's times are positive")
        if step["wall_ns"] > MAX_STEP_NS:
            raise OpprofError(path, f"{times}: a step longer than an hour is not a measured step's time")
        if step["host_ns"] > step["wall_ns"]:
            raise OpprofError(
                path, f"{times}: a step's host time exceeds its wall time: the times are not this phase's"
            )
    return document


def timed_count(timing: dict[str, Any]) -> int:
    """How many measured steps a timing.json times."""
    return sum(s["iteration"] is not None for s in timing["steps"])


@dataclass(frozen=True)
class NcuFile:
    group: str
    path: Path
    passes: int | None
    wall_s: float | None


@dataclass(frozen=True)
class Bundle:
    root: Path
    manifest: dict[str, Any]
    nsys: Path
    kineto: Path | None
    ncu: tuple[NcuFile, ...]
    replay_plan: Path | None
    modules: Path | None
    inductor: Path | None
    timing: Path | None
    cupti: Path | None = None
    memory: Path | None = None
    memory_trace: Path | None = None
    whatif: Path | None = None

    @property
    def name(self) -> str:
        return str(self.manifest["name"])

    @property
    def chip(self) -> str:
        return str(self.manifest["gpu"]["chip"]).lower()

    @property
    def measured_iterations(self) -> int:
        return int(self.manifest["iterations"]["measured"])


def _member(root: Path, relative: str | None, manifest: Path, what: str, is_dir: bool = False) -> Path | None:
    if relative is None:
        return None
    try:
        candidate = (root / relative).resolve()
        leaves = root.resolve() not in candidate.parents
        ok = not leaves and (candidate.is_dir() if is_dir else candidate.is_file())
    except (OSError, ValueError) as exc:  # NUL characters, names longer than the file system allows
        raise OpprofError(manifest, f"{what} path {relative!r} is not a usable file name ({exc})") from exc
    if leaves:
        raise OpprofError(manifest, f"{what} path {relative!r} leaves the bundle folder")
    if not ok:
        raise OpprofError(manifest, f"{what} {relative!r} is listed but missing from the bundle")
    return candidate


def load_bundle(root: str | Path) -> Bundle:
    """Read and validate ``capture.json``; every file it lists must be inside the bundle and exist."""
    root = Path(root)
    manifest_path = root / MANIFEST
    if not root.is_dir():
        raise OpprofError(root, "capture bundle folder does not exist")
    if not manifest_path.is_file():
        raise OpprofError(manifest_path, "missing: every capture bundle needs a capture.json")
    return bundle_from_manifest(root, read_json(manifest_path), manifest_path)


def validate_manifest(capture: str | Path) -> dict[str, Any]:
    """The manifest ``capture`` (a bundle's capture.json), checked as ``load_bundle`` checks it."""
    return load_bundle(Path(capture).parent).manifest


def ncu_entries(manifest: dict[str, Any]) -> list[dict[str, Any]]:
    """The ncu files capture.json lists (group, path, passes, wall_s), in its order."""
    entries: list[dict[str, Any]] = manifest["files"].get("ncu", [])
    return entries


def bundle_from_manifest(root: Path, manifest: dict[str, Any], manifest_path: Path) -> Bundle:
    """Validate a manifest for the bundle folder ``root``, before or after it is written there."""
    validate_json(manifest, "capture.schema.json", manifest_path)
    files = manifest["files"]
    nsys = _member(root, files["nsys"], manifest_path, "nsys export")
    assert nsys is not None
    if bool(files.get("memory")) != bool(files.get("memory_trace")):
        raise OpprofError(
            manifest_path, "files.memory and files.memory_trace come together: the memory phase writes both"
        )
    groups = [entry["group"] for entry in files.get("ncu", [])]
    if files.get("cupti") and (groups or "range_profiler" not in manifest):
        raise OpprofError(
            manifest_path,
            "files.cupti needs the range_profiler entry and no ncu files: a bundle's counters come from one collector",
        )
    if len(groups) != len(set(groups)):
        raise OpprofError(manifest_path, f"ncu counter groups are not unique: {groups}")
    ncu_files = []
    for entry in files.get("ncu", []):
        path = _member(root, entry["path"], manifest_path, f"ncu file of group {entry['group']!r}")
        assert path is not None
        ncu_files.append(NcuFile(entry["group"], path, entry.get("passes"), entry.get("wall_s")))
    return Bundle(
        root=root,
        manifest=manifest,
        nsys=nsys,
        kineto=_member(root, files.get("kineto"), manifest_path, "Kineto trace"),
        ncu=tuple(ncu_files),
        replay_plan=_member(root, files.get("replay_plan"), manifest_path, "replay plan"),
        modules=_member(root, files.get("modules"), manifest_path, "module list"),
        inductor=_member(root, files.get("inductor"), manifest_path, "Inductor debug folder", is_dir=True),
        timing=_member(root, files.get("timing"), manifest_path, "timing file"),
        cupti=_member(root, files.get("cupti"), manifest_path, "range profiler counters"),
        memory=_member(root, files.get("memory"), manifest_path, "memory phase counts"),
        memory_trace=_member(root, files.get("memory_trace"), manifest_path, "memory phase trace"),
        whatif=_member(root, files.get("whatif"), manifest_path, "what-if runs"),
    )


# The module of the built-in workloads: a built-in's name fixes its shapes (its description, the
# function's docstring, may be reworded between captures); a user's entry or command is known by
# its description only.
BUILTIN_SOURCE = "opprof.capture.workloads"


def workload_identity(manifest: dict[str, Any]) -> dict[str, Any]:
    """What makes two captures one workload, from capture.json's ``workload`` entry: its name and
    source, its shapes, training or inference, and the dtype it ran in. The variant (eager or
    compiled) and torch.compile's settings are not part of it."""
    workload = manifest.get("workload") or {}
    source = workload.get("source")
    return {
        "name": workload.get("name"),
        "source": source,
        "shapes": None if source == BUILTIN_SOURCE else workload.get("description"),
        "mode": workload.get("mode") or "inference",
        "dtype": (workload.get("numerics") or {}).get("dtype"),
    }


def workload_differences(manifest: dict[str, Any], other: dict[str, Any]) -> str | None:
    """How two capture.json documents name different workloads (``name 'a' against 'b'; ...``),
    or None where they are one workload."""
    ours, theirs = workload_identity(manifest), workload_identity(other)
    differ = [f"{key} {ours[key]!r} against {theirs[key]!r}" for key in ours if ours[key] != theirs[key]]
    return "; ".join(differ) or None

"""A workload entry of the config, resolved: what runs (a built-in, the user's ``build`` function
or the user's own program), in which mode and numerics, and how many iterations; and the
settings of one capture phase, which reach the program through the environment.

Imports no torch: the workflow resolves its entries when it starts, on machines (and in stage
images) that may have none.
"""

from __future__ import annotations

import json
import os
import re
import shlex
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Literal, NamedTuple

from opprof.errors import OpprofError

Mode = Literal["inference", "train"]
# plain: marked steps, nothing wrapped.
Phase = Literal["plain", "timing", "kineto", "nsys", "ncu", "cupti", "memory"]
DType = Literal["float32", "bfloat16", "float16"]
Backend = Literal["nccl", "gloo"]
COMPILED_SUFFIX = "_compiled"
BUILTIN_MODULE = "opprof.capture.workloads"
DEFAULT_SEED = 0
# Measured steps the timing phase times at least: it runs no profiler, so more steps cost little,
# and two steps of a host-bound program can differ by half (docs/bundle.md, timing.json).
TIMING_STEPS = 20


class Builtin(NamedTuple):
    """A published workload's mode and autocast dtype (float32: none)."""

    mode: Mode
    dtype: DType = "float32"


# The published workloads (opprof/capture/workloads.py: one build function each); each is also
# registered as ``<name>_compiled``. The paper's optimized variants sit next to their baselines.
BUILTINS: dict[str, Builtin] = {
    "gpt2": Builtin("inference"),
    "gpt2_bf16": Builtin("inference", "bfloat16"),
    "gpt2_depth48": Builtin("inference"),
    "gpt2_train": Builtin("train"),
    "sdpa_attention": Builtin("inference"),
    "sdpa_attention_fused_qkv": Builtin("inference"),
    "lstm_sequence_encoder": Builtin("inference"),
    "lstm_sequence_encoder_batched": Builtin("inference"),
    "gru_sequence_encoder": Builtin("inference"),
    "conv_block": Builtin("inference"),
    "depthwise_separable_conv": Builtin("inference"),
    "mlp_activations": Builtin("inference"),
    "embedding_projection": Builtin("inference"),
    "matmul_add_64": Builtin("inference"),
    "matmul_add_4096": Builtin("inference"),
}
INDUCTOR = {"backend": "inductor"}
CUDAGRAPHS_SUFFIX = "_compiled_cudagraphs"
# Built-in variants by name suffix, with torch.compile's arguments; reduce-overhead replays the
# compiled forward as a CUDA graph (cudaGraphLaunch), the usual way to serve a compiled model.
VARIANTS: dict[str, dict[str, Any]] = {
    CUDAGRAPHS_SUFFIX: {**INDUCTOR, "mode": "reduce-overhead"},
    COMPILED_SUFFIX: INDUCTOR,
}


def builtin_variant(name: str) -> tuple[str, dict[str, Any] | None]:
    """(built-in workload, torch.compile arguments or None for eager) of a built-in's name."""
    for suffix, options in VARIANTS.items():
        if name.endswith(suffix):
            return name.removesuffix(suffix), dict(options)
    return name, None


@dataclass(frozen=True)
class WorkloadSpec:
    """One workload as every capture phase runs it. Exactly one of ``entry`` (``file.py:build``
    or ``package.module:build``) and ``command`` (the user's program, which marks its steps with
    ``opprof.steps``) is set. ``compile``: None for eager, else torch.compile's keyword arguments.
    ``dtype``: autocast's dtype, float32 for none."""

    name: str
    mode: Mode
    warmup: int
    measured: int
    entry: str | None = None
    command: str | None = None
    dtype: DType = "float32"
    compile: dict[str, Any] | None = None
    seed: int = DEFAULT_SEED
    description: str | None = None
    # Data parallel: ``ranks`` processes under torchrun on one host, their process group on
    # ``backend`` (None: nccl on a GPU, gloo on a CPU); a capture profiles one of them, ``rank``.
    ranks: int = 1
    backend: Backend | None = None
    rank: int | None = None
    timing_steps: int = TIMING_STEPS

    @property
    def timed(self) -> int:
        """The measured steps the timing phase asks for."""
        return max(self.measured, self.timing_steps)

    @property
    def builtin(self) -> bool:
        return self.entry is not None and self.entry.startswith(f"{BUILTIN_MODULE}:")

    @property
    def compiled(self) -> bool:
        return self.compile is not None

    @property
    def inductor(self) -> bool:
        """Whether Inductor generates its kernels (the fusion map needs its debug output)."""
        return self.compiled and (self.compile or {}).get("backend", "inductor") == "inductor"

    @property
    def code_files(self) -> list[str]:
        """The files the workload's code is read from: an entry's ``file.py``, a command's
        arguments that are files (its script, its config); none for a module entry."""
        if self.command is not None:
            return [word for word in shlex.split(self.command)[1:] if Path(word).is_file()]
        target = entry_parts(self.entry)[0] if self.entry else ""
        return [target] if target.endswith(".py") else []

    @property
    def instance(self) -> str:
        """The name of this capture: the workload's, or ``<name>/rank<r>`` for one rank of several."""
        return self.name if self.rank is None else f"{self.name}/rank{self.rank}"

    @property
    def source(self) -> str:
        """What capture.json names as the workload's source."""
        if self.builtin:
            return BUILTIN_MODULE
        return self.entry or self.command or ""

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> WorkloadSpec:
        try:
            return cls(**json.loads(text))
        except (TypeError, ValueError) as exc:
            raise OpprofError(None, f"not a workload spec ({exc}): {text[:200]}") from exc


def entry_parts(entry: str) -> tuple[str, str]:
    """(file or module, function) of an entry ``path/to/file.py:function`` or ``module:function``."""
    target, _, function = entry.rpartition(":")
    return target, function


def _compile_options(value: bool | dict[str, Any] | None) -> dict[str, Any] | None:
    if value is None or value is False:
        return None
    if value is True:
        return dict(INDUCTOR)
    return {**INDUCTOR, **value}


def builtin_spec(name: str, warmup: int, measured: int, timing_steps: int = TIMING_STEPS) -> WorkloadSpec:
    base, compile_options = builtin_variant(name)
    if base not in BUILTINS:
        known = ", ".join(n for b in BUILTINS for n in (b, *(b + suffix for suffix in VARIANTS)))
        raise OpprofError(None, f"unknown workload {name!r}: name a built-in ({known}) or give an entry or a command")
    return WorkloadSpec(
        name=name,
        mode=BUILTINS[base].mode,
        warmup=warmup,
        measured=measured,
        entry=f"{BUILTIN_MODULE}:{base}",
        dtype=BUILTINS[base].dtype,
        compile=compile_options,
        timing_steps=timing_steps,
    )


def user_spec(
    name: str, entry: dict[str, Any], warmup: int, measured: int, timing_steps: int = TIMING_STEPS
) -> WorkloadSpec:
    """A config entry ``name: {entry | command, mode, dtype, compile, warmup, measured,
    timing_steps, seed, description}`` (shape checked by config/schema.yaml). A command runs as it is: the dtype and
    seed it would ignore are refused rather than recorded."""
    ignored = [key for key in ("dtype", "seed") if "command" in entry and key in entry]
    if ignored:
        raise OpprofError(
            None,
            f"workload {name!r}: a command sets its own {' and '.join(ignored)}; opprof cannot apply "
            f"{'them' if len(ignored) > 1 else 'it'} (give them in the program, or use an entry)",
        )
    ranks = int(entry.get("ranks", 1))
    if "backend" in entry and ranks == 1:
        raise OpprofError(None, f"workload {name!r}: a backend without ranks (give ranks: N, N > 1)")
    return WorkloadSpec(
        name=name,
        mode=entry.get("mode", "inference"),
        warmup=int(entry.get("warmup", warmup)),
        measured=int(entry.get("measured", measured)),
        entry=entry.get("entry"),
        command=entry.get("command"),
        dtype=entry.get("dtype", "float32"),
        compile=_compile_options(entry.get("compile")),
        seed=int(entry.get("seed", DEFAULT_SEED)),
        description=entry.get("description"),
        ranks=ranks,
        backend=entry.get("backend"),
        timing_steps=int(entry.get("timing_steps", timing_steps)),
    )


# A name is a folder (results/<name>/) and half a diff's folder name (<base>__<new>, at most 255 bytes).
MAX_NAME_BYTES = 120


def name_problem(name: str, periodic: Callable[[str], str | None]) -> str | None:
    """What makes ``name`` no workload name, or None (``periodic``: Snakemake's detector of a
    wildcard value that repeats, which it refuses as a runaway recursion)."""
    if name in (".", ".."):
        return "is a folder of its own, not a name"
    if not re.fullmatch(r"[A-Za-z0-9_.-]+", name):
        return "holds characters other than ASCII letters, digits, '_', '.' and '-'"
    if len(name.encode()) > MAX_NAME_BYTES:
        return f"is {len(name.encode())} bytes long: at most {MAX_NAME_BYTES} (a diff's folder <base>__<new> holds two)"
    repeated = periodic(name)
    if repeated is not None:
        return f"repeats {repeated!r}, which Snakemake refuses as a runaway recursion"
    return None


def workloads_problem(workloads: Any, periodic: Callable[[str], str | None]) -> str | None:
    """What makes the config's ``workloads`` unusable before its schema is checked, in one line, or
    None: a mapping where a list belongs (the inline ``name: {entry: ...}`` form written without its
    list item), or a name that is no name (``name_problem``)."""
    if isinstance(workloads, dict):
        first = next(iter(workloads), "my_model")
        return (
            f"workloads is a mapping: make it a list, one item per workload (`- {first}: {{entry: ...}}`), "
            "as config/config.yaml writes it"
        )
    items = workloads if isinstance(workloads, list) else []
    names = [n for item in items for n in ([item] if isinstance(item, str) else item if isinstance(item, dict) else [])]
    for name in names:
        problem = name_problem(str(name), periodic)
        if problem is not None:
            return f"workload name {name!r} {problem}"
    return None


def resolve_workloads(items: list[str | dict[str, Any]], iterations: dict[str, int]) -> dict[str, WorkloadSpec]:
    """The config's ``workloads`` list (built-in names and ``{name: entry}`` mappings) by name, in order."""
    warmup, measured = int(iterations["warmup"]), int(iterations["measured"])
    timing_steps = int(iterations.get("timing_steps", TIMING_STEPS))
    specs: dict[str, WorkloadSpec] = {}
    for item in items:
        pairs = [(item, None)] if isinstance(item, str) else list(item.items())
        for name, entry in pairs:
            if name in specs:
                raise OpprofError(None, f"workload {name!r} is configured twice")
            specs[name] = (
                builtin_spec(name, warmup, measured, timing_steps)
                if entry is None
                else user_spec(name, entry, warmup, measured, timing_steps)
            )
    return specs


def capture_instances(workloads: dict[str, WorkloadSpec]) -> dict[str, WorkloadSpec]:
    """Every capture the workloads make, by bundle name: a workload of one rank is one capture; of
    ``ranks`` N, N captures ``<name>/rank<r>``, each profiling rank r while the others run."""
    instances: dict[str, WorkloadSpec] = {}
    for spec in workloads.values():
        ranks = [None] if spec.ranks == 1 else list(range(spec.ranks))
        for rank in ranks:
            one = replace(spec, rank=rank)
            instances[one.instance] = one
    return instances


# The capture settings' environment variable, which a user's program reads through opprof.steps.
SETTINGS_ENV = "OPPROF_CAPTURE"


@dataclass(frozen=True)
class CaptureSettings:
    """One phase of one workload: what the capture rule tells the program it runs. ``ran``
    receives modules.json (the workload as it ran) when the window closes; ``trace`` the Kineto
    trace (the timing phase: timing.json; the cupti phase: cupti.json); ``scope`` the ncu profile
    scope file; ``ranges`` the kernels of one measured iteration, which the cupti phase sizes its
    counter data for; ``memory`` the memory phase's memory.json (its Chrome trace goes to ``trace``)."""

    phase: Phase
    spec: WorkloadSpec
    ran: str | None = None
    trace: str | None = None
    scope: str | None = None
    ranges: int | None = None
    memory: str | None = None

    def to_env(self) -> str:
        return json.dumps({**asdict(self), "spec": json.loads(self.spec.to_json())}, sort_keys=True)

    @classmethod
    def from_env(cls, text: str) -> CaptureSettings:
        try:
            document = json.loads(text)
            spec = WorkloadSpec.from_json(json.dumps(document.pop("spec")))
            return cls(spec=spec, **document)
        except (TypeError, ValueError, KeyError, AttributeError) as exc:
            raise OpprofError(None, f"{SETTINGS_ENV} is not opprof capture settings ({exc})") from exc


def settings_from_environment() -> CaptureSettings | None:
    text = os.environ.get(SETTINGS_ENV)
    return CaptureSettings.from_env(text) if text else None

"""Entry point shared by the rule scripts: flags from the stage's signature, one-line errors,
non-zero exit, nothing half-written."""

from __future__ import annotations

import argparse
import inspect
import os
import sys
import types
import typing
from collections.abc import Callable, MutableMapping
from pathlib import Path
from typing import Any

from opprof.errors import REFUSAL, GateError, OpprofError

# Where opprof keeps what its processes compute once for later ones (compiled bytecode, member
# digests), and there its bytecode when the user has not chosen a place.
USER_CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "opprof"
DEFAULT_PYCACHE = USER_CACHE / "pycache"


def require_torch() -> None:
    """Refuse in one line, naming this interpreter, where PyTorch cannot be imported: a live
    capture runs the workload in it (the workflow itself needs no torch)."""
    try:
        import torch  # noqa: F401
    except ImportError as exc:
        print(
            f"{REFUSAL}{sys.executable}: cannot import torch ({exc}): a live capture (config capture: live) runs "
            "the workload in this interpreter; install PyTorch here, or profile recorded bundles (capture: recorded)",
            file=sys.stderr,
        )
        sys.exit(1)


def use_bytecode_cache(env: MutableMapping[str, str]) -> None:
    """Set ``env`` (``os.environ``, or a child's) for opprof's processes (rule scripts, capture
    phases' workloads): bytecode kept in a PYTHONPYCACHEPREFIX tree outside the install, which
    leaves the install untouched.

    Each such process is a fresh interpreter importing pandas and pyarrow (a workload: torch and
    transformers too); where PYTHONDONTWRITEBYTECODE is set (as in many containers), each compiled
    the package's source again, and where site-packages holds no .pyc files all of it: GPT-2's
    start-up took 11.1 s and 5.0 s with the cache on the H200 test machine, a rule script's 0.6 s
    and 0.4 s here.
    """
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("PYTHONPYCACHEPREFIX", str(DEFAULT_PYCACHE))


def _add_parameter(parser: argparse.ArgumentParser, name: str, hint: Any, default: Any) -> None:
    """One ``--flag`` per parameter: str/int/float values, ``list[...]`` as the flag repeated (empty
    when left out), a bool as a switch, a Literal as choices; any other parameter without a
    default is required."""
    flag = "--" + name.replace("_", "-")
    options: dict[str, Any] = {"dest": name}
    if default is inspect.Parameter.empty:
        options["required"] = True
    else:
        options["default"] = default
    if typing.get_origin(hint) in (typing.Union, types.UnionType):  # ``X | None``: an optional X
        hint = next(arg for arg in typing.get_args(hint) if arg is not type(None))
    if hint is bool:
        parser.add_argument(flag, action="store_true", dest=name)
        return
    if typing.get_origin(hint) is list:  # the rules give one flag per value, none for an empty list
        options.update(action="append", required=False, default=options.get("default", []))
        hint = typing.get_args(hint)[0]
    if typing.get_origin(hint) is typing.Literal:
        options["choices"] = list(typing.get_args(hint))
        hint = type(options["choices"][0])
    parser.add_argument(flag, type=hint, **options)


def stage_parser(stage: Callable[..., Any]) -> argparse.ArgumentParser:
    """The stage's command line, built from its signature: the rules pass every named input,
    output and parameter as ``--name=value``, so script, rule and function cannot drift apart.
    Built here rather than with a CLI library so that stage images need nothing beyond argparse."""
    parser = argparse.ArgumentParser(prog=stage.__name__, description=inspect.getdoc(stage))
    hints = typing.get_type_hints(stage)
    for name, parameter in inspect.signature(stage).parameters.items():
        _add_parameter(parser, name, hints[name], parameter.default)
    return parser


def main(stage: Callable[..., Any], argv: list[str] | None = None) -> None:
    """Run ``stage`` with the command line's flags; report OpprofError as one line."""
    args = stage_parser(stage).parse_args(argv)
    try:
        stage(**vars(args))
    except GateError as exc:
        print(f"{REFUSAL}{exc}", file=sys.stderr)
        print(exc.table, file=sys.stderr)
        sys.exit(2)
    except OpprofError as exc:
        print(f"{REFUSAL}{exc}", file=sys.stderr)
        sys.exit(1)

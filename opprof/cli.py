"""Entry point shared by the rule scripts: one-line errors, non-zero exit, nothing half-written."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from opprof.errors import GateError, OpprofError


def run(stage: Callable[..., Any], parser: argparse.ArgumentParser, argv: list[str] | None = None) -> None:
    """Parse arguments into ``stage``'s keyword arguments; report OpprofError as one line."""
    args = parser.parse_args(argv)
    try:
        stage(**vars(args))
    except GateError as exc:
        print(f"opprof: error: {exc}", file=sys.stderr)
        print(exc.table, file=sys.stderr)
        sys.exit(2)
    except OpprofError as exc:
        print(f"opprof: error: {exc}", file=sys.stderr)
        sys.exit(1)

"""Rule validate_replay: propagated counters against a replay of every kernel and a repeat of
the optimized replay (issue 4's validation mode)."""

import argparse

from opprof.cli import run
from opprof.stages import validate_propagation

parser = argparse.ArgumentParser(description=__doc__)
for name in (
    "bundle",
    "kernels",
    "window",
    "nsys-kernels",
    "full-csv",
    "optimized-record",
    "full-record",
    "repeat-csv",
    "repeat-record",
    "out",
):
    parser.add_argument(f"--{name}", required=True)
run(validate_propagation, parser)

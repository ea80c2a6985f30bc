"""Targets profile_<workload> and profile_all: one line per profile saying which capture it profiled."""

import argparse

from opprof.capture.tools import describe_profiles
from opprof.cli import run

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--entry", required=True, nargs=3, action="append", metavar=("NAME", "BUNDLE", "PROFILE"))
parser.add_argument("--source", required=True, choices=["live", "recorded"])
parser.add_argument("--reason", required=True)
run(describe_profiles, parser)

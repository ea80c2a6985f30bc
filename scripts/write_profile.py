"""Rule profile: profile.json, validated against the published schema."""

import argparse

from opprof.cli import run
from opprof.stages import profile

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--bundle", required=True)
parser.add_argument("--kernels", required=True)
parser.add_argument("--operators", required=True)
parser.add_argument("--summary", required=True)
parser.add_argument("--resolution", required=True)
parser.add_argument("--nsys-info", required=True)
parser.add_argument("--kineto-info", required=True)
parser.add_argument("--out", required=True)
run(profile, parser)

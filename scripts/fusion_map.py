"""Rule fusion_map: the bundle's Inductor debug output -> kernel name and the aten ops it fuses."""

import argparse

from opprof.cli import run
from opprof.stages import build_fusion_map

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--bundle", required=True)
parser.add_argument("--out", required=True)
run(build_fusion_map, parser)

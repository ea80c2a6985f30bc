"""Rule report: results/<name>/report.html, a self-contained page rendered from profile.json."""

import argparse

from opprof.cli import run
from opprof.report.page import write_report

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("--profile", required=True)
parser.add_argument(
    "--kernels", help="kernels.parquet the profile was written from (the report reads its kernels there)"
)
parser.add_argument("--out", required=True)
run(write_report, parser)

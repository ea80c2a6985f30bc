"""``python -m opprof table results/<name>``: a profile's key_averages table in the terminal."""

from __future__ import annotations

import argparse
import sys

from opprof.errors import REFUSAL, OpprofError
from opprof.output.load import load
from opprof.report.table import ORDERS, key_averages_text


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m opprof", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    table = commands.add_parser("table", help="the key_averages table of a profiled workload")
    table.add_argument("folder", help="a results folder, such as results/gpt2")
    table.add_argument("--sort", choices=ORDERS, default=ORDERS[0], help="the column to sort by, largest first")
    table.add_argument("--limit", type=int, default=20, help="operator names shown (0: all)")
    args = parser.parse_args(argv)
    try:
        if args.limit < 0:  # a negative slice would drop the last rows instead
            raise OpprofError(args.folder, f"--limit {args.limit}: the number of operator names to show (0: all)")
        text = key_averages_text(load(args.folder), args.sort, args.limit or None)
    except OpprofError as exc:
        print(f"{REFUSAL}{exc}", file=sys.stderr)
        sys.exit(1)
    sys.stdout.write(text)


if __name__ == "__main__":
    main()

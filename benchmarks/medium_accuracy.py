"""The medium tier's accuracy over every shipped bundle with Kineto (docs/trust.md's table): runs
the real workflow up to each bundle's attribution and prints the table tests/test_medium_accuracy.py
checks against every profile.

    python benchmarks/medium_accuracy.py [workdir]
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

from opprof.output.checks import medium_accuracy_table

REPO = Path(__file__).resolve().parents[1]
SHIPPED = REPO / "captures" / "h200"


def main() -> None:
    work = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="medium-accuracy-"))
    names = sorted(p.parent.name for p in SHIPPED.glob("*/capture.json"))
    targets = [f"results/{name}/tables/attribution_checks.json" for name in names]
    command = [sys.executable, "-m", "snakemake", "-s", str(REPO / "Snakefile"), "-d", str(work), "--cores", "2"]
    command += [
        "--configfile",
        str(REPO / "config" / "config.yaml"),
        "--config",
        f"captures_dir={SHIPPED}",
        "--",
        *targets,
    ]
    subprocess.run(command, check=True, capture_output=True)
    records = {
        name: json.loads((work / "results" / name / "tables" / "attribution_checks.json").read_text()) for name in names
    }
    print(medium_accuracy_table({name: r["medium_accuracy"] for name, r in records.items()}), end="")


if __name__ == "__main__":
    main()

"""The capture settings (OPPROF_CAPTURE) of GPT-2's recorded ncu phase, for another phase of the
same workload run by hand on the GPU machine: ``python benchmarks/device/gpt2_settings.py PHASE``
prints them, files under /tmp/gpt2 (its scope.json copied there first)."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

RECORDED = Path(__file__).resolve().parents[1] / "h200" / "gpt2" / "ncu_all_rerun.json"


def main(phase: str) -> None:
    command = json.loads(RECORDED.read_text())["command"]
    settings = json.loads(shlex.split(command)[0].split("=", 1)[1])
    settings.update(
        phase=phase,
        ran="/tmp/gpt2/modules.json",
        scope="/tmp/gpt2/scope.json" if phase == "ncu" else None,
        trace="/tmp/gpt2/timing.json" if phase == "timing" else None,
    )
    print(json.dumps(settings))


if __name__ == "__main__":
    main(sys.argv[1])

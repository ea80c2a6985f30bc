#!/usr/bin/env bash
# On the GPU machine: a diff between two bundles captured live, each timing phase timing 20
# measured steps (iterations.timing_steps' default): matmul_add_64 against its compiled variant.
# The diff's headline gives the step speedup with its 95% interval (docs/diff.md). Carry .whl and
# .debs (benchmarks/device/carry.sh). Usage: step_interval.sh [BUDGET_S]
set -uo pipefail
pair=results/diff/matmul_add_64__matmul_add_64_compiled
STARTUP_COST=no bash benchmarks/device/live_workflow.sh "${1:-540}" "$pair/diff.json"
python3 -c "
import json
d = json.load(open('$pair/diff.json'))
print(d['headline'])
print(json.dumps(d['step_change'], indent=1))
for side in ('matmul_add_64', 'matmul_add_64_compiled'):
    t = json.load(open(f'results/captures/{side}/timing.json'))
    print(side, 'timed', sum(s['iteration'] is not None for s in t['steps']), 'measured steps')
" | tee "$OUT/step_interval.txt"
cp "$pair/diff.json" "$OUT/" 2>/dev/null

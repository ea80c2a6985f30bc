#!/usr/bin/env bash
# On the GPU machine: the counter-cost figures in one call. The LSTM captured live and validated
# against a full replay of its first 400 launches (the whole 1,582 would take over 7 minutes of
# ncu), gpt2_train captured live (its naive replay fitted to its own ncu runs), then what each
# metric adds to the replay passes while time is left (ncu_passes.sh).
set -uo pipefail
budget=${1:-560}
start=$(date +%s)
STARTUP_COST=no EXTRA_CONFIGFILES=benchmarks/device/validation_sample.yaml bash benchmarks/device/live_workflow.sh $((budget - 120)) \
  results/lstm_sequence_encoder/replay_validation.json results/gpt2_train/profile.json
left=$(( start + budget - $(date +%s) ))
if [ "$left" -gt 100 ]; then timeout "$left" bash benchmarks/device/ncu_passes.sh; else echo "passes skipped: ${left} s left"; fi

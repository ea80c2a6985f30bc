#!/usr/bin/env bash
# On the GPU machine, one device call: the plan's cuDNN RNN predictions checked on a workload they
# were not made from. gru_sequence_encoder (a 3-layer GRU of other shapes than the LSTM whose
# what-if runs the cuDNN TF32 floor was last changed against) captured live, profiled, and its
# plan's fixes run with no profiler, all by the workflow a user runs:
#   snakemake --cores 4 --config capture=live 'workloads=[NAME]' whatif_NAME
# Carry the git-ignored .whl and .debs that benchmarks/device/carry.sh builds here first.
# Packs results/captures/NAME (the bundle), results/NAME/{profile,whatif}.json, the runs, the
# report and the rule logs into $OUT/NAME.tgz, and prints the plan and each run against its
# prediction (benchmarks/plan_predictions.py).
set -uo pipefail
name=${NAME:-gru_sequence_encoder}
start=$(date +%s)
source benchmarks/device/device_env.sh
timeout -s INT -k 15 "${TIMEOUT_S:-420}" python -m snakemake --cores 4 --config capture=live "workloads=[$name]" \
  -- "whatif_$name" "results/$name/report.html" > "/tmp/$name.snakemake.log" 2>&1
echo "snakemake rc=$? at $(( $(date +%s) - start )) s"
mkdir -p "/tmp/$name.logs" && cp "/tmp/$name.snakemake.log" "/tmp/$name.logs/"
tar czf "$OUT/$name.tgz" "results/captures/$name" "results/$name/profile.json" "results/$name/whatif.json" \
  "results/$name/whatif" "results/$name/report.html" "results/$name/logs" -C /tmp "$name.logs" 2>/dev/null
PYTHONPATH=$PWD:$PYTHONPATH python benchmarks/plan_predictions.py results "$name"

#!/usr/bin/env bash
# On the GPU machine: CUPTI's range profiler in the workload's own process (every kernel of one
# iteration, the iteration run once per counter pass) against ncu. Passes per metric (unless
# SKIP_PASSES is set); GPT-2's forward twice (its own repeatability); unless SKIP_NCU is set, ncu on
# GPT-2's first 60 kernels (with its cache flush, and without); gpt2_train's step and the LSTM's
# forward. Each probe's launch time is logged beside the time it started, for its imports. All in $OUT.
set -uo pipefail
NCU=${NCU:-/usr/local/cuda/bin/ncu}
# opprof's own dependencies the machine lacks (benchmarks/device/carry.sh; carry .whl).
mkdir -p /tmp/site && tar -C /tmp/site -xJf .whl/site.tar.xz
export PYTHONPATH=$PWD:/tmp/site${PYTHONPATH:+:$PYTHONPATH}
probe=benchmarks/device/cupti_counters_probe.py
log=$OUT/cupti.log
python3 -c "import torch; print('torch', torch.__version__)" | tee "$log"
[ -n "${SKIP_PASSES:-}" ] || python3 "$probe" passes 2>&1 | tee -a "$log"
cupti() {
  echo "launched $(date +%s.%N) (epoch s)" | tee -a "$log"
  /usr/bin/time -f "cupti $1 ($2): %e s wall, %M KB" python3 "$probe" cupti "$1" "$OUT/cupti_$1_$2.csv" 2>&1 | tee -a "$log"
}
cupti gpt2 1
cupti gpt2 2
if [ -z "${SKIP_NCU:-}" ]; then
  all=$(python3 -c "from opprof.counters import requested_metric_names; print(','.join(requested_metric_names('gh100')))")
  for cache in all none; do
    /usr/bin/time -f "ncu cache-control $cache, 60 kernels: %e s wall" "$NCU" --clock-control none --cache-control "$cache" \
      --profile-from-start off --launch-count 60 --metrics "$all" --print-kernel-base mangled --force-overwrite \
      -o "/tmp/ncu_$cache" python3 "$probe" ncu gpt2 2>&1 | grep -v '^==PROF==' | tee -a "$log"
    "$NCU" --import "/tmp/ncu_$cache.ncu-rep" --csv --page raw --print-kernel-base mangled | gzip > "$OUT/ncu_gpt2_$cache.csv.gz"
  done
fi
cupti gpt2_train 1
cupti lstm_sequence_encoder 1

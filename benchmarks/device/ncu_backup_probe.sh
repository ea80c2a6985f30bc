#!/usr/bin/env bash
# On the GPU machine: how much memory ncu saves before each kernel's first pass (its
# profiler__replayer_bytes_mem_backed_up) for GPT-2's forward and gpt2_train's step, 30 kernels each,
# against what torch holds, with and without torch.cuda.empty_cache() before the profiled iteration.
# Carry .whl (benchmarks/device/carry.sh). Output: benchmarks/h200/ncu_backup.txt.
set -uo pipefail
mkdir -p /tmp/site && tar -C /tmp/site -xJf .whl/site.tar.xz
export PYTHONPATH=$PWD:/tmp/site
NCU=/usr/local/cuda/bin/ncu
all=$(python3 -c "from opprof.counters import requested_metric_names; print(','.join(requested_metric_names('gh100')))")
for e in "" 1; do
  for w in gpt2 gpt2_train; do
    EMPTY_CACHE=$e /usr/bin/time -f "ncu $w EMPTY_CACHE=$e 30 kernels: %e s" $NCU --clock-control none --profile-from-start off --launch-count 30 --metrics "$all" --force-overwrite -o /tmp/n python3 benchmarks/device/cupti_counters_probe.py ncu $w 2>&1 | grep -E "^probe|^ncu"
    $NCU --import /tmp/n.ncu-rep --csv --page raw --metrics profiler__replayer_bytes_mem_backed_up.sum 2>/dev/null | python3 -c "import sys,csv; r=list(csv.reader(sys.stdin)); i=r[0].index('profiler__replayer_bytes_mem_backed_up.sum'); print('backed up per kernel', r[1][i], r[2][i], r[-1][i])"
  done
done

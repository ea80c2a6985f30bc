#!/usr/bin/env bash
# Device smoke test: which tool options exist, what they cost, and real outputs for parser tests.
set -x
NSYS=/opt/nvidia/nsight-compute/2025.3.1/host/target-linux-x64/nsys
NCU=/usr/local/cuda/bin/ncu
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p /tmp/dw && for f in .debs/*.deb; do dpkg -x "$f" /tmp/dw; done
export LD_LIBRARY_PATH=/tmp/dw/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-}
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl
export PYTHONPATH=/tmp/site
python3 -m snakemake --version
nvidia-smi -L; nvidia-smi --query-gpu=name,uuid,driver_version,clocks.sm,clocks.mem,clocks.max.sm --format=csv
python3 -c "import pynvml as n; n.nvmlInit(); h=n.nvmlDeviceGetHandleByIndex(0); print(n.nvmlDeviceGetUUID(h), n.nvmlDeviceGetClockInfo(h, n.NVML_CLOCK_SM), n.nvmlDeviceGetClockInfo(h, n.NVML_CLOCK_MEM))"
$NSYS --version; $NCU --version
$NCU --help > $OUT/ncu_help.txt 2>&1
$NCU --query-metrics --chip gh100 > $OUT/ncu_metrics_gh100.txt 2>&1
cd /tmp
time $NSYS profile -t cuda,nvtx --sample=none --cpuctxsw=none --backtrace=none --force-overwrite true -o /tmp/smoke python3 $here/smoke_tiny.py nsys
time $NSYS export --type sqlite --force-overwrite true -o /tmp/smoke.sqlite /tmp/smoke.nsys-rep
python3 -c "import sqlite3; c=sqlite3.connect('/tmp/smoke.sqlite'); print('kernels', c.execute('select count(*) from CUPTI_ACTIVITY_KIND_KERNEL').fetchone(), 'nvtx', c.execute('select count(*) from NVTX_EVENTS').fetchone())"
METRICS=$(python3 -c "import sys; sys.path.insert(0, '$here/../..'); from opprof.counters import requested_metric_names as r; print(','.join(r()))")
for mode in kernel application; do
  /usr/bin/time -f "ncu $mode wall %e s" $NCU --clock-control none --replay-mode $mode --profile-from-start off --metrics $METRICS --print-kernel-base mangled -f -o /tmp/ncu_$mode python3 $here/smoke_tiny.py ncu 2>&1 | tail -3
  $NCU --import /tmp/ncu_$mode.ncu-rep --csv --page raw --print-kernel-base mangled > $OUT/ncu_$mode.csv
  $NCU --import /tmp/ncu_$mode.ncu-rep --csv --page raw --print-kernel-base mangled --print-units base > $OUT/ncu_${mode}_base.csv
done
$NCU --import /tmp/ncu_kernel.ncu-rep --csv --page raw --print-units base --print-fp > $OUT/ncu_kernel_base_fp.csv 2>&1
mkdir -p /tmp/ind && cd /tmp/ind && TORCH_COMPILE_DEBUG=1 python3 $here/smoke_tiny.py compiled
find /tmp/ind -name output_code.py -o -name "*provenance*" | head
tar czf $OUT/inductor_debug.tgz -C /tmp/ind . 2>/dev/null; ls -la $OUT
cd $here/../..
/usr/bin/time -f "ncu kernel replay, 1 GPT-2 forward (234 kernels): %e s" timeout 300 $NCU --clock-control none --replay-mode kernel --launch-skip 469 --launch-count 234 --metrics $METRICS -f -o /tmp/g2k python3 tests/data/captures/gpt2/workload_gpt2.py plain 2>&1 | tail -2
$NCU --import /tmp/g2k.ncu-rep --csv --page raw > $OUT/gpt2_kernel_replay.csv
gzip -f $OUT/*.csv $OUT/*.txt

#!/usr/bin/env bash
# On the GPU machine: how ncu's --kernel-name filter counts, for the plan that keeps collectives out
# of every ncu run. The probe (ncu_filter_probe.py) launches, per round, add(n) add(n) mul(n)
# add(4n) add(n) mul(n); range 1 is two rounds, range 2 one. Prints, per case, the kernels ncu
# profiled (name and grid size):
#   lookahead: a negative lookahead leaves out the mul kernels (12 adds expected);
#   skip:      with it, --launch-skip 3 --launch-count 3 counts matching launches only (grids n, n, n)
#              or every launch (4n, n, n);
#   opprof:    the filter the plan writes (opprof.analysis.communication.NCU_WITHOUT_COLLECTIVES)
#              lets every one of the 18 kernels through;
#   nccl:      a one-rank NCCL all-reduce: whether a single rank launches an NCCL kernel at all.
set -uo pipefail
# The tool's CSVs stay in /tmp/filter (the device tool returns few files); the summary prints.
mkdir -p /tmp/filter
NCU=${NCU:-/usr/local/cuda/bin/ncu}
probe=benchmarks/device/ncu_filter_probe.py
opprof_filter=$(python3 -c "from opprof.analysis.communication import NCU_WITHOUT_COLLECTIVES as f; print(f)")
run() {
  local label=$1; shift
  timeout 120 "$NCU" --clock-control none --profile-from-start off --kernel-name-base demangled \
    --metrics launch__grid_size --csv --page raw --print-kernel-base demangled "$@" python3 "$probe" \
    > "/tmp/filter/$label.csv" 2> "/tmp/filter/$label.err"
  echo "== $label (rc $?): $*"
  python3 - "/tmp/filter/$label.csv" <<'PY'
import csv, sys
# The program's own output comes first on ncu's stdout: the table starts at its header.
rows = [r for r in csv.reader(open(sys.argv[1])) if r]
start = next(i for i, r in enumerate(rows) if "Kernel Name" in r)
head, body = rows[start], [r for r in rows[start + 1 :] if r[0].isdigit()]
name, grid = head.index("Kernel Name"), head.index("launch__grid_size")
print(f"{len(body)} kernels:", " ".join(f"{'mul' if 'Mul' in r[name] or 'mul' in r[name] else 'add'}[{r[grid]}]" for r in body))
PY
}
run lookahead --kernel-name 'regex:^(?!.*[Mm]ul)'
run skip --kernel-name 'regex:^(?!.*[Mm]ul)' --launch-skip 3 --launch-count 3
run opprof --kernel-name "$opprof_filter"
cat > /tmp/nccl_one_rank.py <<'PY'
import os, torch, torch.distributed as dist
os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT="29511")
dist.init_process_group("nccl", rank=0, world_size=1, device_id=torch.device("cuda:0"))
x = torch.ones(1 << 20, device="cuda")
torch.cuda.synchronize()
torch.cuda.cudart().cudaProfilerStart()
dist.all_reduce(x)
torch.cuda.synchronize()
torch.cuda.cudart().cudaProfilerStop()
dist.destroy_process_group()
print("nccl", torch.cuda.nccl.version())
PY
timeout 120 "$NCU" --clock-control none --profile-from-start off --metrics launch__grid_size --csv --page raw \
  python3 /tmp/nccl_one_rank.py > /tmp/filter/nccl.csv 2> /tmp/filter/nccl.err
echo "== nccl (rc $?): $(grep -c '^"[0-9]' /tmp/filter/nccl.csv) kernels profiled in a one-rank all-reduce; $(grep -o 'nccl ([0-9, ]*)' /tmp/filter/nccl.csv)"
grep -h 'No kernels were profiled' /tmp/filter/nccl.err

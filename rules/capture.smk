# Capture: run a workload on this machine's GPU under each tool and write a capture bundle in
# results/captures/<name>/ (docs/bundle.md). Every capture rule asks for gpu=1, which the profiles
# limit to one, so captures never overlap. Work files (probe, phase records, tool reports) go to
# results/<name>/capture/.


rule clock_probe:
    input:
        f"{CAPTURE}/preflight.json",
    output:
        probe=f"{CAPTURE}/probe.json",
    log:
        log_of("clock_probe"),
    conda:
        "../envs/capture.yaml"
    container:
        config["containers"]["capture"]
    resources:
        gpu=1,
    params:
        script=script("clock_probe"),
        flags=stage_flags(cache_dir=config["clocks"]["cache_dir"]),
        refused=local_refusal_marker,
    shell:
        "python -P {params.script:q} {params.flags} 2> {log:q}"
        ' || {{ status=$?; for marker in {params.refused:q}; do : > "$marker"; done; exit $status; }}'


# What a live capture needs on this machine (GPU, nsys, ncu, the driver's counter permission,
# clocks, DCGM, disk), checked before its first phase: refused with the failure's one-line fix.
# It asks for the GPU like the phases, so that on a cluster it checks a node they run on; every
# capture rule waits for it (the clock probe directly, the phases through the timing phase).
use rule clock_probe as preflight with:
    input:
        [],
    output:
        checks=f"{CAPTURE}/preflight.json",
    log:
        log_of("preflight"),
    params:
        script=script("preflight"),
        flags=stage_flags(**MACHINE_CHECKS),


# Every step timed with no profiler: the host time the profiled phases are compared with. The
# first run of the user's code, so its check too: bad code is refused in one line naming its file
# before any profiler runs; every other phase waits for workload.json.
use rule clock_probe as phase0_timing with:
    input:
        workload_code,
        f"{CAPTURE}/preflight.json",
    output:
        timing=live("timing.json"),
        record=f"{CAPTURE}/phase0_timing.json",
        workload=f"{CAPTURE}/workload.json",
    log:
        log_of("phase0_timing"),
    params:
        script=script("phase0_timing"),
        flags=phase_flags(device=THIS_DEVICE),


# The allocator's events, in a run of its own; on this machine's GPU, else on its CPU (the
# target memory_<name>: rules/memory.smk).
use rule clock_probe as phase_memory with:
    input:
        live_check,
    output:
        trace=live("memory_trace.json.gz"),
        memory=live("memory.json"),
        record=f"{CAPTURE}/phase_memory.json",
    log:
        log_of("phase_memory"),
    params:
        script=script("phase_memory"),
        flags=phase_flags(device=THIS_DEVICE),


use rule clock_probe as phase1_kineto with:
    input:
        f"{CAPTURE}/workload.json",
    output:
        trace=live("kineto.json.gz"),
        record=f"{CAPTURE}/phase1_kineto.json",
    log:
        log_of("phase1_kineto"),
    params:
        script=script("phase1_kineto"),
        flags=phase_flags(),


use rule clock_probe as phase2_nsys with:
    input:
        f"{CAPTURE}/workload.json",
        probe=f"{CAPTURE}/probe.json",
    output:
        export=live("nsys.sqlite"),
        modules=live("modules.json"),
        record=f"{CAPTURE}/phase2_nsys.json",
    log:
        log_of("phase2_nsys"),
    params:
        script=script("phase2_nsys"),
        flags=phase_flags(
            nsys_tool=CAPTURE_CHOICE["nsys"] or "nsys",
            clock_mode=config["clocks"]["mode"],
            report=lambda w: f"{RESULTS}/{w.name}/capture/nsys",
        ),


use rule clock_probe as inductor_debug with:
    input:
        f"{CAPTURE}/workload.json",
    output:
        inductor=directory(live("inductor")),
        record=f"{CAPTURE}/inductor_debug.json",
    log:
        log_of("inductor_debug"),
    params:
        script=script("inductor_debug"),
        flags=phase_flags(),


use rule clock_probe as assemble_bundle with:
    input:
        probe=f"{CAPTURE}/probe.json",
        records=capture_records,
        export=live("nsys.sqlite"),
        modules=live("modules.json"),
        timing=live("timing.json"),
        memory=live("memory.json"),
        memory_trace=live("memory_trace.json.gz"),
    output:
        manifest=live("capture.json"),
    log:
        log_of("assemble_bundle"),
    resources:
        gpu=0,
    params:
        script=script("assemble_bundle"),
        flags=stage_flags(
            spec=workload_spec,
            inductor=lambda w: "inductor" if uses_inductor(w.name) else None,
        ),


# snakemake --cores 1 doctor: every check a live capture needs here (the counter permission by
# profiling one tiny kernel with ncu), each failure's one-line fix, what will work and what falls
# back. Reads only and writes no output, so it runs whenever asked; what it printed stays in its log.
rule doctor:
    log:
        f"{RESULTS}/logs/doctor.log",
    localrule: True
    conda:
        "../envs/capture.yaml"
    container:
        config["containers"]["capture"]
    params:
        script=script("doctor"),
        flags=stage_flags(
            **MACHINE_CHECKS,
            capture=config["capture"],
            captures_dir=config["captures_dir"],
            range_profiler=sorted(RANGE_PROFILER),
        ),
    shell:
        "python -P {params.script:q} {params.flags} > {log:q} 2>&1; status=$?; cat {log:q}; exit $status"

# Capture: run a workload on this machine's GPU under each tool and write a capture bundle in
# results/captures/<name>/ (docs/bundle.md). Every capture rule asks for gpu=1, which the profiles
# limit to one, so captures never overlap. Work files (probe, phase records, tool reports) go to
# results/<name>/capture/.


rule clock_probe:
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


# The user's code, before any profiler runs: refused in one line where it is wrong.
use rule clock_probe as check_workload with:
    input:
        workload_code,
    output:
        workload=f"{CAPTURE}/workload.json",
    log:
        log_of("check_workload"),
    params:
        script=script("check_workload"),
        flags=phase_flags(device=THIS_DEVICE),


# Every step timed with no profiler: the host time the profiled phases are compared with.
use rule clock_probe as phase0_timing with:
    input:
        f"{CAPTURE}/workload.json",
    output:
        timing=live("timing.json"),
        record=f"{CAPTURE}/phase0_timing.json",
    log:
        log_of("phase0_timing"),
    params:
        script=script("phase0_timing"),
        flags=phase_flags(),


# The allocator's events, in a run of its own; on this machine's GPU, else on its CPU (the
# target memory_<name>: rules/memory.smk).
use rule clock_probe as phase_memory with:
    input:
        f"{CAPTURE}/workload.json",
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

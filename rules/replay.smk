# Replay: layer and sequence dedup plan which window kernels ncu profiles, and one ncu replay per
# counter group (one program run per span of launches) replays them (ncu.replay: optimized);
# validation mode also replays everything.


use rule join as layer_dedup with:
    input:
        window=table("nsys_window"),
        ranges=table("nsys_ranges"),
        modules=live("modules.json"),
    output:
        scope=f"{CAPTURE}/scope.json",
        plan=live("replay_plan.json"),
    log:
        log_of("layer_dedup"),
    benchmark:
        benchmark_of("layer_dedup")
    params:
        script=script("layer_dedup"),
        flags=stage_flags(
            full=NCU["replay"] == "full",
            run_s=NCU["replay_cost"]["run_s"],
            kernel_s=NCU["replay_cost"]["kernel_s"],
            range_profiler=lambda w: w.name in RANGE_PROFILER,
        ),


use rule clock_probe as ncu_replay with:
    input:
        f"{CAPTURE}/workload.json",
        plan=live("replay_plan.json"),
        scope=f"{CAPTURE}/scope.json",
        nsys_info=record("nsys_info"),
    output:
        csv=live("ncu/{group}.csv.gz"),
        record=f"{CAPTURE}/ncu_{{group}}.json",
    log:
        result("logs/ncu_replay_{group}.log"),
    params:
        script=script("ncu_replay"),
        flags=ncu_flags(
            group=lambda w: w.group,
            metrics=lambda w: ",".join(metric_names(NCU["groups"][w.group])),
            report=lambda w: f"{RESULTS}/{w.name}/capture/ncu_{w.group}",
        ),


# ncu.range_profiler's workloads: CUPTI's range profiler counts every kernel of one iteration in
# the program's own run, one measured iteration per pass, instead of ncu.
use rule clock_probe as cupti_counters with:
    input:
        f"{CAPTURE}/workload.json",
        plan=live("replay_plan.json"),
    output:
        counters=live("cupti.json"),
        record=f"{CAPTURE}/cupti_counters.json",
    log:
        log_of("cupti_counters"),
    params:
        script=script("cupti_counters"),
        flags=phase_flags(),


# Validation mode: ncu also replays every kernel of the window (run "full"), and the optimized
# replay once more (run "repeat": how far ncu moves between two runs of one replay); the propagated
# counters of the optimized replay are compared with both. Ask for
# results/<name>/replay_validation.json; it costs a full replay.
use rule clock_probe as ncu_validation_replay with:
    input:
        f"{CAPTURE}/workload.json",
        plan=live("replay_plan.json"),
        scope=lambda w: (
            [f"{RESULTS}/{w.name}/capture/scope.json"] if w.run == "repeat" else []
        ),
        nsys_info=record("nsys_info"),
    output:
        csv=f"{CAPTURE}/validation/ncu_{{run}}.csv.gz",
        record=f"{CAPTURE}/validation/ncu_{{run}}.json",
    log:
        result("logs/ncu_{run}_replay.log"),
    wildcard_constraints:
        run="full|repeat",
    params:
        # Not upstream of the profile: a failed validation leaves it standing.
        refused=[],
        script=script("ncu_validation_replay"),
        flags=ncu_flags(
            group=lambda w: w.run,
            kernels=lambda w: "window" if w.run == "full" else "planned",
            sample=lambda w: NCU["validation_launches"] if w.run == "full" else None,
            metrics=lambda w: ",".join(metric_names("all")),
            report=lambda w: f"{RESULTS}/{w.name}/capture/validation/ncu_{w.run}",
        ),


use rule join as validate_replay with:
    input:
        manifest=validated_manifest,
        kernels=result("kernels.parquet"),
        window=table("window"),
        nsys_kernels=table("nsys_kernels"),
        full_csv=f"{CAPTURE}/validation/ncu_full.csv.gz",
        optimized_record=f"{CAPTURE}/ncu_all.json",
        full_record=f"{CAPTURE}/validation/ncu_full.json",
        repeat_csv=f"{CAPTURE}/validation/ncu_repeat.csv.gz",
        repeat_record=f"{CAPTURE}/validation/ncu_repeat.json",
    output:
        validation=result("replay_validation.json"),
    log:
        log_of("validate_replay"),
    benchmark:
        benchmark_of("validate_replay")
    params:
        refused=[],
        script=script("validate_replay"),

# What-if: the workload timed with no profiler under each fix the plan prices (and those it cannot
# model), on this machine's GPU or as its bundle recorded them; each prediction checked against
# the run of the same fixes.


use rule clock_probe as whatif_runs with:
    input:
        profile=result("profile.json"),
    output:
        runs=result("whatif/runs.json"),
    log:
        log_of("whatif_runs"),
    params:
        script=script("whatif_runs"),
        flags=stage_flags(
            spec=workload_spec,
            runner=script("whatif_run"),
            steps=config["whatif"]["steps"],
            device=THIS_DEVICE,
        ),
        refused=refusal_marker,


use rule join as whatif with:
    input:
        profile=result("profile.json"),
        runs=whatif_runs_of,
    output:
        whatif=result("whatif.json"),
    log:
        log_of("whatif"),
    benchmark:
        benchmark_of("whatif")
    params:
        digest=member_digest(),
        script=script("whatif"),
        flags=stage_flags(reason=whatif_reason),


# Targets whatif_<workload>: each configured capture's predictions checked.
for _name in WORKLOADS:

    rule:
        name:
            f"whatif_{_name}"
        input:
            [f"{RESULTS}/{c}/whatif.json" for c in instances_of(_name)],
        localrule: True

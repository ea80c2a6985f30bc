# Capture half: run a workload on this machine's GPU under each tool and write a capture bundle in
# results/captures/<name>/ (docs/bundle.md). Every capture rule asks for gpu=1, which the profiles
# limit to one, so captures never overlap. Work files (probe, phase records, tool reports) go to
# results/<name>/capture/.


wildcard_constraints:
    group=r"[A-Za-z0-9_-]+",


rule clock_probe:
    output:
        probe=f"{CAPTURE}/probe.json",
    log:
        f"{RESULTS}/{{name}}/logs/clock_probe.log",
    conda:
        "../envs/capture.yaml"
    container:
        config["containers"]["capture"]
    resources:
        gpu=1,
    params:
        script=script("clock_probe"),
        cache=config["clocks"]["cache_dir"],
    shell:
        "python -P {params.script} --cache-dir {params.cache} --out {output.probe} 2> {log}"


rule phase1_kineto:
    output:
        trace=live("{name}", "kineto.json.gz"),
        record=f"{CAPTURE}/phase1_kineto.json",
    log:
        f"{RESULTS}/{{name}}/logs/phase1_kineto.log",
    conda:
        "../envs/capture.yaml"
    container:
        config["containers"]["capture"]
    resources:
        gpu=1,
    params:
        script=script("phase1_kineto"),
        runner=script("run_workload"),
        warmup=ITERATIONS["warmup"],
        measured=ITERATIONS["measured"],
    shell:
        "python -P {params.script} --workload {wildcards.name} --runner {params.runner}"
        " --warmup {params.warmup} --measured {params.measured}"
        " --trace {output.trace} --record {output.record} 2> {log}"


rule phase2_nsys:
    input:
        probe=f"{CAPTURE}/probe.json",
    output:
        sqlite=live("{name}", "nsys.sqlite"),
        modules=live("{name}", "modules.json"),
        record=f"{CAPTURE}/phase2_nsys.json",
    log:
        f"{RESULTS}/{{name}}/logs/phase2_nsys.log",
    conda:
        "../envs/capture.yaml"
    container:
        config["containers"]["capture"]
    resources:
        gpu=1,
    params:
        script=script("phase2_nsys"),
        runner=script("run_workload"),
        nsys=NSYS_TOOL or "nsys",
        warmup=ITERATIONS["warmup"],
        measured=ITERATIONS["measured"],
        clock_mode=config["clocks"]["mode"],
        report=f"{CAPTURE}/nsys",
    shell:
        "python -P {params.script} --workload {wildcards.name} --runner {params.runner}"
        " --nsys {params.nsys} --warmup {params.warmup} --measured {params.measured}"
        " --probe {input.probe} --clock-mode {params.clock_mode} --report {params.report}"
        " --sqlite {output.sqlite} --modules {output.modules} --record {output.record} 2> {log}"


rule layer_dedup:
    input:
        sqlite=live("{name}", "nsys.sqlite"),
        modules=live("{name}", "modules.json"),
    output:
        scope=f"{CAPTURE}/scope.json",
        plan=live("{name}", "replay_plan.json"),
    log:
        f"{RESULTS}/{{name}}/logs/layer_dedup.log",
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("layer_dedup"),
        measured=ITERATIONS["measured"],
        full="--full" if NCU["replay"] == "full" else "",
    shell:
        "python -P {params.script} --nsys-sqlite {input.sqlite} --modules {input.modules}"
        " --measured {params.measured} --scope {output.scope} --plan {output.plan} {params.full} 2> {log}"


rule ncu_replay:
    input:
        sqlite=live("{name}", "nsys.sqlite"),
        scope=f"{CAPTURE}/scope.json",
    output:
        csv=live("{name}", "ncu/{group}.csv.gz"),
        record=f"{CAPTURE}/ncu_{{group}}.json",
    log:
        f"{RESULTS}/{{name}}/logs/ncu_replay_{{group}}.log",
    conda:
        "../envs/capture.yaml"
    container:
        config["containers"]["capture"]
    resources:
        gpu=1,
    params:
        script=script("ncu_replay"),
        runner=script("run_workload"),
        ncu=NCU_TOOL or "ncu",
        metrics=lambda w: ",".join(metric_names(NCU["groups"][w.group])),
        replay_mode=NCU["replay_mode"],
        print_units=NCU["print_units"],
        warmup=ITERATIONS["warmup"],
        measured=ITERATIONS["measured"],
        report=f"{CAPTURE}/ncu_{{group}}",
    shell:
        "python -P {params.script} --workload {wildcards.name} --runner {params.runner}"
        " --ncu {params.ncu} --group {wildcards.group} --metrics {params.metrics}"
        " --replay-mode {params.replay_mode} --print-units {params.print_units}"
        " --warmup {params.warmup} --measured {params.measured} --nsys-sqlite {input.sqlite}"
        " --scope {input.scope} --report {params.report} --csv {output.csv} --record {output.record} 2> {log}"


rule inductor_debug:
    output:
        inductor=directory(live("{name}", "inductor")),
        record=f"{CAPTURE}/inductor_debug.json",
    log:
        f"{RESULTS}/{{name}}/logs/inductor_debug.log",
    wildcard_constraints:
        name=r"[A-Za-z0-9_.-]+_compiled",
    conda:
        "../envs/capture.yaml"
    container:
        config["containers"]["capture"]
    resources:
        gpu=1,
    params:
        script=script("inductor_debug"),
        runner=script("run_workload"),
        warmup=ITERATIONS["warmup"],
        measured=ITERATIONS["measured"],
    shell:
        "python -P {params.script} --workload {wildcards.name} --runner {params.runner}"
        " --warmup {params.warmup} --measured {params.measured}"
        " --out {output.inductor} --record {output.record} 2> {log}"


rule assemble_bundle:
    input:
        probe=f"{CAPTURE}/probe.json",
        records=capture_records,
        members=bundle_members,
    output:
        manifest=live("{name}", "capture.json"),
    log:
        f"{RESULTS}/{{name}}/logs/assemble_bundle.log",
    conda:
        "../envs/capture.yaml"
    container:
        config["containers"]["capture"]
    params:
        script=script("assemble_bundle"),
        bundle=lambda w: f"{LIVE}/{w.name}",
        warmup=ITERATIONS["warmup"],
        measured=ITERATIONS["measured"],
        inductor=lambda w: "--inductor inductor" if is_compiled(w.name) else "",
    shell:
        "python -P {params.script} --bundle {params.bundle} --probe {input.probe}"
        " --records {input.records} --warmup {params.warmup} --measured {params.measured}"
        " {params.inductor} 2> {log}"


# Targets profile_<workload> and profile_all: profile.json of each workload, from a live capture
# where this machine can make one, else from its recorded bundle; one line says which.
for target, names in [(f"profile_{w}", [w]) for w in config["workloads"]] + [
    ("profile_all", config["workloads"])
]:

    rule:
        name:
            target
        input:
            profile_targets(names),
            [report_path(n) for n in names],
        log:
            f"{RESULTS}/logs/{target}.log",
        localrule: True
        conda:
            "../envs/analysis.yaml"
        container:
            config["containers"]["analysis"]
        params:
            script=script("profile_source"),
            entries=profile_entries(names),
            source=CAPTURE_SOURCE,
            reason=CAPTURE_REASON,
        shell:
            "python {params.script} {params.entries} --source {params.source}"
            " --reason {params.reason:q} 2> {log}"


# Validation mode (issue 4): ncu also replays every kernel of the window (run "full"), and the
# optimized replay once more (run "repeat": how far ncu moves between two runs of one replay);
# the propagated counters of the optimized replay are compared with both. Ask for
# results/<name>/replay_validation.json; it costs a full replay.
rule ncu_validation_replay:
    input:
        sqlite=live("{name}", "nsys.sqlite"),
        scope=lambda w: (
            [f"{CAPTURE}/scope.json".format(name=w.name)] if w.run == "repeat" else []
        ),
    output:
        csv=f"{CAPTURE}/validation/ncu_{{run}}.csv.gz",
        record=f"{CAPTURE}/validation/ncu_{{run}}.json",
    log:
        f"{RESULTS}/{{name}}/logs/ncu_{{run}}_replay.log",
    wildcard_constraints:
        run="full|repeat",
    conda:
        "../envs/capture.yaml"
    container:
        config["containers"]["capture"]
    resources:
        gpu=1,
    params:
        script=script("ncu_replay"),
        runner=script("run_workload"),
        ncu=NCU_TOOL or "ncu",
        metrics=",".join(metric_names("all")),
        replay_mode=NCU["replay_mode"],
        print_units=NCU["print_units"],
        warmup=ITERATIONS["warmup"],
        measured=ITERATIONS["measured"],
        report=f"{CAPTURE}/validation/ncu_{{run}}",
        scope=lambda w, input: " ".join(f"--scope {path}" for path in input.scope),
    shell:
        "python -P {params.script} --workload {wildcards.name} --runner {params.runner}"
        " --ncu {params.ncu} --group {wildcards.run} --metrics {params.metrics}"
        " --replay-mode {params.replay_mode} --print-units {params.print_units}"
        " --warmup {params.warmup} --measured {params.measured} --nsys-sqlite {input.sqlite}"
        " {params.scope} --report {params.report} --csv {output.csv} --record {output.record} 2> {log}"


rule validate_replay:
    input:
        bundle=live("{name}", "capture.json"),
        kernels=f"{RESULTS}/{{name}}/kernels.parquet",
        window=table("{name}", "window"),
        nsys_kernels=table("{name}", "nsys_kernels"),
        full_csv=f"{CAPTURE}/validation/ncu_full.csv.gz",
        optimized_record=f"{CAPTURE}/ncu_all.json",
        full_record=f"{CAPTURE}/validation/ncu_full.json",
        repeat_csv=f"{CAPTURE}/validation/ncu_repeat.csv.gz",
        repeat_record=f"{CAPTURE}/validation/ncu_repeat.json",
    output:
        report=f"{RESULTS}/{{name}}/replay_validation.json",
    log:
        f"{RESULTS}/{{name}}/logs/validate_replay.log",
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("validate_replay"),
        bundle=lambda w: f"{LIVE}/{w.name}",
    shell:
        "python -P {params.script} --bundle {params.bundle} --kernels {input.kernels} --window {input.window}"
        " --nsys-kernels {input.nsys_kernels} --full-csv {input.full_csv}"
        " --optimized-record {input.optimized_record} --full-record {input.full_record}"
        " --repeat-csv {input.repeat_csv} --repeat-record {input.repeat_record}"
        " --out {output.report} 2> {log}"

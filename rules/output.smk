# Output: profile.json and report.html, and the targets users run.


use rule join as profile with:
    input:
        manifest=validated_manifest,
        kernels=result("kernels.parquet"),
        operators=result("operators.parquet"),
        summary=result("operator_summary.parquet"),
        resolution=table("ncu_resolution"),
        nsys_info=record("nsys_info"),
        kineto_info=record("kineto_info"),
        ncu_info=record("ncu_info"),
        gate_record=record("gate"),
        regime=record("regime"),
        communication=record("communication"),
        compile_cost=compile_cost_record,
        attribution_checks=record("attribution_checks"),
        memory=bundle_memory("memory/bundle/memory.json"),
        operator_memory=bundle_memory("tables/operator_memory.parquet"),
        memory_join=bundle_memory("tables/memory_join.json"),
        # the step model the plan prices fixes on: the host operators, CUDA API calls, kernels,
        # copies and sets of the Kineto steps the regime stage replayed
        kineto_ops=table("kineto_ops"),
        kineto_calls=table("kineto_calls"),
        kineto_kernels=table("kineto_kernels"),
        kineto_memory=table("kineto_memory"),
    output:
        profile=report(
            result("profile.json"),
            caption="../report/profile.rst",
            category="Profiles",
            labels={"workload": "{name}", "file": "profile.json"},
        ),
    log:
        log_of("profile"),
    benchmark:
        benchmark_of("profile")
    params:
        script=script("profile"),
        # A refusal names the bundle, whose files disagree.
        flags=stage_flags(
            bundle=lambda w: str(bundle_root(w.name)), strict=config["strict"]
        ),
        # Tracked by Snakemake (flags, a function of the input, is not): a change reruns the rule.
        strict=config["strict"],


use rule join as report with:
    input:
        profile=result("profile.json"),
        kernels=result("kernels.parquet"),
        summary=result("operator_summary.parquet"),
        # the opprof:module ranges: the module tree
        ranges=table("nsys_ranges"),
        # the forward operators' ranges: the module of each backward kernel
        operators=table("nvtx_operators"),
        # the predictions checked, where the bundle records what-if runs
        whatif=recorded_whatif,
    output:
        report=report(
            result("report.html"),
            caption="../report/report.rst",
            category="Reports",
            labels={"workload": "{name}", "file": "report.html"},
        ),
    log:
        log_of("report"),
    benchmark:
        benchmark_of("report")
    params:
        script=script("report"),


# The profile as one timeline that Perfetto and torch.profiler's readers open.
use rule join as trace with:
    input:
        profile=result("profile.json"),
        kernels=result("kernels.parquet"),
        kineto_ops=table("kineto_ops"),
        kineto_launches=table("kineto_launches"),
        kineto_kernels=table("kineto_kernels"),
        kineto_calls=table("kineto_calls"),
        kineto_memory=table("kineto_memory"),
    output:
        trace=result("trace.json.gz"),
    log:
        log_of("trace"),
    benchmark:
        benchmark_of("trace")
    params:
        script=script("trace"),


# A bundle name outside the allowed characters: one line saying which are allowed, not "no rule".
rule refuse_bundle_name:
    output:
        f"{RESULTS}/{{bad_name}}/profile.json",
    log:
        f"{RESULTS}/logs/refused/{{bad_name}}.log",
    wildcard_constraints:
        # A character outside the allowed ones, or a '/' anywhere but in <name>/rank<r>.
        bad_name=r"(?![A-Za-z0-9_.-]+/rank[0-9]+/)(?:[^/]*[^A-Za-z0-9_./-][^/]*|[^/]+(?:/[^/]+)+)",
    localrule: True
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("refuse_bundle_name"),
        name=lambda w: w.bad_name,
    shell:
        # The one line also goes to the terminal: no workflow output names the refused bundle.
        "python -P {params.script:q} --name={params.name:q} 2> {log:q} || {{ cat {log:q} >&2; exit 1; }}"


# Targets profile_<workload> and profile_all: every documented file of each workload, from a live
# capture where this machine can make one, else from its recorded bundle; one line says which.
for target, names in [(f"profile_{w}", [w]) for w in WORKLOADS] + [
    ("profile_all", list(WORKLOADS))
]:

    rule:
        name:
            target
        input:
            documented_outputs(names),
        log:
            f"{RESULTS}/logs/{target}.log",
        localrule: True
        conda:
            "../envs/analysis.yaml"
        container:
            config["containers"]["analysis"]
        params:
            script=script("profile_source"),
            flags=stage_flags(
                names=[c for n in names for c in instances_of(n)],
                bundles=[str(bundle_root(c)) for n in names for c in instances_of(n)],
                profiles=[profile_path(c) for n in names for c in instances_of(n)],
                source=CAPTURE_CHOICE["source"],
                reason=CAPTURE_CHOICE["reason"],
            ),
        shell:
            "python -P {params.script:q} {params.flags} 2> {log:q}"

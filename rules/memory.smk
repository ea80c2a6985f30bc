# Memory: the memory phase's run into per-operator allocations, the step's peak and what holds
# it. Source "bundle": the bundle's memory phase, which the profile joins; "local": a memory
# phase run on this machine (its GPU, else its CPU) for the target memory_<name>.


rule memory:
    input:
        unpack(memory_inputs),
    output:
        ops=result("memory/{source}/memory_ops.parquet"),
        events=result("memory/{source}/memory_events.parquet"),
        summary=result("memory/{source}/memory.json"),
    log:
        log_of("memory_{source}"),
    benchmark:
        benchmark_of("memory_{source}")
    wildcard_constraints:
        source="bundle|local",
    conda:
        "../envs/analysis.yaml"
    container:
        config["containers"]["analysis"]
    params:
        script=script("memory"),
        flags=stage_flags(measured=measured_iterations),
        refused=local_refusal_marker,
    shell:
        "python -P {params.script:q} {params.flags} 2> {log:q}"
        ' || {{ status=$?; for marker in {params.refused:q}; do : > "$marker"; done; exit $status; }}'


# The profile's operator invocations, each with the memory run's invocation of it.
use rule memory as operator_memory with:
    input:
        operators=result("operators.parquet"),
        kineto_ops=table("kineto_ops"),
        memory_ops=result("memory/bundle/memory_ops.parquet"),
    output:
        joined=table("operator_memory"),
        check=record("memory_join"),
    log:
        log_of("operator_memory"),
    benchmark:
        benchmark_of("operator_memory")
    params:
        script=script("operator_memory"),
        flags=stage_flags(trace=memory_trace_member),
        refused=refusal_marker,


use rule memory as memory_page with:
    input:
        summary=result("memory/{source}/memory.json"),
    output:
        page=report(
            result("memory/{source}/memory.html"),
            caption="../report/memory.rst",
            category="Memory",
            labels={"workload": "{name}", "file": "memory.html ({source})"},
        ),
    log:
        log_of("memory_page_{source}"),
    benchmark:
        benchmark_of("memory_page_{source}")
    params:
        script=script("memory_page"),
        flags=stage_flags(name=lambda w: w.name, source=lambda w: w.source),
        refused=local_refusal_marker,


# Targets memory_<workload>: the memory phase on this machine and its page.
for _name in WORKLOADS:

    rule:
        name:
            f"memory_{_name}"
        input:
            [
                f"{RESULTS}/{c}/memory/local/{member}"
                for c in instances_of(_name)
                for member in ("memory.json", "memory.html")
            ],
        localrule: True

import json
import os
import re
import shlex
import sys
from functools import cache
from pathlib import Path

from snakemake.io import PeriodicityDetector
from snakemake.utils import validate

# jsonschema checks the "iri" format with rfc3987-syntax where that is installed (Jupyter brings it
# in), which builds 38 grammars when imported: 0.85 s of every Snakemake start. This config's schema
# names no format and validate() checks none, so jsonschema goes without it.
sys.modules.setdefault("rfc3987_syntax", None)

from opprof.bundle.digest import file_digest
from opprof.capture.commands import metric_names
from opprof.capture.spec import (
    builtin_variant,
    capture_instances,
    resolve_workloads,
    workloads_problem,
)
from opprof.cli import use_bytecode_cache
from opprof.io import DIFF_FILES, REFUSED, REFUSED_LOCAL, remove_refused_results
from opprof.output.paper import PAIRS as PAPER_PAIRS

# A config the schema would answer with a raw ValidationError, or names Snakemake would trip on
# later (MissingRuleException, PeriodicWildcardError, OSError): one line, and nothing runs.
_problem = workloads_problem(config.get("workloads"), PeriodicityDetector().is_periodic)
if _problem is not None:
    print(f"opprof: error: config: {_problem}", file=sys.stderr)
    sys.exit(1)
validate(config, schema="../config/schema.yaml")


# Bundle names reach paths and the shell; names outside these characters are refused in one line
# (rule refuse_bundle_name) rather than by a "no rule to produce" message. A rank of a
# data-parallel run is the bundle <name>/rank<r> (rules/ranks.smk).
# "." and ".." are no names (results/.. is the working directory, <captures_dir>/.. another
# folder), nor either side of a pair.
NOT_A_DOT_FOLDER = r"(?!\.\.?(?:/|__|$))"
NAME_CHARACTERS = NOT_A_DOT_FOLDER + r"[A-Za-z0-9_.-]+(?:/rank[0-9]+)?"
# A name in a pair's folder <base>__<new>: no double underscore, none at either end.
PAIR_NAME = NOT_A_DOT_FOLDER + r"[A-Za-z0-9.-]+(?:_[A-Za-z0-9.-]+)*"


wildcard_constraints:
    name=NAME_CHARACTERS,
    group=r"[A-Za-z0-9_-]+",


RESULTS = "results"
SCRIPTS = Path(workflow.basedir) / "scripts"
RUNNER = SCRIPTS / "run_workload.py"
NCU = config["ncu"]
# Every configured workload by name: built-ins and the user's entries, resolved once.
WORKLOADS = resolve_workloads(config["workloads"], config["iterations"])
# Every capture they make, by bundle name (a data-parallel workload's ranks: <name>/rank<r>).
CAPTURES = capture_instances(WORKLOADS)
# Workloads whose counters CUPTI's range profiler collects instead of ncu. A name this config does
# not configure is not profiled here (a configfile of the user's own replaces the shipped
# workloads, not the shipped list); a data-parallel one cannot use it.
RANGE_PROFILER = set(NCU.get("range_profiler", [])) & set(WORKLOADS)
if RANGE_PROFILER - set(CAPTURES):
    raise ValueError(
        f"ncu.range_profiler names {sorted(RANGE_PROFILER - set(CAPTURES))}, which are "
        "data-parallel workloads: the range profiler counts single-GPU ones"
    )

# Scripts import the package from this workflow's own source in every deployment (venv, conda env,
# stage image, Slurm job), since a conda env cannot install it (see envs/analysis.yaml). Each job
# parses this file again, so a remote job sets it for itself.
os.environ.update(
    PYTHONPATH=os.pathsep.join(
        p for p in (workflow.basedir, os.environ.get("PYTHONPATH")) if p
    )
)
# Every job is a fresh interpreter importing pandas and pyarrow: a bytecode cache saves each
# one compiling them again where PYTHONDONTWRITEBYTECODE is set.
use_bytecode_cache(os.environ)


# Live capture needs a GPU, nsys and ncu (capture: auto looks; live / recorded force one). Looked
# up once per run and handed to the jobs through the environment: a cluster job parses this file
# again, on a node that may have no GPU, and must run nothing to read the choice the run made.
if "OPPROF_CAPTURE_SOURCE" not in os.environ:
    from opprof.capture.tools import capture_source, find_tool, gpu_listed

    _nsys, _ncu = (find_tool(config["tools"][t]) for t in ("nsys", "ncu"))
    _gpu = gpu_listed()
    _source, _reason = capture_source(
        config["capture"], config["capture"] == "auto" and _gpu, _nsys, _ncu
    )
    os.environ["OPPROF_CAPTURE_SOURCE"] = json.dumps(
        {
            "source": _source,
            "reason": _reason,
            "nsys": _nsys,
            "ncu": _ncu,
            "gpu": _gpu,
        }
    )


envvars:
    "OPPROF_CAPTURE_SOURCE",


CAPTURE_CHOICE = json.loads(os.environ["OPPROF_CAPTURE_SOURCE"])
LIVE = f"{RESULTS}/captures"
# The device a capture on this machine runs on: the memory phase runs on CPU where there is no GPU.
THIS_DEVICE = "cuda" if CAPTURE_CHOICE.get("gpu", True) else "cpu"


def is_live(name):
    return CAPTURE_CHOICE["source"] == "live" and name in CAPTURES


def bundle_root(name):
    return Path(LIVE) / name if is_live(name) else Path(config["captures_dir"]) / name


# Paths of one workload's results; a rule's log and benchmark mirror its name.
def result(member):
    return f"{RESULTS}/{{name}}/{member}"


def table(stem):
    return result(f"tables/{stem}.parquet")


def record(stem):
    return result(f"tables/{stem}.json")


def script(stage):
    return str(SCRIPTS / f"{stage}.py")


def log_of(stage):
    return result(f"logs/{stage}.log")


def benchmark_of(stage):
    return result(f"benchmarks/{stage}.tsv")


# Live captures (rules/capture.smk, rules/replay.smk): the bundle in results/captures/<name>/,
# work files (probe, phase records, tool reports) in results/<name>/capture/.
CAPTURE = result("capture")


def live(member):
    return f"{LIVE}/{{name}}/{member}"


def uses_inductor(name):
    return CAPTURES[name].inductor


def workload_spec(wildcards):
    return CAPTURES[wildcards.name].to_json()


def eager_variant(wildcards):
    """The eager workload a compiled built-in is the variant of, where it is configured too and
    has a capture (live, or a recorded bundle)."""
    if wildcards.name not in CAPTURES or not CAPTURES[wildcards.name].builtin:
        return None
    base, options = builtin_variant(wildcards.name)
    if options is None or base not in WORKLOADS:
        return None
    return (
        base
        if is_live(base) or (bundle_root(base) / "capture.json").is_file()
        else None
    )


def eager_bundle(wildcards):
    eager = eager_variant(wildcards)
    return str(bundle_root(eager)) if eager else None


def eager_record(stem):
    """Input function: a record of the eager variant (none where it is not profiled here)."""

    def path(wildcards):
        eager = eager_variant(wildcards)
        return record(stem).format(name=eager) if eager else []

    return path


def compile_cost_record(wildcards):
    """A compiled workload's compile-cost record; none for an eager one (a bundle outside the
    configured workloads says which it is in its capture.json)."""
    if wildcards.name in CAPTURES:
        compiled = CAPTURES[wildcards.name].compiled
    else:
        compiled = recorded_variant(wildcards.name) == "compiled"
    return record("compile_cost").format(name=wildcards.name) if compiled else []


def workload_code(wildcards):
    """The files of the user's workload code, so that an edit to them captures again."""
    return CAPTURES[wildcards.name].code_files


# Bundle members, one input function each: a live bundle's files are outputs of the capture rules;
# a recorded bundle's are the files its capture.json lists. A manifest that cannot be read lists
# nothing: the rules that would read it wait on bundle_manifest, which refuses it in one line.
@cache
def recorded_entry(name, key):
    """One entry of a recorded bundle's capture.json, None where it cannot be read (the rule that
    validates the manifest then refuses it)."""
    try:
        return json.loads((bundle_root(name) / "capture.json").read_text())[key]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def recorded_variant(name):
    workload = recorded_entry(name, "workload")
    return workload.get("variant") if isinstance(workload, dict) else None


def recorded_files(name):
    files = recorded_entry(name, "files")
    return files if isinstance(files, dict) else None


def bundle_member(member, live_member):
    """Input function: the member's path, [] where the bundle has none."""

    def member_path(wildcards):
        if is_live(wildcards.name):
            return live_member(wildcards.name)
        files = recorded_files(wildcards.name)
        if files is None:
            return validated_manifest(wildcards)
        relative = files.get(member)
        if not isinstance(relative, str):
            return []
        return listed_path(wildcards, relative)

    return member_path


def validated_manifest(wildcards):
    return record("capture").format(name=wildcards.name)


def listed_path(wildcards, relative):
    """A member capture.json lists; one that is missing or outside the bundle is refused by
    bundle_manifest instead."""
    root = bundle_root(wildcards.name)
    path = root / relative
    inside = root.resolve() in path.resolve().parents
    return str(path) if inside and path.is_file() else validated_manifest(wildcards)


def capture_manifest(wildcards):
    return str(bundle_root(wildcards.name) / "capture.json")


def present_manifest(wildcards):
    """Input function: capture.json where it exists; a missing one is passed as a flag instead
    (absent_manifest), so that bundle_manifest refuses it in one line rather than Snakemake.
    """
    path = capture_manifest(wildcards)
    return path if is_live(wildcards.name) or Path(path).is_file() else []


def absent_manifest(wildcards):
    return None if present_manifest(wildcards) else capture_manifest(wildcards)


def missing_members(wildcards):
    """Params function: capture.json, or the members it lists, where they are not in the bundle,
    so that a file deleted after a good run reruns bundle_manifest, which refuses it naming it.
    """
    if is_live(wildcards.name):
        return []
    if absent_manifest(wildcards):
        return ["capture.json"]
    files = recorded_files(wildcards.name) or {}
    listed = [v for k, v in files.items() if k != "ncu"]
    listed += [e.get("path") for e in files.get("ncu", []) if isinstance(e, dict)]
    root = bundle_root(wildcards.name)
    return sorted(v for v in listed if isinstance(v, str) and not (root / v).exists())


def ncu_members(wildcards):
    if is_live(wildcards.name):
        if wildcards.name in RANGE_PROFILER:
            return []
        return [f"{LIVE}/{wildcards.name}/ncu/{g}.csv.gz" for g in NCU["groups"]]
    files = recorded_files(wildcards.name)
    if files is None:
        return validated_manifest(wildcards)
    return [
        listed_path(wildcards, e["path"])
        for e in files.get("ncu", [])
        if isinstance(e, dict) and isinstance(e.get("path"), str)
    ]


def inductor_folder(name):
    if is_live(name):
        return f"{LIVE}/{name}/inductor" if uses_inductor(name) else None
    relative = (recorded_files(name) or {}).get("inductor")
    return str(bundle_root(name) / relative) if isinstance(relative, str) else None


def inductor_members(wildcards):
    """A live capture's Inductor folder (an output of inductor_debug); every file of a recorded
    one, so that an edited output_code.py reruns the fusion map."""
    folder = inductor_folder(wildcards.name)
    if folder is None or is_live(wildcards.name):
        return folder or []
    return sorted(str(p) for p in Path(folder).rglob("*") if p.is_file())


nsys_member = bundle_member("nsys", lambda n: f"{LIVE}/{n}/nsys.sqlite")
kineto_member = bundle_member("kineto", lambda n: f"{LIVE}/{n}/kineto.json.gz")
timing_member = bundle_member("timing", lambda n: f"{LIVE}/{n}/timing.json")
cupti_member = bundle_member(
    "cupti",
    lambda n: f"{LIVE}/{n}/cupti.json" if n in RANGE_PROFILER else [],
)
replay_plan_member = bundle_member(
    "replay_plan",
    lambda n: f"{LIVE}/{n}/replay_plan.json",
)
memory_member = bundle_member("memory", lambda n: f"{LIVE}/{n}/memory.json")
memory_trace_member = bundle_member(
    "memory_trace", lambda n: f"{LIVE}/{n}/memory_trace.json.gz"
)


# The memory phase's files (rules/memory.smk): a bundle's, or those of a run on this machine.
def memory_inputs(wildcards):
    if wildcards.source == "local":
        return {
            "trace": f"{LIVE}/{wildcards.name}/memory_trace.json.gz",
            "document": f"{LIVE}/{wildcards.name}/memory.json",
        }
    return {
        "trace": memory_trace_member(wildcards),
        "document": memory_member(wildcards),
    }


def measured_iterations(wildcards):
    """The measured iterations the memory run must hold: the workload's, or the bundle's."""
    if wildcards.source == "local" or is_live(wildcards.name):
        return CAPTURES[wildcards.name].measured
    iterations = recorded_entry(wildcards.name, "iterations")
    return iterations["measured"] if isinstance(iterations, dict) else 0


def bundle_memory(member):
    """Input function: a result made from the bundle's memory phase, none without one."""

    def path(wildcards):
        has = is_live(wildcards.name) or (recorded_files(wildcards.name) or {}).get(
            "memory"
        )
        return result(member).format(name=wildcards.name) if has else []

    return path


@cache
def _file_digest(path, size, mtime_ns, ctime_ns):
    return file_digest(path)


def member_digest(*members):
    """Params function: the content digest of the recorded bundle members that ``members`` (input
    functions) give. A member replaced by other bytes then reruns the rules that read it, even
    when its mtime is older than their outputs (``cp -p``, ``rsync -a``, tar); Snakemake tracks
    only parameters that are not derived from the rule's input, hence the input functions here.
    Live members are the workflow's own outputs, tracked by it."""

    def digest(wildcards):
        if is_live(wildcards.name):
            return ""
        root = bundle_root(wildcards.name)
        paths = []
        for member in members:
            found = member(wildcards)
            paths += found if isinstance(found, list) else [found]
        digests = []
        for path in sorted(map(Path, paths)):
            if root.resolve() in path.resolve().parents and path.is_file():
                stat = path.stat()
                digests.append(
                    f"{path.relative_to(root)}:"
                    + _file_digest(
                        str(path), stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns
                    )
                )
        return " ".join(digests)

    return digest


def _flag(key, value):
    """``--key=value`` once per value: a value starting with '-' (a folder named -caps) is
    then no flag of its own to argparse."""
    flag = f"--{key.replace('_', '-')}"
    if value is None or value is False or value == []:
        return ""
    if value is True:
        return flag
    values = value if isinstance(value, list) else [value]
    return " ".join(shlex.quote(f"{flag}={v}") for v in values)


def stage_flags(**options):
    """Params function: ``--name=value`` for every named input and output, then ``options``
    (values, or functions of the wildcards), each quoted for the shell; the rule's script hands
    them to the stage function of the same name (opprof.cli)."""

    def flags(wildcards, input, output):
        chosen = {k: (v(wildcards) if callable(v) else v) for k, v in options.items()}
        pairs = [*input.items(), *output.items(), *chosen.items()]
        return " ".join(filter(None, (_flag(k, v) for k, v in pairs)))

    return flags


# What the preflight and doctor check the machine with.
MACHINE_CHECKS = {
    "nsys": config["tools"]["nsys"],
    "ncu": config["tools"]["ncu"],
    "results": RESULTS,
    "clock_mode": config["clocks"]["mode"],
}


def live_check(wildcards):
    """workload.json, the timing phase's check of the user's code, where the capture is live; a
    memory run on this machine's CPU (target memory_<name>) runs the code first itself.
    """
    return (
        [f"{RESULTS}/{wildcards.name}/capture/workload.json"]
        if is_live(wildcards.name)
        else []
    )


# The options every phase gives the workload it runs.
def phase_flags(**options):
    return stage_flags(spec=workload_spec, runner=str(RUNNER), **options)


# The phase records, written after each phase's members: assemble_bundle runs once all are there.
def capture_records(wildcards):
    records = ["phase0_timing", "phase1_kineto", "phase_memory", "phase2_nsys"]
    if wildcards.name in RANGE_PROFILER:
        records += ["cupti_counters"]
    else:
        records += [f"ncu_{group}" for group in NCU["groups"]]
    records += ["inductor_debug"] if uses_inductor(wildcards.name) else []
    return [f"{RESULTS}/{wildcards.name}/capture/{r}.json" for r in records]


# The options of every ncu run.
def ncu_flags(**options):
    return phase_flags(
        ncu_tool=CAPTURE_CHOICE["ncu"] or "ncu",
        replay_mode=NCU["replay_mode"],
        print_units=NCU["print_units"],
        **options,
    )


# Every file the README documents for a workload: what the profile targets ask for, so deleting
# one and running again writes it again.
DOCUMENTED_TABLES = [
    "nsys_kernels",
    "nsys_ranges",
    "kineto_ops",
    "kineto_launches",
    "kineto_kernels",
    "kineto_calls",
    "kineto_memory",
    "ncu_kernels",
    "ncu_resolution",
    "cupti_kernels",
    "fusion_map",
    "inductor_calls",
    "nsys_window",
    "replay_plan",
    "window",
    "ncu_map",
    "joined",
    "attributed",
    "host_events",
]
DOCUMENTED_FILES = [
    "profile.json",
    "report.html",
    "trace.json.gz",
    "kernels.parquet",
    "operators.parquet",
    "operator_summary.parquet",
    "tables/gate.json",
    *(f"tables/{t}.parquet" for t in DOCUMENTED_TABLES),
]


# A job that fails leaves the REFUSED marker in its workload's results folder; when the run ends
# (every job done, none left to read them) every result made from that workload's earlier inputs
# is removed, those the job read included (opprof.io.remove_refused_results).
def refusal_marker(wildcards):
    return f"{RESULTS}/{wildcards.name}/{REFUSED}"


# A run on this machine (a capture, the memory_<name> phase) of a workload whose profile comes
# from a recorded bundle made nothing of that profile: its refusal removes only the local results.
def local_refusal_marker(wildcards):
    local = getattr(wildcards, "source", "local") == "local" and not is_live(
        wildcards.name
    )
    return f"{RESULTS}/{wildcards.name}/{REFUSED_LOCAL if local else REFUSED}"


onerror:
    remove_refused_results(RESULTS)


def documented_outputs(names):
    """Every documented file of each workload's captures, and a data-parallel one's ranks.json."""
    return [
        path
        for n in names
        for path in (
            [f"{RESULTS}/{c}/{f}" for c in instances_of(n) for f in DOCUMENTED_FILES]
            + ([f"{RESULTS}/{n}/ranks.json"] if WORKLOADS[n].ranks > 1 else [])
        )
    ]


def instances_of(name):
    """The bundle names of a configured workload: itself, or <name>/rank<r> per rank."""
    return [c for c, spec in CAPTURES.items() if spec.name == name]


def profile_path(name):
    return f"{RESULTS}/{name}/profile.json"


def all_targets():
    """The default target: every documented file of the first configured workload."""
    return documented_outputs(list(WORKLOADS)[:1])


# Diffs (rules/diff.smk): results/diff/<base>__<new>/, per configured pair.
DIFF = f"{RESULTS}/diff/{{base}}__{{new}}"
PAIRS = {(p["base"], p["new"]): p for p in config["diff"]["pairs"]}


def side(member, which):
    return lambda w: f"{RESULTS}/{getattr(w, which)}/{member}"


def expected_families(wildcards):
    """What the configured pair adds on purpose (none for a pair the config does not list)."""
    return PAIRS.get((wildcards.base, wildcards.new), {}).get("expected", [])


def pair_outputs(base, new):
    gated = PAIRS[(base, new)].get("gated", True)
    return [
        f"{RESULTS}/diff/{base}__{new}/{f}"
        for f in DIFF_FILES
        if gated or f != "gate.json"
    ]


def paper_files(pattern):
    """``pattern`` under results/ for each of the method's pairs, in its order."""
    return [
        f"{RESULTS}/{pattern.format(base=base, new=new)}"
        for _, base, new in PAPER_PAIRS
    ]


# Data-parallel runs (rules/ranks.smk).
def rank_numbers(wildcards):
    """The ranks of a data-parallel run: those it captures live, else every folder
    <captures_dir>/<name>/rank<r>/, in rank order (one without a readable capture.json is refused
    by its own bundle_manifest, never left out)."""
    if is_live(f"{wildcards.name}/rank0"):
        return list(range(WORKLOADS[wildcards.name].ranks))
    root = Path(config["captures_dir"]) / wildcards.name
    found = [
        int(path.name.removeprefix("rank"))
        for path in (root.iterdir() if root.is_dir() else ())
        if re.fullmatch(r"rank[0-9]+", path.name) and path.is_dir()
    ]
    return sorted(found)


def rank_members(member):
    """Input function: one rank's ``member`` per rank bundle."""

    def paths(wildcards):
        return [
            f"{RESULTS}/{wildcards.name}/rank{r}/{member}"
            for r in rank_numbers(wildcards)
        ]

    return paths


# What-if runs (rules/whatif.smk): made here where this machine can, else the bundle's recorded ones.
def whatif_here(name):
    """Whether this machine times the runs itself: it has a GPU, and opprof builds the workload."""
    spec = CAPTURES.get(name)
    return (
        bool(CAPTURE_CHOICE.get("gpu")) and spec is not None and spec.entry is not None
    )


def whatif_runs_of(wildcards):
    """Input function: the runs made here, else the bundle's recorded ones, else none."""
    if whatif_here(wildcards.name):
        return result("whatif/runs.json").format(name=wildcards.name)
    relative = (recorded_files(wildcards.name) or {}).get("whatif")
    return listed_path(wildcards, relative) if isinstance(relative, str) else []


def recorded_whatif(wildcards):
    """Input function: whatif.json where the recorded bundle holds what-if runs (the report shows
    them), none otherwise: a profile never waits on runs made here."""
    if whatif_here(wildcards.name) or is_live(wildcards.name):
        return []
    relative = (recorded_files(wildcards.name) or {}).get("whatif")
    return (
        result("whatif.json").format(name=wildcards.name)
        if isinstance(relative, str)
        else []
    )


def whatif_reason(wildcards):
    """Why there are no runs to check the predictions against (None where there are)."""
    if whatif_runs_of(wildcards):
        return None
    spec = CAPTURES.get(wildcards.name)
    if spec is not None and spec.entry is None:
        return "a command workload runs the user's own program: opprof cannot apply a fix to it"
    return "no GPU on this machine, and the bundle records no what-if runs"

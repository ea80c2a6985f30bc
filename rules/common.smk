import json
import os
from pathlib import Path

from snakemake.utils import validate

from opprof.capture.commands import metric_names
from opprof.capture.tools import capture_source, find_tool, gpu_listed

validate(config, schema="../config/schema.yaml")


wildcard_constraints:
    name=r"[A-Za-z0-9_.-]+",


RESULTS = "results"
SCRIPTS = Path(workflow.basedir) / "scripts"

# Scripts import the package from this workflow's own source in every deployment (venv, conda env,
# stage image, Slurm job), since a conda env cannot install it (see envs/analysis.yaml). Each job
# parses this file again, so a remote job sets it for itself.
os.environ.update(
    PYTHONPATH=os.pathsep.join(
        p for p in (workflow.basedir, os.environ.get("PYTHONPATH")) if p
    )
)


# Live capture needs a GPU, nsys and ncu (capture: auto looks; live / recorded force one). Decided
# once per run and handed to the jobs through the environment: a cluster job parses this file
# again on a node that may have no GPU, and must still read the bundle the run chose.
NSYS_TOOL = find_tool(config["tools"]["nsys"])
NCU_TOOL = find_tool(config["tools"]["ncu"])
if "OPPROF_CAPTURE_SOURCE" not in os.environ:
    os.environ["OPPROF_CAPTURE_SOURCE"] = json.dumps(
        capture_source(
            config["capture"],
            config["capture"] == "auto" and gpu_listed(),
            NSYS_TOOL,
            NCU_TOOL,
        )
    )


envvars:
    "OPPROF_CAPTURE_SOURCE",


CAPTURE_SOURCE, CAPTURE_REASON = json.loads(os.environ["OPPROF_CAPTURE_SOURCE"])
LIVE = f"{RESULTS}/captures"


def recorded_bundle(name):
    return Path(config["captures_dir"]) / name


def is_live(name):
    return CAPTURE_SOURCE == "live" and name in config["workloads"]


def bundle_root(name):
    return Path(LIVE) / name if is_live(name) else recorded_bundle(name)


def table(name, stem):
    return f"{RESULTS}/{name}/tables/{stem}.parquet"


def bundle_inputs(wildcards):
    """capture.json plus every file it lists, so an edited bundle re-runs its analysis. A live
    bundle's capture.json is written last, after every file it lists."""
    if is_live(wildcards.name):
        return [str(bundle_root(wildcards.name) / "capture.json")]
    root = recorded_bundle(wildcards.name)
    manifest = root / "capture.json"
    if not manifest.is_file():
        return [str(manifest)]
    try:
        files = json.loads(manifest.read_text()).get("files", {})
    except (ValueError, AttributeError):
        # A broken manifest is reported by the ingest rules, with file and reason.
        return [str(manifest)]
    listed = [
        files.get("nsys"),
        files.get("kineto"),
        files.get("replay_plan"),
        files.get("modules"),
        files.get("inductor"),
    ]
    listed += [entry["path"] for entry in files.get("ncu", [])]
    return [str(manifest)] + [str(root / f) for f in listed if isinstance(f, str)]


def bundle_dir(wildcards):
    return str(bundle_root(wildcards.name))


def script(stage):
    return str(SCRIPTS / f"{stage}.py")


def profile_targets(names):
    return [f"{RESULTS}/{n}/profile.json" for n in names]


def report_path(name):
    return f"{RESULTS}/{name}/report.html"


# Live captures (rules/capture.smk): the bundle in results/captures/<name>/, work files (probe,
# phase records, tool reports) in results/<name>/capture/.
CAPTURE = f"{RESULTS}/{{name}}/capture"
ITERATIONS = config["iterations"]
NCU = config["ncu"]


def live(name, member):
    return f"{LIVE}/{name}/{member}"


def is_compiled(name):
    return name.endswith("_compiled")


def counter_groups(name):
    return [] if name in NCU["without_counters"] else list(NCU["groups"])


def capture_records(wildcards):
    records = [f"{CAPTURE}/phase1_kineto.json", f"{CAPTURE}/phase2_nsys.json"]
    records += [
        f"{CAPTURE}/ncu_{group}.json" for group in counter_groups(wildcards.name)
    ]
    if is_compiled(wildcards.name):
        records.append(f"{CAPTURE}/inductor_debug.json")
    return [r.format(name=wildcards.name) for r in records]


def bundle_members(wildcards):
    members = ["kineto.json.gz", "nsys.sqlite", "modules.json"]
    members += [f"ncu/{group}.csv.gz" for group in counter_groups(wildcards.name)]
    if counter_groups(wildcards.name):
        members.append("replay_plan.json")
    if is_compiled(wildcards.name):
        members.append("inductor")
    return [live(wildcards.name, m) for m in members]


def profile_entries(names):
    return " ".join(
        f"--entry {n} {bundle_root(n)} {profile_targets([n])[0]}" for n in names
    )

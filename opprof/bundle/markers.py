"""The marker ranges a capture holds, written by the harness (NVTX ranges and record_function)
and parsed back by the readers: their text format, in one place.

- ``opprof:iteration:<k>`` around measured iteration ``k`` (0-based);
- ``opprof:module:<qualified name>:<type>`` around a module's forward; the model itself has the
  empty qualified name. The name is read up to the next colon: torch allows one in a module
  name, but none of the workloads has one.
- ``opprof:phase:<part>`` around the forward, backward and optimizer parts of a training step.
"""

from __future__ import annotations

import re

from opprof.tables import STEP_PHASES

MARKER_PREFIX = "opprof:"
ITERATION_PREFIX = f"{MARKER_PREFIX}iteration:"
MODULE_PREFIX = f"{MARKER_PREFIX}module:"
PHASE_PREFIX = f"{MARKER_PREFIX}phase:"

# Regexes with named groups (RE2 and Python ``re`` alike); iteration numbers of at most 18
# digits, which an int64 holds.
ITERATION_PATTERN = rf"^{re.escape(ITERATION_PREFIX)}(?P<iteration>\d{{1,18}})$"
MODULE_PATTERN = rf"^{re.escape(MODULE_PREFIX)}(?P<module_name>[^:]*):(?P<module_type>.+)$"
PHASE_PATTERN = rf"^{re.escape(PHASE_PREFIX)}(?P<step_phase>{'|'.join(STEP_PHASES)})$"


# torch.optim's record_function around step() and zero_grad() ("Optimizer.step#AdamW.step"),
# which emit_nvtx turns into NVTX ranges: the optimizer part of a step that opprof did not mark.
OPTIMIZER_PREFIX = "Optimizer."


def iteration_marker(k: int) -> str:
    """The marker text of measured iteration ``k``."""
    return f"{ITERATION_PREFIX}{k}"


def module_marker(name: str, type_name: str) -> str:
    """The marker text of the forward of module ``name`` (qualified, '' for the model) of class ``type_name``."""
    return f"{MODULE_PREFIX}{name}:{type_name}"


def phase_marker(part: str) -> str:
    """The marker text of one part of a training step (one of ``STEP_PHASES``)."""
    return f"{PHASE_PREFIX}{part}"

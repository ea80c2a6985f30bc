"""``python -m opprof.tables > docs/tables.md``."""

import sys

from opprof.tables import markdown

sys.stdout.write(markdown())

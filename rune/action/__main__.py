"""The container's entrypoint: ``python -m rune.action``."""

import sys

from rune.action.run import main

raise SystemExit(main(sys.argv[1:]))

"""Live scans: open a server, read every listing raw, close it.

:func:`fetch` is the one entry point; the types it takes and the errors it
raises are in :mod:`rune.sources.live.types`. Nothing here imports the SDK at
import time, so ``rune --version`` and manifest scans stay fast and work
without the ``live`` extra.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from rune.errors import RuneError
from rune.jsonvalue import JsonObject
from rune.sources.live.types import (
    INSTALL_HINT,
    LiveLimitError,
    LiveOptions,
    LivePartialError,
    LiveScanError,
    LiveTarget,
    check_target,
    plaintext_warning,
    scrub,
    sensitive_values,
    target_secrets,
)

if TYPE_CHECKING:
    from rune.sources.live.log import ServerLog

__all__ = ["fetch"]


def fetch(target: LiveTarget, options: LiveOptions, log: ServerLog | None = None) -> JsonObject:
    """Open *target*, read its metadata completely, close it. See the module doc.

    *log* (a :class:`rune.sources.live.log.ServerLog`) receives a stdio
    server's stderr; on a failure its last lines become the error's details.
    """
    from rune.redact import register_secrets
    from rune.sources.live.env import proxy_secrets

    secrets = (*target_secrets(target), *proxy_secrets())
    register_secrets(sensitive_values(target))
    check_target(target, options)
    try:
        import mcp  # noqa: F401
        import mcp_types  # noqa: F401
    except ImportError:
        raise LiveScanError(INSTALL_HINT) from None
    from rune.sources.live import run as live_run
    from rune.sources.live.log import ServerLog

    log = log if log is not None else ServerLog()
    warning = plaintext_warning(target)
    if warning:
        print(warning, file=sys.stderr)
    try:
        return live_run.run(target, options, log)
    except LivePartialError as exc:
        raise LivePartialError(
            scrub(exc.reason, secrets), exc.data, tuple(log.tail(secrets))
        ) from None
    except LiveScanError as exc:
        raise LiveScanError(scrub(exc.reason, secrets), tuple(log.tail(secrets))) from None
    except LiveLimitError as exc:
        raise LiveLimitError(scrub(exc.reason, secrets)) from None
    except RuneError as exc:
        raise LiveScanError(scrub(str(exc), secrets)) from None
    except Exception as exc:  # a bug or an SDK surprise: still one line, no traceback
        raise LiveScanError(scrub(f"unexpected {type(exc).__name__}: {exc}", secrets)) from None

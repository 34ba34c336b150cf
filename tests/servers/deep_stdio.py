"""A stdio server that answers initialize with a reply nested 100,000 deep."""

from __future__ import annotations

import json
import sys

for line in sys.stdin:
    if not line.strip():
        continue
    msg = json.loads(line)
    if msg.get("id") is None:
        continue
    deep = "[" * 100_000 + "]" * 100_000
    head = '{"jsonrpc": "2.0", "id": ' + json.dumps(msg["id"]) + ', "result": '
    sys.stdout.write(head + deep + "}\n")
    sys.stdout.flush()

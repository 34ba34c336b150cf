"""A dependency-free JSON-RPC stdio server that lists the tools it is given.

    python tools_stdio.py NAME 'JSON list of tools'

It answers ``initialize`` and ``tools/list``, refuses every other request
with "method not found", and ignores notifications.
"""

from __future__ import annotations

import json
import sys


def main() -> None:
    name, tools = sys.argv[1], json.loads(sys.argv[2])
    for line in sys.stdin:
        if not line.strip():
            continue
        msg = json.loads(line)
        rid = msg.get("id")
        if rid is None:
            continue
        if msg.get("method") == "initialize":
            result = {
                "protocolVersion": "2025-06-18",
                "capabilities": {"tools": {}},
                "serverInfo": {"name": name, "version": "1.0.0"},
            }
            reply = {"jsonrpc": "2.0", "id": rid, "result": result}
        elif msg.get("method") == "tools/list":
            reply = {"jsonrpc": "2.0", "id": rid, "result": {"tools": tools}}
        else:
            reply = {"jsonrpc": "2.0", "id": rid, "error": {"code": -32601, "message": "no"}}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

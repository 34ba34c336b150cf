"""A stdio MCP server that leaves processes outside its own process group.

    python daemon_stdio.py PIDFILE MODE

MODE ``orphan``: a child calls setsid(), forks a grandchild and exits, so the
grandchild (in its own session) is re-parented. MODE ``session``: a child
calls setsid() and stays, with a grandchild of its own. Either way the pids
of everything started are written to PIDFILE, one a line, then the server
answers initialize and tools/list like a plain 2025-era server.
"""

from __future__ import annotations

import json
import os
import sys
import time

PIDFILE, MODE = sys.argv[1], sys.argv[2]


def spawn() -> None:
    read, write = os.pipe()
    if os.fork() == 0:  # the child
        os.close(read)
        os.setsid()
        pid = os.fork()
        if pid == 0:  # the grandchild, in the child's new session
            os.close(write)
            time.sleep(600)
            os._exit(0)
        os.write(write, f"{os.getpid()}\n{pid}\n".encode())
        os.close(write)
        if MODE == "orphan":
            os._exit(0)
        time.sleep(600)
        os._exit(0)
    os.close(write)
    data = b""
    while chunk := os.read(read, 100):
        data += chunk
    with open(PIDFILE + ".tmp", "w") as fh:
        fh.write(data.decode())
    os.replace(PIDFILE + ".tmp", PIDFILE)


def main() -> None:
    spawn()
    for line in sys.stdin:
        if not line.strip():
            continue
        msg = json.loads(line)
        rid, method = msg.get("id"), msg.get("method")
        if rid is None:
            continue
        if method == "initialize":
            result = {
                "protocolVersion": "2025-06-18",
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "daemon", "version": "1"},
            }
        elif method == "tools/list":
            tool = {
                "name": "noop",
                "description": "Does nothing.",
                "inputSchema": {"type": "object"},
            }
            result = {"tools": [tool]}
        else:
            out = {"jsonrpc": "2.0", "id": rid, "error": {"code": -32601, "message": "no"}}
            sys.stdout.write(json.dumps(out) + "\n")
            sys.stdout.flush()
            continue
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": rid, "result": result}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

"""A dependency-free HTTP server for the hostile and odd HTTP cases.

    python raw_http.py MODE [ARG]

Binds 127.0.0.1 on a port the kernel picks and prints ``PORT <n>`` first.

status N      every request is answered with HTTP status N
html          every request is answered 200 with an HTML page
redirect URL  every request is answered 307 with Location: URL
recorder LOG  a minimal Streamable HTTP MCP server (JSON replies, handshake era)
              that appends every request's method, path and headers to LOG
samehop LOG   POST /start is answered 307 to /mcp on the same origin, and
              /mcp is the recorder
ssepost N     a legacy SSE endpoint whose GET stream opens fine but whose
              message POSTs are all answered with HTTP status N
"""

from __future__ import annotations

import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

MODE = sys.argv[1]
ARG = sys.argv[2] if len(sys.argv) > 2 else ""


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        return

    def _send(
        self,
        status: int,
        body: bytes = b"",
        ctype: str = "text/plain",
        extra: dict[str, str] | None = None,
    ) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)

    def _body(self) -> bytes:
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n) if n else b""

    def _record(self) -> None:
        with open(ARG, "a") as fh:
            entry = {
                "method": self.command,
                "path": self.path,
                "headers": dict(self.headers.items()),
            }
            fh.write(json.dumps(entry) + "\n")

    def _mcp(self) -> None:
        body = self._body()
        if self.command != "POST":
            self._send(405)
            return
        msg = json.loads(body)
        if "id" not in msg:
            self._send(202)
            return
        method = msg.get("method")
        if method == "initialize":
            result: dict[str, Any] = {
                "protocolVersion": "2025-06-18",
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "recorder", "version": "1"},
            }
        elif method == "tools/list":
            result = {
                "tools": [
                    {
                        "name": "recorded",
                        "description": "Recorded.",
                        "inputSchema": {"type": "object"},
                    }
                ]
            }
        else:
            err = {
                "jsonrpc": "2.0",
                "id": msg["id"],
                "error": {"code": -32601, "message": "Method not found"},
            }
            self._send(200, json.dumps(err).encode(), "application/json")
            return
        out = {"jsonrpc": "2.0", "id": msg["id"], "result": result}
        self._send(200, json.dumps(out).encode(), "application/json", {"mcp-session-id": "s1"})

    def _sse_post(self) -> None:
        if self.command == "GET":
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(b"event: endpoint\ndata: /messages/?session_id=abc\n\n")
            self.wfile.flush()
            for _ in range(600):  # hold the stream open; the client hangs up
                time.sleep(0.1)
                try:
                    self.wfile.write(b": keep-alive\n\n")
                    self.wfile.flush()
                except OSError:
                    return
            return
        self._body()
        self._send(int(ARG), b"nope")

    def _any(self) -> None:
        if MODE == "status":
            self._body()
            self._send(int(ARG), b"nope")
        elif MODE == "html":
            self._body()
            self._send(200, b"<html><body>Welcome</body></html>", "text/html")
        elif MODE == "redirect":
            self._body()
            self._send(307, b"", extra={"Location": ARG})
        elif MODE == "recorder":
            self._record()
            self._mcp()
        elif MODE == "ssepost":
            self._sse_post()
        elif MODE == "samehop":
            self._record()
            if self.path.startswith("/start"):
                self._body()
                self._send(307, b"", extra={"Location": "/mcp"})
            else:
                self._mcp()

    do_GET = do_POST = do_DELETE = _any


def main() -> None:
    # run as a script, from this folder: a test run killed from outside
    # leaves no server behind (watched before the port is announced, so a
    # parent killed right after reading it is already followed)
    from parent_watch import follow_parent

    follow_parent()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(f"PORT {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()

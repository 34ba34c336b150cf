"""The stdio transport: run the server as a child process and talk over its pipes.

rune uses its own transport rather than the SDK's ``stdio_client`` because it
needs what that one hides: the child's pid (to kill its whole process group,
grandchildren included, even when the leader already exited), its exit code
(to say "exited with code 3" rather than "connection closed"), a count of
non-JSON lines on stdout, and a bound on one message's size.

The child starts in a new session, so its pid is its process-group id and a
Ctrl-C at the terminal reaches rune only; rune then kills the group. Every
group started is also recorded in the caller's ``groups`` set so the
synchronous caller can SIGKILL whatever an interrupted event loop left behind
(per scan, so concurrent scans never touch each other's servers).
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import shutil
import signal
import subprocess  # nosec B404 - only for the PIPE constant
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

import anyio
import mcp_types
from anyio.abc import Process
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from mcp.shared.message import SessionMessage

from rune.sources.live.env import passed_names, server_environment
from rune.sources.live.log import ServerLog
from rune.sources.live.procs import ORPHANS, descendants, kill_all
from rune.sources.live.types import LiveScanError, LiveTarget

_GRACE = 1.0  # a server that exits by itself on stdin EOF gets this long
_TERM_WAIT = 1.0  # then SIGTERM to the group, and this long before SIGKILL
_POLL = 0.01
_PR_SET_CHILD_SUBREAPER = 36


@dataclass
class StdioState:
    """What the transport learned about the child, for error messages."""

    pid: int | None = None
    exit_code: int | None = None  # set when the child exited on its own
    junk_lines: int = 0
    oversized: bool = False
    too_deep: bool = False  # a message nested past what the JSON reader takes
    #: the server's stderr, capped
    log: ServerLog = field(default_factory=ServerLog)
    #: names of the variables the server was started with
    env_names: str = ""


def kill_group(pgid: int, sig: int = signal.SIGKILL) -> None:
    """Signal a whole process group, ignoring one that is already gone."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, sig)


def kill_leftovers(groups: set[int]) -> None:
    """Last resort for the synchronous caller: SIGKILL every group still recorded."""
    for pgid in list(groups):
        kill_group(pgid)
        groups.discard(pgid)


def become_subreaper() -> None:
    """On Linux, adopt orphaned grandchildren so rune can reap them itself.

    A server's child whose parent died is normally re-parented to PID 1,
    which in a container may never reap it. As a child subreaper, rune gets
    them instead and :func:`_reap_group` collects them.
    """
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    except (OSError, AttributeError):
        return


def _reap_group(pgid: int) -> None:
    """Collect exited members of a group that are rune's children (not the leader)."""
    while True:
        try:
            pid, _ = os.waitpid(-pgid, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def _group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _resolve(target: LiveTarget, env: dict[str, str]) -> str:
    command = target.command or ""
    if target.cwd is not None and not os.path.isdir(target.cwd):
        raise LiveScanError(f"working directory does not exist: {target.cwd}")
    if os.sep in command:
        if not os.path.exists(command):
            raise LiveScanError(f"command not found: {command}")
        return command
    found = shutil.which(command, path=env.get("PATH", os.defpath))
    if found is None:
        raise LiveScanError(f"command not found: {command}")
    return found


async def _spawn(target: LiveTarget) -> Process:
    env = server_environment(target.env)
    command = _resolve(target, env)
    try:
        return await anyio.open_process(
            [command, *target.args],
            env=env,
            cwd=target.cwd,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
    except FileNotFoundError:
        raise LiveScanError(f"command not found: {target.command}") from None
    except PermissionError:
        raise LiveScanError(f"command is not executable: {target.command}") from None
    except OSError as exc:
        raise LiveScanError(f"could not start {target.command}: {exc.strerror or exc}") from None


async def _wait_exit(process: Process, seconds: float) -> bool:
    with anyio.move_on_after(seconds):
        while process.returncode is None:
            await anyio.sleep(_POLL)
        return True
    return False


def _close_transport(process: Process) -> None:
    """Close asyncio's subprocess transport now rather than at garbage collection
    (where it warns). Nothing public exposes it; absent on other backends."""
    transport = getattr(getattr(process, "_process", None), "_transport", None)
    close = getattr(transport, "close", None)
    if callable(close):
        with contextlib.suppress(Exception):
            close()


async def _wait_group(process: Process, pgid: int) -> None:
    with anyio.move_on_after(_TERM_WAIT):
        while _group_alive(pgid):
            # the event loop reaps the leader; rune reaps adopted grandchildren,
            # but only after the leader so the loop's own wait never misses it
            if process.returncode is not None:
                _reap_group(pgid)
            await anyio.sleep(_POLL)


async def _stop(process: Process, graceful: bool, groups: set[int]) -> None:
    """Close stdin, let the server go, then make sure its whole group is gone."""
    pgid = process.pid
    with contextlib.suppress(Exception):
        await process.stdin.aclose()  # type: ignore[union-attr]
    if graceful:
        await _wait_exit(process, _GRACE)
    tree = descendants(pgid)  # before any kill, while parents still link the tree
    kill_group(pgid, signal.SIGTERM)
    await _wait_group(process, pgid)
    kill_group(pgid, signal.SIGKILL)
    await _wait_exit(process, _TERM_WAIT)
    await _wait_group(process, pgid)
    kill_all(tree | descendants(pgid))  # other sessions the group kill missed
    with contextlib.suppress(Exception):
        await process.stdout.aclose()  # type: ignore[union-attr]
    _close_transport(process)
    if not _group_alive(pgid):
        groups.discard(pgid)


class _Reader:
    """Splits the child's stdout into lines and hands JSON-RPC messages on."""

    def __init__(
        self,
        process: Process,
        out: MemoryObjectSendStream[SessionMessage | Exception],
        state: StdioState,
        limit: int,
    ) -> None:
        self.process, self.out, self.state, self.limit = process, out, state, limit

    async def deliver(self, line: bytes) -> None:
        if not line.strip():
            return
        try:
            # json.loads then validate_python: several times faster and lighter
            # than validate_json on a large page (the SDK's own path)
            parsed = json.loads(line)
            message = mcp_types.jsonrpc_message_adapter.validate_python(parsed, by_name=False)
        except RecursionError:
            self.state.too_deep = True
            return
        except ValueError:
            self.state.junk_lines += 1
            return
        await self.out.send(SessionMessage(message))

    async def run(self) -> None:
        stdout = self.process.stdout
        if stdout is None:  # never: the process is opened with pipes
            return
        pending = bytearray()
        async with self.out:
            try:
                async for chunk in stdout:
                    start = 0
                    while (end := chunk.find(b"\n", start)) >= 0:
                        pending += chunk[start:end]
                        start = end + 1
                        line = bytes(pending)
                        pending.clear()
                        await self.deliver(line)
                        if self.state.too_deep:
                            return  # ends the session now rather than at the deadline
                    pending += chunk[start:]
                    if len(pending) > self.limit:
                        self.state.oversized = True
                        return
                await self.deliver(bytes(pending))
            except (anyio.ClosedResourceError, anyio.BrokenResourceError, anyio.EndOfStream):
                return
            if await _wait_exit(self.process, 0.5):
                self.state.exit_code = self.process.returncode


async def _write(process: Process, inbox: MemoryObjectReceiveStream[SessionMessage]) -> None:
    stdin = process.stdin
    if stdin is None:  # never: the process is opened with pipes
        return
    async with inbox:
        try:
            async for item in inbox:
                data = item.message.model_dump_json(by_alias=True, exclude_unset=True)
                await stdin.send(data.encode("utf-8") + b"\n")
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
            return


@asynccontextmanager
async def stdio_transport(
    target: LiveTarget, state: StdioState, limit: int, groups: set[int]
) -> AsyncIterator[
    tuple[
        MemoryObjectReceiveStream[SessionMessage | Exception],
        MemoryObjectSendStream[SessionMessage],
    ]
]:
    """Start the server and yield the (read, write) streams the SDK dispatcher takes."""
    become_subreaper()
    ORPHANS.scan_started()
    try:
        process = await _spawn(target)
    except BaseException:
        ORPHANS.scan_finished()
        raise
    ORPHANS.leader(process.pid)
    state.env_names = passed_names(target.env)
    groups.add(process.pid)
    state.pid = process.pid
    graceful = False
    try:
        to_client, from_server = anyio.create_memory_object_stream[SessionMessage | Exception](0)
        to_server, from_client = anyio.create_memory_object_stream[SessionMessage](0)
        async with anyio.create_task_group() as tg:
            tg.start_soon(_Reader(process, to_client, state, limit).run)
            tg.start_soon(_write, process, from_client)
            tg.start_soon(state.log.drain, process.stderr)
            try:
                async with from_server, to_server:
                    yield from_server, to_server
                graceful = True
            finally:
                tg.cancel_scope.cancel()
    finally:
        with anyio.CancelScope(shield=True):
            try:
                await _stop(process, graceful, groups)
            finally:
                ORPHANS.scan_finished()  # the last scan to end kills adopted orphans

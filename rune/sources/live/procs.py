"""Every process a stdio server started, found and killed at the end of a scan.

Killing the server's process group is not enough: a descendant that called
``setsid()`` has its own group, and one whose parent exited is re-parented
(to rune, which is a child subreaper on Linux, see
:func:`rune.sources.live.stdio.become_subreaper`). Two sweeps cover both:

* :func:`descendants` walks ``/proc`` from the server's pid while the tree is
  still whole, so members of other sessions are found through their parents;
* :class:`Orphans` notes rune's own children when the first scan starts; once
  the last concurrent scan has ended, every child of rune that was not there
  before and is not a server rune started itself is an adopted orphan of a
  server, and is killed and reaped.

A process is identified by (pid, start time), so a recycled pid is never
signalled. Without ``/proc`` (not Linux) both sweeps find nothing and the
process-group kill is all there is.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time

Proc = tuple[int, int]  # (pid, start time in clock ticks)


def _table() -> dict[int, tuple[int, int]]:
    """pid -> (parent pid, start time) of every process visible in /proc."""
    out: dict[int, tuple[int, int]] = {}
    try:
        names = os.listdir("/proc")
    except OSError:
        return out
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as fh:
                raw = fh.read()
        except OSError:
            continue
        fields = raw.rpartition(b")")[2].split()
        if len(fields) < 20:
            continue
        with contextlib.suppress(ValueError):
            out[int(name)] = (int(fields[1]), int(fields[19]))
    return out


def descendants(root: int) -> set[Proc]:
    """Every living descendant of *root* (not *root* itself), whatever its session."""
    table = _table()
    children: dict[int, list[int]] = {}
    for pid, (ppid, _) in table.items():
        children.setdefault(ppid, []).append(pid)
    found: set[Proc] = set()
    stack = list(children.get(root, ()))
    while stack:
        pid = stack.pop()
        if pid in table and (pid, table[pid][1]) not in found:
            found.add((pid, table[pid][1]))
            stack.extend(children.get(pid, ()))
    return found


def children_of_self() -> set[Proc]:
    me = os.getpid()
    return {(pid, start) for pid, (ppid, start) in _table().items() if ppid == me}


def kill_all(procs: set[Proc]) -> None:
    """SIGKILL each process still running under the same (pid, start time),
    then reap the ones that are rune's children."""
    if not procs:
        return
    table = _table()
    killed: list[int] = []
    for pid, start in procs:
        entry = table.get(pid)
        if entry is None or entry[1] != start:
            continue
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)
    _reap(killed)


def _reap(pids: list[int], seconds: float = 2.0) -> None:
    """Collect the killed processes that are (or, once their parent died,
    become) rune's children; the others are their own parents' to reap."""
    deadline = time.monotonic() + seconds
    pending = list(pids)
    while pending and time.monotonic() < deadline:
        for pid in list(pending):
            try:
                done = os.waitpid(pid, os.WNOHANG)[0] == pid
            except ChildProcessError:
                done = not os.path.exists(f"/proc/{pid}")
            if done:
                pending.remove(pid)
        if pending:
            time.sleep(0.01)


class Orphans:
    """Adopted orphans of every stdio scan in this process (see the module doc)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._active = 0
        self._before: set[Proc] = set()
        self._leaders: set[int] = set()

    def scan_started(self) -> None:
        with self._lock:
            if self._active == 0:
                self._before = children_of_self()
                self._leaders = set()
            self._active += 1

    def leader(self, pid: int) -> None:
        with self._lock:
            self._leaders.add(pid)

    def scan_finished(self) -> None:
        with self._lock:
            self._active -= 1
            if self._active > 0:
                return
            leaders, before = set(self._leaders), self._before
        strays = {p for p in children_of_self() - before if p[0] not in leaders}
        for pid, _ in list(strays):
            strays |= descendants(pid)
        kill_all(strays)


ORPHANS = Orphans()

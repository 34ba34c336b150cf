"""Paths handed from one face (hooks, the Action) to the CLI's parser."""

from __future__ import annotations


def operand(path: str) -> str:
    """*path* as the value of an ``--opt=VALUE`` argument: a file named ``-``
    must not read as standard input. (The ``=`` form already keeps any other
    name that starts with ``-`` from reading as an option.)"""
    return "./-" if path == "-" else path

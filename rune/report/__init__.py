"""Reporters: pure functions from a finished scan to a string."""

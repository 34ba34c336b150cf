"""Phrase lexicons, as data, one module per language."""

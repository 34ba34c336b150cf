"""rune: read the hidden instructions in MCP server metadata before your agent does."""

__version__ = "0.1.0"

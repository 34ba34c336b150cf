"""Sources: everything that turns an input into a Document."""

"""Text analysis: normalised views with offset maps, and payload decoders."""

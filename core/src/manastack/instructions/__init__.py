"""instructions."""

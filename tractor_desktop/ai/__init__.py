"""Computer players: choose actions from an engine Observation (imports the engine only)."""

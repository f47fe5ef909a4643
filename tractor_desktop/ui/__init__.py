"""Widgets, the table scene, card items, models and dialogs (imports app and engine value types)."""

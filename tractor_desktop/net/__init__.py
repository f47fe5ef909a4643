"""Network play: a headless server holds each table's game and computer players; the app and
bots are its clients. Imports engine and ai only, never Qt (the server runs without a display)."""

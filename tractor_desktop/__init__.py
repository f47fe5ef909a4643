"""Tractor Desktop: the card game Tractor (升级 / 拖拉机), one human against three computers."""

__version__ = "0.1.0"

"""Guns & Steel (Historia ludzkości): the engine package. ENGINE is defined in engine.py."""

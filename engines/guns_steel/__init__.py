"""Guns & Steel (Historia ludzkości): rules engine, view model and agents."""

from engines.guns_steel.engine import ENGINE, GunsSteelEngine

__all__ = ["ENGINE", "GunsSteelEngine"]

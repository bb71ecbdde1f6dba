"""The apply eval: run apply on real edits and grade the results."""

"""scripts/merge_ablation.py switches placement rules off by their call sites in apply/merge/place.py: each must
stand there exactly once, or the script measures nothing (it refuses to run, and this test says which)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_rule_the_ablation_switches_off_has_one_call_site() -> None:
    spec = importlib.util.spec_from_file_location("merge_ablation", ROOT / "scripts" / "merge_ablation.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    source = (ROOT / "src" / module.PLACE).read_text()
    assert {rule: source.count(old) for rule, (old, _) in module.RULES.items() if source.count(old) != 1} == {}
    assert len(module.RULES) == 15

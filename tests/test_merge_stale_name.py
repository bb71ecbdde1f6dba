"""A name renamed where it stood, its one use renamed too, while the marker right after the chunk keeps the old
line (:mod:`fastapply.apply.merge.stale`): ``CACHE_URL = os.getenv(...)`` written above the kept ``REDIS_URL =
os.getenv(...)``, which nothing uses any more; a config key, a Go struct field. Refused: its old version, left
dead. A new setting beside one whose uses stay is written.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.evals.cases import load_case

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("name", ["python/j9_a3_py_rename_setting", "typescript/j9_a4_ts_rename_config_key",
                                  "go/j9_c7_go_rename_struct_field"])
def test_a_name_renamed_where_it_stood_never_keeps_its_old_line_dead(name):
    case = load_case(DATA / "apply_adv12" / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("nothing in the result uses any more" in x for x in result.reasons), result.reasons


ORIGINAL = ('import os\n\nREDIS_URL = os.getenv("REDIS_URL")\nDEBUG = 1\n\n\ndef cache():\n'
            '    return connect(REDIS_URL)\n')


def test_a_new_setting_beside_one_whose_uses_stay_is_written():
    snippet = ('import os\n\nCACHE_URL = os.getenv("CACHE_URL")\n# ... existing code ...\n\n\ndef cache2():\n'
               '    return connect(CACHE_URL)\n')
    result = merge(ORIGINAL, snippet, language="python")
    assert result.sure and 'CACHE_URL = os.getenv("CACHE_URL")' in result.text and \
        'REDIS_URL = os.getenv("REDIS_URL")' in result.text, result.reasons

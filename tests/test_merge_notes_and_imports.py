"""Deletion notes that give a bare name (``// verify_legacy_sha1 removed: ...``, ``// (LEGACY_CODES removed)``),
the blank line above a removed last member, an import kept that only the deleted code used (the certifier's
``unused_kept``, a rule of *deletion*: apply/merge/imported.py), and prose comments that use a marker's words
(the rule *marker text*: apply/merge/marker_text.py). Seen on edits written by people who never read the merge:
each note was refused as marker text written as code; read as a marker, one reading kept ``use sha1::...`` whose
one user it removed."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.markers import is_marker_line, removes

NOTES = {  # language: (original, snippet with a note naming what it removes, the removed text)
    "javascript": ("const RATES = { eu: 0.2 };\n\nconst LEGACY_CODES = [\"OLD10\", \"OLD20\"];\n\n"
                   "export function tax(x) {\n  return x * RATES.eu;\n}\n",
                   "const RATES = { eu: 0.2 };\n\n// (LEGACY_CODES removed)\n\n// ... existing code ...\n",
                   "const LEGACY_CODES = [\"OLD10\", \"OLD20\"];\n\n"),
    "python": ("import os\n\n\ndef load():\n    return os.environ\n\n\ndef old_sync():\n    pass\n\n\n"
               "def save():\n    pass\n",
               "# ... existing code ...\n\n# old_sync removed: nothing calls it any more\n\n# ... existing code ...\n",
               "def old_sync():\n    pass\n\n\n"),
    "go": ("package p\n\nfunc Parse(s string) int {\n\treturn len(s)\n}\n\nfunc legacyParse(s string) int {\n"
           "\treturn 0\n}\n\nfunc Other() {}\n",
           "// ... existing code ...\n\n// legacyParse removed - use Parse\n\n// ... existing code ...\n",
           "func legacyParse(s string) int {\n\treturn 0\n}\n\n"),
}


def test_notes_that_give_a_name_removed_are_markers_and_prose_is_not() -> None:
    assert is_marker_line("// verify_legacy_sha1 removed: every account has been migrated")
    assert removes("// (LEGACY_CODES removed)") == ("LEGACY_CODES",)
    assert not is_marker_line("# cache removed for speed")  # (a reason no note gives: prose)
    assert not is_marker_line("// items removed from the cart are logged")


LAST = {  # language: (original whose block ends with the member removed, snippet, the removed lines)
    "rust": ("mod tests {\n    #[test]\n    fn a() {\n        run();\n    }\n\n    #[test]\n    fn legacy_b() {\n"
             "        old();\n    }\n}\n",
             "mod tests {\n    // ... existing tests ...\n\n    // (dropped legacy_b along with the helper)\n}\n",
             "\n    #[test]\n    fn legacy_b() {\n        old();\n    }\n"),
    "python": ("class A:\n    def a(self):\n        return 1\n\n    def legacy_b(self):\n        return 2\n\n\nx = A()\n",
               "class A:\n    # ... existing code ...\n\n    # (removed legacy_b)\n\n\n# ... existing code ...\n",
               "\n    def legacy_b(self):\n        return 2\n"),
    "javascript": ("class A {\n  a() {\n    return 1;\n  }\n\n  legacyB() {\n    return 2;\n  }\n}\n",
                   "class A {\n  // ... existing code ...\n\n  // ... removed legacyB() ...\n}\n",
                   "\n  legacyB() {\n    return 2;\n  }\n"),
}


@pytest.mark.parametrize("cases, language", [(NOTES, x) for x in sorted(NOTES)] + [(LAST, x) for x in sorted(LAST)],
                         ids=[f"note-{x}" for x in sorted(NOTES)] + [f"last-{x}" for x in sorted(LAST)])
def test_a_note_that_gives_a_bare_name_removes_it_and_a_removed_last_member_takes_the_blank_line_above_it(
        cases, language) -> None:
    original, snippet, gone = cases[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original.replace(gone, ""), (result.reasons, result.text)


IMPORTS = {  # language: (original, snippet removing the one user of an import it keeps, the import)
    "rust": ("use argon2::Argon2;\nuse sha1::{Digest, Sha1};\n\npub fn hash(p: &str) -> String {\n"
             "    Argon2::default().hash(p)\n}\n\npub fn legacy(p: &str) -> String {\n    Sha1::new().digest(p)\n}\n",
             "// ... existing code ...\n\n// ... removed legacy() ...\n", "use sha1::{Digest, Sha1};"),
    "python": ("import json\nfrom hashlib import sha1\n\n\ndef dump(x):\n    return json.dumps(x)\n\n\n"
               "def legacy(x):\n    return sha1(x).hexdigest()\n",
               "# ... existing code ...\n\n\n# (removed legacy)\n", "from hashlib import sha1"),
    "go": ("package main\n\nimport \"flag\"\n\nfunc parseFlags() *string {\n\treturn flag.String(\"out\", \"\", \"o\")\n}\n\n"
           "func main() {\n\trun()\n}\n",
           "// ... existing code ...\n\n// ... parseFlags() removed, nothing calls it ...\n\nfunc main() {\n\trun()\n}\n",
           "import \"flag\""),  # (in Go an import nothing uses does not even compile)
    "typescript": ("import { argon } from \"./argon\";\nimport { sha1 } from \"./sha1\";\n\n"
                   "export function hash(p: string) {\n  return argon(p);\n}\n\nexport function legacy(p: string) {\n"
                   "  return sha1(p);\n}\n",
                   "// ... existing code ...\n\n// ... removed legacy() ...\n", "import { sha1 } from \"./sha1\";"),
}


@pytest.mark.parametrize("language", sorted(IMPORTS))
def test_an_import_only_the_deleted_code_used_is_not_kept_without_a_word(language) -> None:
    original, snippet, line = IMPORTS[language]
    result = merge(original, snippet, language=language)
    assert not result.sure, result.text
    assert any(r.startswith("deletion:") and line in r and "nothing else uses it" in r for r in result.reasons), \
        result.reasons


@pytest.mark.parametrize("language", sorted(IMPORTS))
def test_an_import_other_code_still_uses_is_kept(language) -> None:
    original, snippet, line = IMPORTS[language]
    name = {"rust": "Sha1", "python": "sha1", "typescript": "sha1", "go": "flag"}[language]
    also = {"rust": f"\npub fn other() {{\n    {name}::new();\n}}\n", "python": f"\n\ndef other():\n    {name}(b'')\n",
            "typescript": f"\nexport function other() {{\n  {name}(\"\");\n}}\n",
            "go": f"\nfunc other() {{\n\t{name}.Parse()\n}}\n"}[language]
    result = merge(original + also, snippet, language=language)
    assert result.sure and line in result.text, (result.reasons, result.text)


def test_prose_comments_that_use_a_markers_words_are_written() -> None:
    original = "#include <stdio.h>\n\n#define LOG_BUF_SIZE 256\n\nint log_line(void);\n"
    snippet = ("#include <stdio.h>\n\n/* Long paths in error messages were getting truncated at 256. */\n"
               "#define LOG_BUF_SIZE 1024\n\n// ... rest of log.c unchanged ...\n")
    result = merge(original, snippet, language="c")
    assert result.sure and "truncated at 256. */\n#define LOG_BUF_SIZE 1024\n" in result.text, result.reasons
    original = "define run\n\t@echo $(1)\nendef\n\nall:\n\t$(call run,dev)\n"
    snippet = "# $(1): environment name, $(2): command (up, down 1, ...)\ndefine run\n# ... rest unchanged ...\n"
    result = merge(original, snippet)
    assert result.sure and result.text.startswith("# $(1): environment name"), (result.reasons, result.text)


@pytest.mark.parametrize("comment", ["// legacy helpers removed", "// remaining handlers", "// ... snipped ..."])
def test_short_comments_with_a_markers_words_are_not_written(comment) -> None:
    original = "function a() {\n  return 1;\n}\n\nfunction b() {\n  return 2;\n}\n"
    snippet = f"function a() {{\n  return 3;\n}}\n{comment}\nfunction b() {{\n  return 2;\n}}\n"
    result = merge(original, snippet, language="javascript")
    assert not result.sure or comment not in result.text, result.text


@pytest.mark.parametrize("name", ["legacy_charge!", "overdue?"])
def test_a_marker_names_a_ruby_method_without_its_bang_or_question_mark(name) -> None:
    original = (f"class Subscription\n  def cancel!\n    @state = :cancelled\n  end\n\n  def {name}\n    :legacy\n  end\n\n"
                "  def renew\n    @state = :active\n  end\nend\n")
    bare = name.rstrip("!?")
    snippet = (f"class Subscription\n  # ... existing code ...\n\n  # ... {bare} removed (Billing handles it now) ...\n\n"
               "  def renew\n    @state = :active\n  end\nend\n")
    result = merge(original, snippet, language="ruby")
    assert result.sure and result.text == original.replace(f"  def {name}\n    :legacy\n  end\n\n", ""), \
        (result.reasons, result.text)


ABOUT = {  # language: (original, snippet whose note removes a line right under a kept one, the removed line)
    "dockerfile": ("FROM golang:1.22 AS build\nRUN go build -o /out/app .\n\nFROM alpine:3.19\n"
                   "COPY --from=build /out/app /usr/local/bin/app\nCOPY --from=build /go/bin/dlv /usr/local/bin/dlv\n\n"
                   "USER app\n\nEXPOSE 8080\n",
                   "# ... build stage unchanged ...\nCOPY --from=build /out/app /usr/local/bin/app\n"
                   "# ... removed: COPY of /go/bin/dlv ...\n\nUSER app\n# ... rest unchanged ...\n",
                   "COPY --from=build /go/bin/dlv /usr/local/bin/dlv\n"),
    "yaml": ("services:\n  api:\n    image: app\n    ports:\n      - \"8080:8080\"\n      - \"2345:2345\"  # delve\n\n"
             "  db:\n    image: postgres\n",
             "services:\n  api:\n    image: app\n    ports:\n      - \"8080:8080\"\n      # (removed the delve port)\n"
             "\n  # ... db unchanged ...\n",
             "      - \"2345:2345\"  # delve\n"),
}


@pytest.mark.parametrize("language", sorted(ABOUT))
def test_a_line_a_note_removes_right_under_kept_code_leaves_the_blank_line_after_it(language) -> None:
    original, snippet, gone = ABOUT[language]
    result = merge(original, snippet, language=None if language == "dockerfile" else language)
    assert result.sure and result.text == original.replace(gone, ""), (result.reasons, result.text)

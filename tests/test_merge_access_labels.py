"""C++ access labels (``public:``, ``private:``) stand as deep as their class's head but inside it: the block an
indented marker stands in runs past them to the class's ``};`` (Source.block_end), and the code a marker keeps
does not leave the class there (the certifier's *depth* rule). A method appended to the end of such a class after
``// ... existing members ...`` was refused (it "fit nowhere": the class seemed to end at ``public:``; its ``};``
stands twice in the file and code follows the class, so only the marker's block can say which)."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

LIMITER = ("#include <deque>\n\nclass Clock {\npublic:\n    int now() const {\n        return 0;\n    }\n};\n\n"
           "class Limiter {\n    std::deque<int> hits_;\n\n{label}\n    bool allow(int now) {\n"
           "        hits_.push_back(now);\n        return true;\n    }\n\n    int size() const {\n        return hits_.size();\n"
           "    }\n}};\n\nint main() {\n    return 0;\n}\n").replace("}};", "};")
RESET = "    void reset() {\n        hits_.clear();\n    }\n"


@pytest.mark.parametrize("label", ["public:", " public:", "  private:", "public slots:"])
def test_a_method_appended_at_the_end_of_a_class_with_access_labels(label: str) -> None:
    original = LIMITER.replace("{label}", label)
    snippet = "class Limiter {\n    // ... existing members ...\n\n" + RESET + "};\n"
    result = merge(original, snippet, language="cpp")
    want = original.replace("        return hits_.size();\n    }\n", "        return hits_.size();\n    }\n\n" + RESET)
    assert (result.confidence, result.text) == ("exact", want), result.reasons


def test_only_access_labels_are_read_as_inside_their_class() -> None:
    """``default:`` (a switch's) is no access label: it ends the block as before."""
    from fastapply.apply.merge.lines import is_access
    assert is_access("public:") and is_access("  protected:") and not is_access("default:") and \
        not is_access("  foo: bar")


def test_a_marker_under_a_label_stands_in_that_section_only() -> None:
    """``public:`` / marker / new member: the section ``public:`` opens ends at ``private:``; the member is public."""
    original = "class A {\npublic:\n  void f();\nprivate:\n  int x;\n};\n"
    result = merge(original, "class A {\npublic:\n  // ... existing code ...\n  void h();\n", language="cpp")
    assert result.text is None or result.text.index("void h();") < result.text.index("private:"), result.text

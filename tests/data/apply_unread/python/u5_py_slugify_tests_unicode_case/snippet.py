def test_slugify_collapses_whitespace_and_hyphens():
    assert slugify("  many   spaces -- and---dashes  ") == "many-spaces-and-dashes"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Crème brûlée", "creme-brulee"),
        ("Straße in München", "strasse-in-munchen"),
        ("naïve café", "naive-cafe"),
    ],
)
def test_slugify_transliterates_unicode(text, expected):
    assert slugify(text) == expected


def test_slugify_respects_max_length():
    # ...

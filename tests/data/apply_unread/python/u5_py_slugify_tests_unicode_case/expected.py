import pytest

from blog.text import slugify, truncate_words


def test_slugify_lowercases_and_hyphenates():
    assert slugify("Hello World") == "hello-world"


def test_slugify_strips_punctuation():
    assert slugify("What's new, in 2024?") == "whats-new-in-2024"


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
    slug = slugify("a very long title that keeps going and going", max_length=20)
    assert len(slug) <= 20
    assert not slug.endswith("-")


def test_slugify_empty_input_raises():
    with pytest.raises(ValueError):
        slugify("   ")


@pytest.mark.parametrize(
    ("text", "count", "expected"),
    [
        ("one two three four", 2, "one two…"),
        ("one two", 5, "one two"),
        ("", 3, ""),
    ],
)
def test_truncate_words(text, count, expected):
    assert truncate_words(text, count) == expected


def test_truncate_words_custom_suffix():
    assert truncate_words("alpha beta gamma", 1, suffix=" [more]") == "alpha [more]"


def test_truncate_words_rejects_negative_count():
    with pytest.raises(ValueError):
        truncate_words("alpha", -1)

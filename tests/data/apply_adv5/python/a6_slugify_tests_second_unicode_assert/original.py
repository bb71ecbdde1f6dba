import pytest

from blogkit.text import slugify, truncate_words


@pytest.fixture
def long_title():
    return "An Unexpectedly Long Title About Writing Static Site Generators In Python"


def test_slugify_lowercases_and_joins_with_dashes():
    assert slugify("Hello World") == "hello-world"
    assert slugify("  Leading and trailing  ") == "leading-and-trailing"


def test_slugify_strips_punctuation():
    assert slugify("Hello, World!") == "hello-world"
    assert slugify("What's new?") == "whats-new"
    assert slugify("a/b\\c") == "a-b-c"


def test_slugify_collapses_separators():
    assert slugify("a   b") == "a-b"
    assert slugify("a -- b") == "a-b"
    assert slugify("a__b") == "a-b"


def test_slugify_unicode_default():
    assert slugify("Café au lait") == "cafe-au-lait"
    assert slugify("Straße") == "strasse"
    assert slugify("Ünïcödé") == "unicode"


def test_slugify_unicode_allow_unicode():
    assert slugify("Café au lait", allow_unicode=True) == "café-au-lait"
    assert slugify("Straße", allow_unicode=True) == "strasse"
    assert slugify("Ünïcödé", allow_unicode=True) == "ünïcödé"


def test_slugify_max_length(long_title):
    slug = slugify(long_title, max_length=30)
    assert len(slug) <= 30
    assert not slug.endswith("-")


def test_slugify_empty_string():
    assert slugify("") == ""
    assert slugify("!!!") == ""


@pytest.mark.parametrize(
    "text, count, expected",
    [
        ("one two three", 2, "one two…"),
        ("one two three", 3, "one two three"),
        ("", 5, ""),
    ],
)
def test_truncate_words(text, count, expected):
    assert truncate_words(text, count) == expected

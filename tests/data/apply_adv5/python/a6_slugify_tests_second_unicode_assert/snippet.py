# ... existing code ...


def test_slugify_unicode_allow_unicode():
    assert slugify("Café au lait", allow_unicode=True) == "café-au-lait"
    assert slugify("Straße", allow_unicode=True) == "straße"
    assert slugify("Ünïcödé", allow_unicode=True) == "ünïcödé"


# ... existing code ...

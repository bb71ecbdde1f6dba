class TestTokenizer:
    # ... existing tests ...

    def test_scientific_notation(self):
        assert tokenize("1.5e-3") == [Token(Kind.NUMBER, "1.5e-3")]

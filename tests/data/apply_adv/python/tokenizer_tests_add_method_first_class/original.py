import pytest

from calc.lexer import Kind, LexError, Token, tokenize
from calc.parser import BinOp, Num, ParseError, Var, parse


class TestTokenizer:
    def test_empty_input(self):
        assert tokenize("") == []

    def test_integer(self):
        assert tokenize("42") == [Token(Kind.NUMBER, "42")]

    def test_float(self):
        assert tokenize("3.14") == [Token(Kind.NUMBER, "3.14")]

    def test_identifier(self):
        assert tokenize("x_1") == [Token(Kind.IDENT, "x_1")]

    def test_operators(self):
        assert [t.kind for t in tokenize("+-*/")] == [
            Kind.PLUS,
            Kind.MINUS,
            Kind.STAR,
            Kind.SLASH,
        ]

    def test_skips_whitespace(self):
        assert tokenize("  1 +\t2 ") == [
            Token(Kind.NUMBER, "1"),
            Token(Kind.PLUS, "+"),
            Token(Kind.NUMBER, "2"),
        ]

    def test_unknown_character(self):
        with pytest.raises(LexError, match="unexpected '@'"):
            tokenize("1 @ 2")


class TestParser:
    def test_number(self):
        assert parse("42") == Num(42)

    def test_identifier(self):
        assert parse("x") == Var("x")

    def test_precedence(self):
        assert parse("1 + 2 * 3") == BinOp("+", Num(1), BinOp("*", Num(2), Num(3)))

    def test_parentheses(self):
        assert parse("(1 + 2) * 3") == BinOp("*", BinOp("+", Num(1), Num(2)), Num(3))

    def test_left_associative(self):
        assert parse("8 - 4 - 2") == BinOp("-", BinOp("-", Num(8), Num(4)), Num(2))

    def test_unbalanced_parentheses(self):
        with pytest.raises(ParseError, match="expected '\\)'"):
            parse("(1 + 2")

    def test_unknown_character(self):
        with pytest.raises(LexError):
            parse("1 @ 2")

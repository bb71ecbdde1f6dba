"""The shapes two attackers who read the merge found written wrong, ``exact`` (tests/data/apply_adv10):

- a marker-less snippet that restates the file from its first declaration to its end, leaving out the imports (a
  ``package`` line, ``FROM``/``WORKDIR``) above it, was read as the whole new file and the header deleted: the code
  it leaves out above, unlike its own first line, is kept (``beyond.left_above``); imports restated without one of
  them still delete it;
- a short comment without dots that stands for code (``// other members``, ``-- other columns``, ``# keep
  everything else as-is``, ``// etc...``) was written as code and the code between deleted: it reads like a marker
  (``marker_text._OTHERS``), refused; a comment that says more is code;
- a key written anew in a block that keeps its old version further than the lines ``beside`` looks at
  (``cors: false,`` five keys above the kept ``cors: true,``; a CSS declaration; a Go struct's field; a SQL column;
  a Dockerfile ``ENV``): refused (``settwice``); a key of a sibling block, or one the original sets twice, is not;
- Python's parser takes a keyword argument given twice, its compiler does not: the syntax rule compiles.
"""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.source import compiles

HEADER = {
"python": ("""import argparse
import csv


def read_rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("path")
    print(len(read_rows(parser.parse_args().path)))
""", """def read_rows(path):
    with open(path, newline="") as f:
        return [row for row in csv.DictReader(f) if row]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("path")
    print(len(read_rows(parser.parse_args().path)))
"""),
"rust": ("""use std::collections::HashMap;
use std::fs;

pub fn load(path: &str) -> HashMap<String, u32> {
    let text = fs::read_to_string(path).unwrap_or_default();
    let mut counts = HashMap::new();
    for word in text.split_whitespace() {
        *counts.entry(word.to_string()).or_insert(0) += 1;
    }
    counts
}
""", """pub fn load(path: &str) -> HashMap<String, u32> {
    let text = fs::read_to_string(path).unwrap_or_default();
    let mut counts = HashMap::new();
    for word in text.split_whitespace() {
        *counts.entry(word.to_lowercase()).or_insert(0) += 1;
    }
    counts
}
"""),
"java": ("""package com.example.billing;

import java.math.BigDecimal;

public class Invoice {
    private BigDecimal total = BigDecimal.ZERO;

    public BigDecimal total() {
        return total;
    }
}
""", """public class Invoice {
    private BigDecimal total = BigDecimal.ZERO;

    public BigDecimal total() {
        return total.setScale(2);
    }
}
"""),
"dockerfile": ("""FROM node:20-alpine
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
CMD ["node", "server.js"]
""", """COPY package.json package-lock.json ./
RUN npm ci --omit=dev
COPY . .
CMD ["node", "server.js"]
"""),
}


@pytest.mark.parametrize("language", sorted(HEADER))
def test_a_header_the_snippet_leaves_out_above_is_kept(language):
    original, snippet = HEADER[language]
    result = merge(original, snippet, language=language)
    assert result.confidence in ("exact", "fuzzy")
    first = snippet.splitlines()[0]
    head = original[: original.index(first)]
    assert result.text == head + snippet, result.explanation


def test_imports_restated_without_one_still_delete_it():
    original = "import os\nimport sys\n\n\ndef main():\n    return sys.argv\n"
    snippet = "import sys\n\n\ndef main():\n    return sys.argv[1:]\n"
    result = merge(original, snippet, language="python")
    assert (result.text, result.confidence) == (snippet, "exact")


OTHERS = {
"csharp": ("""public class Order
{
    public int Id { get; set; }
    public string Customer { get; set; }
    public decimal Total { get; set; }
    public DateTime Placed { get; set; }
}
""", """public class Order
{
    public int Id { get; set; }
    // other members
    public DateTime Placed { get; set; }
    public bool Paid { get; set; }
}
"""),
"sql": ("""CREATE TABLE orders (
    id BIGSERIAL PRIMARY KEY,
    customer_id BIGINT NOT NULL,
    status TEXT NOT NULL,
    total_cents INTEGER NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
""", """CREATE TABLE orders (
    id BIGSERIAL PRIMARY KEY,
    -- other columns
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    paid_at TIMESTAMPTZ
);
"""),
"yaml": ("""steps:
  - uses: actions/checkout@v4
  - uses: actions/setup-node@v4
  - run: npm ci
  - run: npm test
  - run: npm run build
""", """steps:
  - uses: actions/checkout@v4
  # keep everything else as-is
  - run: npm run build
  - run: npm run e2e
"""),
"go": ("""func label(s Status) string {
	switch s {
	case Pending:
		return "pending"
	case Paid:
		return "paid"
	case Shipped:
		return "shipped"
	}
	return "unknown"
}
""", """func label(s Status) string {
	switch s {
	case Pending:
		return "pending"
	// etc...
	}
	return "?"
}
"""),
}


@pytest.mark.parametrize("language", sorted(OTHERS))
def test_a_comment_without_dots_that_stands_for_code_is_no_code(language):
    original, snippet = OTHERS[language]
    result = merge(original, snippet, language=language)
    marker = next(x for x in snippet.splitlines() if x.strip().startswith(("//", "--", "#")))
    assert result.confidence == "ambiguous" or marker not in (result.text or ""), result.text
    assert result.confidence == "ambiguous" or all(x in result.text for x in original.splitlines()[2:4]), result.text


def test_a_comment_that_says_more_is_code():
    original = "def total(items):\n    s = sum(i.price for i in items)\n    return s\n"
    snippet = ("def total(items):\n    s = sum(i.price for i in items)\n"
               "    # other currencies are converted to EUR before this point\n    return s\n")
    result = merge(original, snippet, language="python")
    assert (result.text, result.confidence) == (snippet, "exact")


TWICE = {
"typescript": ("""export const config = {
  port: 8080,
  host: "0.0.0.0",
  logLevel: "info",
  timeoutMs: 5000,
  retries: 3,
  cors: true,
};
""", """export const config = {
  port: 8080,
  cors: false,
  // ... existing code ...
};
"""),
"css": (""".card {
  color: #111827;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  background: #fff;
}
""", """.card {
  /* ... existing styles ... */
  background: #fff;
  color: #1f2937;
}
"""),
"go": ("""type Order struct {
	ID         int64
	CustomerID int64
	Status     string
	Currency   string
	Subtotal   int64
	Notes      string
	CreatedAt  time.Time
}
""", """type Order struct {
	ID         int64
	Notes      *string
	// ... existing fields ...
}
"""),
"sql": ("""CREATE TABLE orders (
    id BIGSERIAL PRIMARY KEY,
    customer_id BIGINT NOT NULL,
    status TEXT NOT NULL,
    currency CHAR(3) NOT NULL,
    subtotal_cents INTEGER NOT NULL,
    notes TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
""", """CREATE TABLE orders (
    id BIGSERIAL PRIMARY KEY,
    notes VARCHAR(2000),
    -- ... existing columns ...
);
"""),
"dockerfile": ("""FROM python:3.12-slim
WORKDIR /app
ENV PYTHONUNBUFFERED=1
COPY requirements.txt .
RUN pip install -r requirements.txt
COPY . .
ENV PORT=8000
CMD ["python", "main.py"]
""", """FROM python:3.12-slim
WORKDIR /app
ENV PORT=8080
# ... existing code ...
"""),
}


@pytest.mark.parametrize("language", sorted(TWICE))
def test_a_key_kept_in_the_block_of_its_new_version_is_refused(language):
    original, snippet = TWICE[language]
    result = merge(original, snippet, language=language)
    assert result.confidence == "ambiguous", result.text
    assert any("sets the same key" in x for x in result.reasons), result.reasons


def test_a_key_of_a_sibling_block_or_set_twice_already_is_no_old_version():
    original = ".a {\n  color: red;\n  margin: 0;\n}\n\n.b {\n  color: blue;\n  margin: 0;\n}\n"
    snippet = "/* ... existing code ... */\n.b {\n  color: blue;\n  margin: 0;\n  padding: 4px;\n}\n"
    result = merge(original, snippet, language="css")
    assert result.confidence == "exact" and result.text.count("padding: 4px;") == 1
    original = ("FROM python:3.12-slim\nENV PATH=/opt/a/bin:$PATH\nRUN make\nRUN make install\nRUN make check\n"
                "CMD [\"app\"]\n")
    snippet = "FROM python:3.12-slim\nENV PATH=/opt/b/bin:$PATH\n# ... existing code ...\n"
    result = merge(original, snippet, language="dockerfile")
    assert result.confidence in ("exact", "fuzzy"), result.reasons


def test_a_keyword_argument_given_twice_does_not_compile():
    assert compiles("f(a=1)\n") and not compiles("f(a=1, a=2)\n") and not compiles("def f(a, a):\n    pass\n")
    original = "def fetch(client, url):\n    return client.get(\n        url, timeout=5, retries=3,\n    )\n"
    snippet = ("def fetch(client, url):\n    return client.get(\n        url, timeout=5, retries=3,\n"
               "        timeout=10,\n    )\n")
    result = merge(original, snippet, language="python")
    assert result.confidence == "ambiguous"
    assert any("syntax" in x for x in result.reasons), result.reasons

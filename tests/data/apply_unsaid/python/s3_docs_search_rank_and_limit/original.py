"""Simple in-memory search over documentation pages."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_WORD = re.compile(r"[a-z0-9]+")


@dataclass
class Page:
    url: str
    title: str
    body: str


@dataclass
class Hit:
    page: Page
    score: float
    matched: set[str] = field(default_factory=set)


def tokenize(text: str) -> list[str]:
    return _WORD.findall(text.lower())


class SearchIndex:
    def __init__(self) -> None:
        self._pages: list[Page] = []
        self._postings: dict[str, dict[int, int]] = {}

    def add(self, page: Page) -> None:
        doc_id = len(self._pages)
        self._pages.append(page)
        for token in tokenize(page.title) * 3 + tokenize(page.body):
            counts = self._postings.setdefault(token, {})
            counts[doc_id] = counts.get(doc_id, 0) + 1

    def lookup(self, token: str) -> dict[int, int]:
        return self._postings.get(token, {})

    def search(self, query: str, limit: int = 10) -> list[Hit]:
        hits: dict[int, Hit] = {}
        for token in set(tokenize(query)):
            postings = self.lookup(token)
            if not postings:
                continue
            weight = 1.0 / len(postings)
            for doc_id, count in postings.items():
                hit = hits.setdefault(doc_id, Hit(self._pages[doc_id], 0.0))
                hit.score += count * weight
                hit.matched.add(token)
        return sorted(hits.values(), key=lambda h: h.score)

    def titles(self) -> list[str]:
        return [page.title for page in self._pages]

    def __len__(self) -> int:
        return len(self._pages)

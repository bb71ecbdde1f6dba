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
        return sorted(hits.values(), key=lambda h: (-h.score, h.page.title))[:limit]

    # ... rest of class unchanged ...

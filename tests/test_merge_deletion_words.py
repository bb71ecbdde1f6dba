"""A deletion marker that names no declaration removes the paragraphs about its words (``# (removed the legacy DCS
fallback lookup)``); a word counts where it is part of a name too: ``legacy`` and ``lookup`` in
``self._lookup_legacy_tag(tag)``, ``legacy`` in ``legacyFallback(id)`` or ``LegacyLookup(id)``. A marker of kept code
(``// ... find() unchanged ...``) names what it keeps as written, not by a part of a longer name."""

from __future__ import annotations

from textwrap import dedent

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.markers import mentions

_FALLBACK = {
    "python": ('''
        def record(self, tag):
            status = self.store.get(tag)
            if status is None:
                status = self._lookup_legacy_tag(tag)
            if status is None:
                raise KeyError(tag)
            status.seen += 1
            return status
        ''', '''
        def record(self, tag):
            status = self.store.get(tag)
            # (removed the legacy fallback lookup)
            if status is None:
                raise KeyError(tag)
            # ... existing code ...
        '''),
    "javascript": ('''
        function record(store, tag) {
          let status = store.get(tag);
          if (status == null) {
            status = lookupLegacyTag(tag);
          }
          if (status == null) {
            throw new Error(tag);
          }
          status.seen += 1;
          return status;
        }
        ''', '''
        function record(store, tag) {
          let status = store.get(tag);
          // (removed the legacy fallback lookup)
          if (status == null) {
            throw new Error(tag);
          }
          // ... existing code ...
        '''),
    "go": ('''
        func record(store Store, tag string) (*Status, error) {
        	status := store.Get(tag)
        	if status == nil {
        		status = LookupLegacyTag(tag)
        	}
        	if status == nil {
        		return nil, errors.New(tag)
        	}
        	status.Seen++
        	return status, nil
        }
        ''', '''
        func record(store Store, tag string) (*Status, error) {
        	status := store.Get(tag)
        	// (removed the legacy fallback lookup)
        	if status == nil {
        		return nil, errors.New(tag)
        	}
        	// ... existing code ...
        '''),
}


@pytest.mark.parametrize("language", sorted(_FALLBACK))
def test_a_deletion_marker_removes_the_block_whose_names_hold_its_words(language):
    """The marker stands where the fallback ``if`` block was, between two restated lines: it removes that block,
    whose only words of the marker's are parts of a name (``_lookup_legacy_tag``, ``lookupLegacyTag``)."""
    original, snippet = (dedent(x).lstrip("\n") for x in _FALLBACK[language])
    lines = original.splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if "egacy" in line)
    expected = "".join(lines[:at - 1] + lines[at + (1 if language == "python" else 2):])
    result = merge(original, snippet, language=language)
    assert result.confidence in ("exact", "fuzzy"), result.reasons
    assert result.text == expected


def test_name_parts_count_only_where_asked():
    assert mentions(["status = self._lookup_legacy_tag(tag)"], ("legacy",), parts=True)
    assert mentions(["row: LegacyFeedRow"], ("legacy",), parts=True)
    assert mentions(["x = legacyExport(y)"], ("export",), parts=True)
    assert not mentions(["status = self._lookup_legacy_tag(tag)"], ("legacy",))  # (a kept name is as written)
    assert not mentions(["def findByRawWhere(where):"], ("find",))
    assert not mentions(["legacies = 1"], ("legacy",), parts=True)


_IMPORT = {  # (original, the import line a marker that names its capitalised name removes)
    "typescript": ('import { SearchClient } from "@storefront/search-client";\n'
                   'import type { LegacyFeedRow } from "./legacy/feedTypes";\n'
                   'import { logger } from "../observability/logger";\n\n'
                   'export const client = new SearchClient(logger);\n',
                   'import type { LegacyFeedRow } from "./legacy/feedTypes";\n'),
    "python": ("from storefront.search import SearchClient\nfrom legacy.feed_types import LegacyFeedRow\n"
               "from observability import logger\n\nCLIENT = SearchClient(logger)\n",
               "from legacy.feed_types import LegacyFeedRow\n"),
    "java": ("package shop;\n\nimport shop.search.SearchClient;\nimport shop.legacy.LegacyFeedRow;\n"
             "import shop.observability.Logger;\n\nclass Index {\n"
             "    SearchClient client = new SearchClient(Logger.get());\n}\n",
             "import shop.legacy.LegacyFeedRow;\n"),
}


@pytest.mark.parametrize("language", sorted(_IMPORT))
def test_a_deletion_marker_removes_the_import_it_names_with_capitals(language):
    """``// ... removed the LegacyFeedRow import ...`` between two restated imports: the name is declared nowhere
    in the file, so the marker removes the paragraph that mentions it, the import line; the name is matched
    whatever its case (the marker's words are compared lowercase with the code)."""
    original, line = _IMPORT[language]
    lines = original.splitlines(keepends=True)
    at = lines.index(line)
    comment = "#" if language == "python" else "//"
    snippet = (f"{lines[at - 1]}{comment} ... removed the LegacyFeedRow import ...\n{lines[at + 1]}"
               f"{comment} ... existing code ...\n")
    result = merge(original, snippet, language=language)
    assert result.confidence in ("exact", "fuzzy"), result.reasons
    assert result.text == original.replace(line, "")


def test_a_word_with_capitals_is_found_whatever_its_case():
    assert mentions(['import type { LegacyFeedRow } from "./legacy/feedTypes";'], ("LegacyFeedRow",))
    assert mentions(["from legacy import legacyfeedrow"], ("LegacyFeedRow",))

"""Blank lines between a chunk's last anchor and its new code, the chunk ending right at an indented marker
(``_below`` in :mod:`fastapply.apply.merge.blanks`): where the block the marker stands in runs on from a line like
the new code's last one straight onto its next statement (``}`` then ``if``), the blank line is the original's and the
new code joins the marker's code with none between (a guard added above the old guards). Before, the blank line
stayed new and the original's blank line was written after the guard too. Where the file spaces its block's items
with blank lines (class members), the new item keeps a blank line on each side."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source

GUARDS = {
"go": ("""func (q *Queue) Enqueue(p *Patient) error {
	q.mu.Lock()
	defer q.mu.Unlock()

	if p.Acuity < 1 || p.Acuity > 5 {
		return fmt.Errorf("bad acuity %d", p.Acuity)
	}
	if p.ArrivedAt.IsZero() {
		p.ArrivedAt = q.now()
	}
	heap.Push(&q.items, p)
	return nil
}
""", """func (q *Queue) Enqueue(p *Patient) error {
	q.mu.Lock()
	defer q.mu.Unlock()

	if _, ok := q.index[p.MRN]; ok {
		return fmt.Errorf("%s already queued", p.MRN)
	}
	// ... existing code ...
	heap.Push(&q.items, p)
	return nil
}
"""),
"typescript": ("""export function enqueue(queue: Queue, p: Patient): void {
  const now = Date.now();

  if (p.acuity < 1 || p.acuity > 5) {
    throw new Error(`bad acuity ${p.acuity}`);
  }
  if (!p.arrivedAt) {
    p.arrivedAt = now;
  }
  queue.items.push(p);
}
""", """export function enqueue(queue: Queue, p: Patient): void {
  const now = Date.now();

  if (queue.index.has(p.mrn)) {
    throw new Error(`${p.mrn} already queued`);
  }
  // ... existing code ...
  queue.items.push(p);
}
"""),
"java": ("""public final class Triage {
    public void enqueue(Patient p) {
        lock.lock();

        if (p.acuity() < 1 || p.acuity() > 5) {
            throw new IllegalArgumentException("bad acuity");
        }
        if (p.arrivedAt() == null) {
            p.arrive(clock.instant());
        }
        items.add(p);
    }
}
""", """public final class Triage {
    public void enqueue(Patient p) {
        lock.lock();

        if (index.containsKey(p.mrn())) {
            throw new IllegalStateException("already queued");
        }
        // ... existing code ...
        items.add(p);
    }
}
"""),
}


@pytest.mark.parametrize("language", GUARDS)
def test_new_guard_joins_the_old_guards(language):
    original, snippet = GUARDS[language]
    result = merge(original, snippet, language=language)
    first = next(k for k, line in enumerate(snippet.splitlines()) if "..." in line)
    guard = snippet.splitlines()[first - 3 : first]
    old = original.splitlines()
    at = next(k for k, line in enumerate(old) if line.strip().startswith("if "))
    assert result.text.splitlines() == old[:at] + guard + old[at:], result.text
    assert result.confidence != "ambiguous"


MEMBERS = '''class Config(base.Config):
    site_dir = c.SiteDir(default="site")
    """The directory the site is built into."""

    exclude_docs = c.Optional(c.PathSpec())
    """Patterns of files to exclude from the site."""

    use_directory_urls = c.Type(bool, default=True)
    """Whether pages are written as directories."""

    def validate(self):
        if self.site_dir == self.docs_dir:
            raise ValueError("site_dir and docs_dir are the same")
        return self
'''


def test_new_member_keeps_the_blank_lines_of_its_class():
    snippet = '''class Config(base.Config):
    # ... existing code ...
    """Patterns of files to exclude from the site."""

    draft_docs = c.Optional(c.PathSpec())
    """Patterns of files to mark as drafts."""
    # ... existing code ...

    def validate(self):
        if self.site_dir == self.docs_dir:
            raise ValueError("site_dir and docs_dir are the same")
        return self
'''
    assert Snippet(snippet, "python").style == Source(MEMBERS, "python").style  # (the rule compares depths)
    result = merge(MEMBERS, snippet, language="python")
    expected = MEMBERS.replace('''exclude from the site."""
''', '''exclude from the site."""

    draft_docs = c.Optional(c.PathSpec())
    """Patterns of files to mark as drafts."""
''')
    assert result.text == expected

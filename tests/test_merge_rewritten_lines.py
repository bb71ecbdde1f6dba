"""Lines rewritten in a form the line-for-line reading misses: a line of prose that goes on past its old version
(apply/merge/lines.py, ``extends``), and one line of code rewritten over several (apply/merge/spread.py). The old
version is replaced, never kept beside the new one; a kept old version is refused (a rule of *beside*). Seen: an API
doc's ``**Rate limit:** 100 requests per minute.`` kept after its rewrite, ``exact``; a JSX ``{error && <p ...>}``
kept above its five-line rewrite, ``exact``."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.lines import extends
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source

PROSE = {  # (language, original, snippet, old line, new line)
    "markdown": ("markdown", "# API\n\n## List invoices\n\n| name | type |\n|------|------|\n| `status` | string |\n\n"
                 "**Rate limit:** 100 requests per minute.\n\n## List payments\n\n**Rate limit:** 50 requests per minute.\n",
                 "## List invoices\n\n<!-- ... -->\n\n| `status` | string |\n\n**Rate limit:** 30 requests per minute. Use "
                 "`cursor` pagination instead of raising `limit`.\n\n<!-- ... -->\n",
                 "**Rate limit:** 100 requests per minute.",
                 "**Rate limit:** 30 requests per minute. Use `cursor` pagination instead of raising `limit`."),
    "text": (None, "Release notes\n\nThe server starts on port 8080 by default.\n\nLogs go to stderr.\n",
             "Release notes\n\nThe server starts on port 8000 by default. Set PORT to change it.\n\n... (unchanged) ...\n",
             "The server starts on port 8080 by default.", "The server starts on port 8000 by default. Set PORT to change it."),
    "python": ("python", 'def total(items):\n    """The total of the items in cents.\n\n    Discounts are applied first.\n'
               '    """\n    return sum(items)\n',
               'def total(items):\n    """The total of the items in cents.\n\n    Discounts are applied first. Taxes are not.\n'
               '    # ... existing code ...\n',
               "    Discounts are applied first.", "    Discounts are applied first. Taxes are not."),
}


@pytest.mark.parametrize("case", sorted(PROSE))
def test_a_line_of_prose_that_goes_on_past_its_old_version_replaces_it(case: str) -> None:
    language, original, snippet, old, new = PROSE[case]
    result = merge(original, snippet, language=language)
    assert (result.confidence, result.text) == ("exact", original.replace(old, new)), result.reasons


def test_a_line_of_code_that_goes_on_past_another_is_no_prose_edit() -> None:
    """``disabled={saving}`` and ``disabled={saving || busy}``: code, read by its names and words as before (with
    this read as prose, a JSX form's old ``{error && ...}`` line was kept above its rewrite)."""
    assert not extends('<button type="submit" disabled={saving || busy}>', '<button type="submit" disabled={saving}>')
    assert extends("Rate limit: 30 requests a minute. Use cursors.", "Rate limit: 100 requests a minute.")


FORM = ('export function Form({ error, saving }) {\n  const title = "Settings";\n  return (\n    <form>\n'
        '      <h2>{title}</h2>\n      {error && <p className="form__error">{error}</p>}\n'
        '      <button type="submit" disabled={saving}>\n        Save\n      </button>\n    </form>\n  );\n}\n')
SPREAD = {  # (language, original, snippet, the old line, its rewrite)
    "tsx": ("tsx", FORM, 'export function Form({ error, saving }) {\n  // ... existing code ...\n{rewrite}'
            '      <button type="submit" disabled={saving}>\n  // ... existing code ...\n}\n',
            '      {error && <p className="form__error">{error}</p>}\n',
            '      {error && (\n        <p className="form__error" role="alert">\n          {error}\n        </p>\n'
            '      )}\n'),
    "python": ("python", 'def main():\n    args = parse()\n    log.info("starting %s with %d workers", args.name, args.workers)\n'
               '    run(args)\n',
               'def main():\n    # ... existing code ...\n{rewrite}    run(args)\n',
               '    log.info("starting %s with %d workers", args.name, args.workers)\n',
               '    log.info(\n        "starting %s with %d workers",\n        args.name,\n        args.workers,\n    )\n'),
    "go": ("go", 'func main() {\n\tcfg := load()\n\tlog.Printf("serving %s on %d", cfg.Name, cfg.Port)\n\tserve(cfg)\n}\n',
           '// ... existing code ...\n{rewrite}\tserve(cfg)\n}\n',
           '\tlog.Printf("serving %s on %d", cfg.Name, cfg.Port)\n',
           '\tlog.Printf(\n\t\t"serving %s on %d",\n\t\tcfg.Name, cfg.Port,\n\t)\n'),
}


@pytest.mark.parametrize("case", sorted(SPREAD))
def test_a_line_rewritten_over_several_replaces_it(case: str) -> None:
    language, original, snippet, old, new = SPREAD[case]
    result = merge(original, snippet.replace("{rewrite}", new), language=language)
    assert (result.confidence, result.text) == ("exact", original.replace(old, new)), result.reasons


def test_beside_refuses_a_line_kept_above_its_rewrite_over_several_lines() -> None:
    """The certifier on its own (hand-built readings): the JSX line kept under the marker is refused; replaced,
    certified."""
    language, original, snippet, _, new = SPREAD["tsx"]
    snippet = snippet.replace("{rewrite}", new)
    source, parsed = Source(original, language), Snippet(snippet, language)
    lines = snippet.splitlines()
    written = tuple(Written(lines[k], k, None) for k in range(2, 7)) + (Written(lines[7], 7, 6),)
    def reading(start: int) -> Certificate:
        return Certificate((Piece(KEEP, (0, 0), (0, 0)), Piece(WRITE, (0, 1), (0, 1), (Written(lines[0], 0, 0),)),
                            Piece(KEEP, (1, 2), (1, start), marker=1), Piece(WRITE, (2, 8), (start, 7), written),
                            Piece(KEEP, (8, 9), (7, 11), marker=8), Piece(WRITE, (9, 10), (11, 12), (Written("}", 9, 11),)),
                            Piece(KEEP, (10, 10), (12, 12))))
    kept = reading(6)
    out = certify(source, parsed, kept, kept.render(source.lines))
    assert any(x.startswith("beside: original line 6") and "rewrite it over several lines" in x for x in out.refusals), \
        out.refusals
    replaced = reading(5)
    assert certify(source, parsed, replaced, replaced.render(source.lines)).confidence == "exact"


def test_two_statements_that_share_an_old_lines_words_are_no_rewrite_of_it() -> None:
    """``logger.info("queued")`` and ``audit("starting job %s", job.id)``: each a statement of its own, together
    holding the words of the kept ``logger.info("starting job %s", job.id)``: no rewrite, the old line is never
    deleted for them."""
    original = 'def run(job):\n    prepare(job)\n    logger.info("starting job %s", job.id)\n    result = job.execute()\n' \
               '    return result\n'
    snippet = 'def run(job):\n    # ... existing code ...\n    logger.info("queued")\n    audit("starting job %s", job.id)\n' \
              '    result = job.execute()\n    return result\n'
    result = merge(original, snippet, language="python")
    assert result.text is None or 'logger.info("starting job %s", job.id)' in result.text, result.text

"""A new loop written after new code, read onto the file's like loop (``body_replaced`` in
:mod:`fastapply.apply.merge.shallow`): the chunk ends with the loop's restated head and closing line, none of the old
body kept or edited, right after a new line (``currency = ...``) that stands where the line above the old loop (the
balance check) is deleted unedited. Written ``exact`` in each language before (the balance check deleted, the old
body replaced); refused now. A whole function restated with its loop body rewritten, going on past the loop, is no
doubt."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

NEW_LOOP = {
"typescript": ('''export function post(lines: Line[]): void {
  if (lines.length < 2) {
    throw new PostingError("a journal entry needs two lines");
  }
  const balance = lines.reduce((sum, line) => sum + line.amount, 0);
  if (balance !== 0) throw new PostingError("unbalanced entry");
  for (const line of lines) {
    const account = accounts.find(line.accountCode);
    if (account.closed) throw new PostingError(`account ${account.code} is closed`);
  }
  journal.save(lines);
}
''', '''export function post(lines: Line[]): void {
  if (lines.length < 2) {
    throw new PostingError("a journal entry needs two lines");
  }
  const currency = lines[0].currency;
  for (const line of lines) {
    if (line.currency !== currency) throw new PostingError(`mixed currencies ${line.currency}`);
  }
  // ... existing code ...
}
'''),
"ruby": ('''def post(lines)
  raise PostingError, "a journal entry needs two lines" if lines.size < 2
  balance = lines.sum(&:amount)
  raise PostingError, "unbalanced entry" unless balance.zero?
  lines.each do |line|
    account = accounts.find(line.code)
    raise PostingError, "account #{account.code} is closed" if account.closed?
  end
  journal.save(lines)
end
''', '''def post(lines)
  raise PostingError, "a journal entry needs two lines" if lines.size < 2
  currency = lines.first.currency
  lines.each do |line|
    raise PostingError, "mixed currencies #{line.currency}" if line.currency != currency
  end
  # ... existing code ...
end
'''),

"go": ('''func Post(lines []Line) error {
	if len(lines) < 2 {
		return errors.New("a journal entry needs two lines")
	}
	balance := sumAmounts(lines)
	if balance != 0 {
		return errors.New("unbalanced entry")
	}
	for _, line := range lines {
		account := accounts.Find(line.AccountCode)
		if account.Closed {
			return fmt.Errorf("account %s is closed", account.Code)
		}
	}
	return journal.Save(lines)
}
''', '''func Post(lines []Line) error {
	if len(lines) < 2 {
		return errors.New("a journal entry needs two lines")
	}
	currency := lines[0].Currency
	for _, line := range lines {
		if line.Currency != currency {
			return fmt.Errorf("mixed currencies %s", line.Currency)
		}
	}
	// ... existing code ...
}
'''),
"java": ('''class Ledger {
    JournalEntry post(String reference, List<PostingLine> lines) {
        if (lines.size() < 2) {
            throw new PostingException("two lines needed: " + reference);
        }
        BigDecimal balance = sum(lines);
        if (balance.signum() != 0) {
            throw new PostingException("unbalanced entry " + reference);
        }
        for (PostingLine line : lines) {
            LedgerAccount account = accounts.findByCode(line.accountCode());
            if (account.isClosed()) {
                throw new PostingException("account " + account.code() + " is closed");
            }
        }
        return journals.save(reference, lines);
    }
}
''', '''class Ledger {
    JournalEntry post(String reference, List<PostingLine> lines) {
        if (lines.size() < 2) {
            throw new PostingException("two lines needed: " + reference);
        }
        String currency = lines.get(0).currency();
        for (PostingLine line : lines) {
            if (!line.currency().equals(currency)) {
                throw new PostingException("mixed currencies in " + reference);
            }
        }
        // ... existing code ...
    }
}
'''),
}


@pytest.mark.parametrize("language", sorted(NEW_LOOP))
def test_a_new_loop_read_onto_the_old_one_is_refused(language):
    original, snippet = NEW_LOOP[language]
    result = merge(original, snippet, language=language)
    assert result.confidence == "ambiguous", result.text
    assert any("a new loop read onto the old one" in x for x in result.reasons), result.reasons


def test_a_loop_rewritten_inside_a_restated_function_is_written():
    """A header line rewritten over new lines above a loop whose body is rewritten, in a function the chunk restates
    on past the loop (its ``return rows;``): the whole function's new version, no doubt."""
    original = ("export function toCsv(rows: Row[], withSalary: boolean): string[] {\n  const out: string[] = [];\n"
                "  out.push(\"id,name,salary\");\n  for (const r of rows) {\n"
                "    out.push(`${r.id},${r.name},${r.salary.toFixed(2)}`);\n  }\n  return out;\n}\n")
    snippet = ("export function toCsv(rows: Row[], withSalary: boolean): string[] {\n  const out: string[] = [];\n"
               "  const header = [\"id\", \"name\"];\n  if (withSalary) header.push(\"salary\");\n"
               "  out.push(header.join(\",\"));\n  for (const r of rows) {\n"
               "    const cells = [String(r.id), r.name];\n    if (withSalary) cells.push(r.salary.toFixed(2));\n"
               "    out.push(cells.join(\",\"));\n  }\n  return out;\n}\n")
    result = merge(original, snippet, language="typescript")
    assert result.sure and result.text == snippet, result.reasons

"""Placement and certifier rules from the seventeenth frozen split's wrong files and refusals
(tests/data/apply_untrodden, measured once, a development set since). Certifier: a function a marker keeps while its
words name other functions there (``// ... isCapped unchanged ...``), which the original's other code called and
nothing in the result calls now, was replaced by the snippet's new code, not kept: a doubt (Java's
``currentServiceDay()`` kept beside its successor ``serviceDayOf(Instant)``); a lone restated line placed after a
run of deleted lines that holds the same line, new code written before it, is a doubt (a new currency loop read as
a later loop restated, the balance check between deleted)."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

PY = ('''def spent_today(rider):
    day = current_day()
    return day.spent


def is_capped(rider):
    return spent_today(rider) >= CAP


def current_day():
    return clock.now().date()


def refund(rider):
    return REFUNDS[rider]
''', '''def spent_today(rider):
    day = day_of(clock.now())
    return day.spent


# ... is_capped unchanged ...


def day_of(instant):
    return instant.date()


# ... refund unchanged ...
''')
TS = ('''export function spentToday(rider: string): number {
  const day = currentDay();
  return day.spent;
}

export function isCapped(rider: string): boolean {
  return spentToday(rider) >= CAP;
}

function currentDay(): Day {
  return dayFrom(clock.now());
}

export function refund(rider: string): number {
  return REFUNDS[rider];
}
''', '''export function spentToday(rider: string): number {
  const day = dayOf(clock.now());
  return day.spent;
}

// ... isCapped unchanged ...

function dayOf(instant: Instant): Day {
  return dayFrom(instant);
}

// ... refund unchanged ...
''')
JAVA = ('''class Capper {
    int spentToday(String rider) {
        Day day = currentDay();
        return day.spent;
    }

    boolean isCapped(String rider) {
        return spentToday(rider) >= CAP;
    }

    Day currentDay() {
        return Day.from(clock.instant());
    }

    int refund(String rider) {
        return refunds.get(rider);
    }
}
''', '''class Capper {
    int spentToday(String rider) {
        Day day = dayOf(clock.instant());
        return day.spent;
    }

    // ... isCapped unchanged ...

    Day dayOf(Instant instant) {
        return Day.from(instant);
    }

    // ... refund unchanged ...
}
''')

_KEPT_UNCALLED = {"python": (PY, "REFUNDS[rider]", "REFUNDS[current_day()]"),
                  "typescript": (TS, "REFUNDS[rider]", "REFUNDS[currentDay()]"),
                  "java": (JAVA, "refunds.get(rider)", "refunds.get(currentDay())")}


@pytest.mark.parametrize("language", sorted(_KEPT_UNCALLED))
def test_a_function_a_naming_marker_keeps_that_nothing_calls_now_is_a_doubt(language):
    """``spentToday`` now calls the new ``dayOf``; the marker that names ``isCapped`` also holds ``currentDay``,
    which nothing calls in the result: refused. Where ``refund`` (kept) still calls it, it is kept, and written."""
    (original, snippet), old, still = _KEPT_UNCALLED[language]
    result = merge(original, snippet, language=language)
    assert result.confidence == "ambiguous"
    assert any("which names other code, but the code that used it is rewritten" in x for x in result.reasons)
    result = merge(original.replace(old, still), snippet, language=language)
    assert result.sure and "currentDay()" in result.text.replace("current_day()", "currentDay()")


def test_a_marker_that_names_no_function_there_keeps_what_it_holds():
    """``# ... the capping checks unchanged ...`` names no function of the code it keeps: it stands for all of it,
    ``current_day`` too (uncalled now, but the snippet did not say what the marker keeps)."""
    original, snippet = PY
    result = merge(original, snippet.replace("is_capped unchanged", "the capping checks unchanged"), language="python")
    assert result.sure and "def current_day():" in result.text, result.reasons


_LONE_TWIN = {
"java": ('''class Ledger {
    JournalEntry post(String reference, List<PostingLine> lines) {
        if (lines.size() < 2) {
            throw new PostingException("A journal entry needs at least two lines: " + reference);
        }
        BigDecimal balance = BigDecimal.ZERO;
        for (PostingLine line : lines) {
            balance = balance.add(line.signedAmount());
        }
        if (balance.signum() != 0) {
            throw new PostingException("Unbalanced entry " + reference + ": off by " + balance);
        }
        for (PostingLine line : lines) {
            LedgerAccount account = accounts.findByCode(line.accountCode());
            if (account.isClosed()) {
                throw new PostingException("Account " + account.code() + " is closed");
            }
        }
        return journals.save(reference, lines);
    }
}
''', '''class Ledger {
    JournalEntry post(String reference, List<PostingLine> lines) {
        if (lines.size() < 2) {
            throw new PostingException("A journal entry needs at least two lines: " + reference);
        }
        String currency = lines.get(0).currency();
        for (PostingLine line : lines) {
            if (!line.currency().equals(currency)) {
                throw new PostingException("Mixed currencies in entry " + reference + ": " + line.currency());
            }
        }
        // ... keep existing code
    }
}
'''),
"go": ('''func Post(lines []Line) error {
	if len(lines) < 2 {
		return errors.New("a journal entry needs two lines")
	}
	balance := 0
	for _, line := range lines {
		balance += line.Amount
	}
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
			return fmt.Errorf("mixed currencies %s is closed", line.Currency)
		}
	}
	// ... existing code ...
}
'''),
"typescript": ('''export function post(lines: Line[]): void {
  if (lines.length < 2) {
    throw new PostingError("a journal entry needs two lines");
  }
  let balance = 0;
  for (const line of lines) {
    balance += line.amount;
  }
  if (balance !== 0) {
    throw new PostingError("unbalanced entry");
  }
  for (const line of lines) {
    const account = accounts.find(line.accountCode);
    if (account.closed) {
      throw new PostingError(`account ${account.code} is closed`);
    }
  }
  journal.save(lines);
}
''', '''export function post(lines: Line[]): void {
  if (lines.length < 2) {
    throw new PostingError("a journal entry needs two lines");
  }
  const currency = lines[0].currency;
  for (const line of lines) {
    if (line.currency !== currency) {
      throw new PostingError(`mixed currencies ${line.currency} is closed`);
    }
  }
  // ... existing code ...
}
'''),
}


@pytest.mark.parametrize("language", sorted(_LONE_TWIN))
def test_a_lone_restated_loop_after_deleted_lines_that_hold_its_twin_is_a_doubt(language):
    """A new currency check (``currency = ...`` and its loop) written after the restated size check: the merge
    reads the loop's first line as the later balance-free loop's, restated, which deletes the balance check between,
    a loop with the same first line among it. Restated there, or new code, deleting nothing? Refused (it was written,
    ``exact``). A loop restated with the next lines of that loop (a run, not a lone line) is no doubt."""
    original, snippet = _LONE_TWIN[language]
    result = merge(original, snippet, language=language)
    assert result.confidence == "ambiguous"
    assert any("among them is that same line: restated there, or new, deleting less?" in x for x in result.reasons)


def test_a_restated_run_after_deleted_lines_that_hold_its_first_line_is_written():
    """The balance check replaced by a currency line, the second loop restated with its next line: a run, the
    deletion between restated lines as the convention says."""
    original, _ = _LONE_TWIN["go"]
    snippet = ("func Post(lines []Line) error {\n\tif len(lines) < 2 {\n"
               "\t\treturn errors.New(\"a journal entry needs two lines\")\n\t}\n\tcurrency := lines[0].Currency\n"
               "\tfor _, line := range lines {\n"
               "\t\taccount := accounts.Find(line.AccountCode)\n\t// ... existing code ...\n}\n")
    lines = original.splitlines(keepends=True)
    expected = "".join(lines[:4]) + "\tcurrency := lines[0].Currency\n" + "".join(lines[11:])
    result = merge(original, snippet, language="go")
    assert result.sure and result.text == expected, result.reasons


_COMMENTED = {  # (original, snippet, old line, new line): a value changed in a run of like lines, a comment added
    "python": ('def opus_low_args(job):\n    args = base_args(job)\n    args += ["-c:a", "libopus"]\n'
               '    args += ["-b:a", "48k"]\n    args += ["-ar", "48000"]\n    return args\n',
               '# ... existing code ...\ndef opus_low_args(job):\n    args = base_args(job)\n'
               '    args += ["-c:a", "libopus"]\n    args += ["-b:a", "64k"]  # 48k smeared cymbals, see AUD-2291\n'
               '    # ... existing code ...\n', '    args += ["-b:a", "48k"]\n',
               '    args += ["-b:a", "64k"]  # 48k smeared cymbals, see AUD-2291\n'),
    "ruby": ('def opus_low_args(job)\n  args = base_args(job)\n  args += ["-c:a", "libopus"]\n'
             '  args += ["-b:a", "48k"]\n  args += ["-ar", "48000"]\n  args\nend\n',
             '# ... existing code ...\ndef opus_low_args(job)\n  args = base_args(job)\n  args += ["-c:a", "libopus"]\n'
             '  args += ["-b:a", "64k"]  # 48k smeared cymbals, see AUD-2291\n  # ... existing code ...\nend\n',
             '  args += ["-b:a", "48k"]\n', '  args += ["-b:a", "64k"]  # 48k smeared cymbals, see AUD-2291\n'),
    "bash": ('opus_low_args() {\n  args=(-i "$1")\n  args+=(-c:a libopus)\n  args+=(-b:a 48k)\n  args+=(-ar 48000)\n'
             '  echo "${args[@]}"\n}\n',
             '# ... existing code ...\nopus_low_args() {\n  args=(-i "$1")\n  args+=(-c:a libopus)\n'
             '  args+=(-b:a 64k)  # 48k smeared cymbals on the low tier, see AUD-2291\n  # ... existing code ...\n}\n',
             '  args+=(-b:a 48k)\n', '  args+=(-b:a 64k)  # 48k smeared cymbals on the low tier, see AUD-2291\n'),
}


@pytest.mark.parametrize("language", sorted(_COMMENTED))
def test_a_line_given_a_new_value_and_a_comment_replaces_its_old_version(language):
    """The bitrate line written anew with a comment after it, an indented marker below: the old line kept right
    below it differs from its code only in its numbers (the comment left out), so it is its old version, not kept
    beside it (it was, ``exact``)."""
    original, snippet, old, new = _COMMENTED[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original.replace(old, new), (result.confidence, result.reasons)


def test_a_new_line_that_replaces_one_line_is_no_new_version_of_the_next():
    """Go: ``args = append(args, "-b:a", "64k")`` replaces the ``48k`` line; the ``-ar`` line kept right below it
    sets the same name but is no old version of it (the new line is that of the ``48k`` line already), and is not
    deleted as one (a new line replaces one old line at most): never written without it."""
    original = ('func opusLowArgs(job Job) []string {\n\targs := baseArgs(job)\n'
                '\targs = append(args, "-c:a", "libopus")\n'
                '\targs = append(args, "-b:a", "48k")\n\targs = append(args, "-ar", "48000")\n\treturn args\n}\n')
    snippet = ('// ... existing code ...\nfunc opusLowArgs(job Job) []string {\n\targs := baseArgs(job)\n'
               '\targs = append(args, "-c:a", "libopus")\n\targs = append(args, "-b:a", "64k") // 48k smeared cymbals\n'
               '\t// ... existing code ...\n}\n')
    result = merge(original, snippet, language="go")
    assert not result.sure or result.text == original.replace(
        '"-b:a", "48k")', '"-b:a", "64k") // 48k smeared cymbals'), result.text

"""Placement and certifier rules from the seventeenth frozen split's wrong files and refusals
(tests/data/apply_untrodden, measured once, a development set since). Certifier: a function a marker keeps while its
words name other functions there (``// ... isCapped unchanged ...``), which the original's other code called and
nothing in the result calls now, was replaced by the snippet's new code, not kept: a doubt (Java's
``currentServiceDay()`` kept beside its successor ``serviceDayOf(Instant)``); a lone restated line placed after a
run of deleted lines that holds the same line, new code written before it, is a doubt (a new currency loop read as
a later loop restated, the balance check between deleted); a comment after the code is left out where a kept line
reads as a new line's old version (``args += ["-b:a", "64k"]  # see AUD-2291``); a new line replaces one old line at
most; a marker right after a new line stands for some code, on either side of it, and two ``raise`` lines are no
edit that lets it stand for none; an entry's id in a data file (``item_id = "emote.salute_s8"``) kept and written new
too is written twice."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source

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
    ``current_day`` too (uncalled now, but the snippet did not say what the marker keeps); nor does one that names
    a function and the rest."""
    original, snippet = PY
    result = merge(original, snippet.replace("is_capped unchanged", "the capping checks unchanged"), language="python")
    assert result.sure and "def current_day():" in result.text, result.reasons
    result = merge(original, snippet.replace("is_capped unchanged", "is_capped and the rest unchanged"),
                   language="python")  # (it names one, and keeps the rest too)
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
    is never deleted as a second old version of the same new line (an append to ``args`` sets no name anew, so
    the *beside* rule does not doubt it; a repaired reading would replace one old line at most): the file is never
    written without the ``-ar`` line."""
    original = ('func opusLowArgs(job Job) []string {\n\targs := baseArgs(job)\n'
                '\targs = append(args, "-c:a", "libopus")\n'
                '\targs = append(args, "-b:a", "48k")\n\targs = append(args, "-ar", "48000")\n\treturn args\n}\n')
    snippet = ('// ... existing code ...\nfunc opusLowArgs(job Job) []string {\n\targs := baseArgs(job)\n'
               '\targs = append(args, "-c:a", "libopus")\n\targs = append(args, "-b:a", "64k") // 48k smeared cymbals\n'
               '\t// ... existing code ...\n}\n')
    result = merge(original, snippet, language="go")
    assert result.sure and result.text == original.replace('"48k")', '"64k") // 48k smeared cymbals'), result.text


_EMPTY_MARKER = {  # (original, snippet, second snippet): a new ``z`` line, a marker after it, then ``return`` restated
    # (or ``y`` and ``return``)
    "python": ("def total(a, b):\n    x = scale(a)\n    y = scale(b)\n    return x + y\n",
               "def total(a, b):\n    x = scale(a)\n    z = clamp(x)\n    # ...\n    return x + y\n",
               "def total(a, b):\n    x = scale(a)\n    z = clamp(x)\n    # ...\n    y = scale(b)\n    return x + y\n"),
    "javascript": ("function total(a, b) {\n  const x = scale(a);\n  const y = scale(b);\n  return x + y;\n}\n",
                   "function total(a, b) {\n  const x = scale(a);\n  const z = clamp(x);\n  // ...\n"
                   "  return x + y;\n}\n",
                   "function total(a, b) {\n  const x = scale(a);\n  const z = clamp(x);\n  // ...\n"
                   "  const y = scale(b);\n  return x + y;\n}\n"),
    "go": ("func total(a, b int) int {\n\tx := scale(a)\n\ty := scale(b)\n\treturn x + y\n}\n",
           "func total(a, b int) int {\n\tx := scale(a)\n\tz := clamp(x)\n\t// ...\n\treturn x + y\n}\n",
           "func total(a, b int) int {\n\tx := scale(a)\n\tz := clamp(x)\n\t// ...\n\ty := scale(b)\n"
           "\treturn x + y\n}\n"),
}


def _empty_marker_refusals(language: str, replaces: bool) -> list[str]:
    """A hand-made reading: ``z = clamp(x)`` written new after the restated ``x`` line, replacing ``y`` (or, not
    ``replaces``, inserted before it, ``y`` restated after the marker), the marker after it standing for nothing."""
    original, one, two = _EMPTY_MARKER[language]
    snippet = one if replaces else two
    lines, n, start = snippet.splitlines(), len(original.splitlines()), 3 if replaces else 2
    first = [Written(x, k, k if k < 2 else None) for k, x in enumerate(lines[:3])]
    second = [Written(x, 4 + k, start + k) for k, x in enumerate(lines[4:])]
    pieces = (Piece(WRITE, (0, 3), (0, start), tuple(first), chunk=1), Piece(KEEP, (3, 4), (start, start), marker=3),
              Piece(WRITE, (4, len(lines)), (start, n), tuple(second), chunk=2))
    certificate = Certificate(pieces)
    source = Source(original, language)
    verdict = certify(source, Snippet(snippet, language), certificate, certificate.render(source.lines))
    return [x for x in verdict.refusals if "written new against it: it would stand for nothing" in x]


@pytest.mark.parametrize("language", sorted(_EMPTY_MARKER))
def test_a_marker_right_after_a_line_that_replaced_what_stood_there_stands_for_some_code(language):
    """The new ``z`` line replaced ``y``, the last line of its chunk's slice, right where the marker stands for
    nothing: the lines it keeps, deleted? (It was checked on the chunk after's side only.) Inserted before a
    restated ``y`` (nothing deleted), a new item before a marker that covers nothing is no doubt."""
    assert _empty_marker_refusals(language, replaces=True)
    assert not _empty_marker_refusals(language, replaces=False)


def test_a_raise_after_an_indented_marker_is_no_edit_that_lets_the_marker_stand_for_nothing():
    """Ruby: ``raise BinLocked, ... if locked`` read as the new version of ``raise InsufficientStock, ... if
    available < qty`` (both ``raise`` lines), the stock check deleted and the indented marker after it standing for
    nothing (written, ``exact``): two raises name nothing alike, so the new one stands against the marker: refused."""
    original = ('class BinTransfer\n  def validate!\n'
                '    raise ArgumentError, "qty must be positive" unless qty.positive?\n'
                '    raise SiteMismatch, "bins are in different sites" if from_bin.site_id != to_bin.site_id\n\n'
                '    available = from_bin.stock_for(sku)&.on_hand.to_i\n'
                '    raise InsufficientStock, "#{from_bin.code} has #{available} of #{sku}" if available < qty\n'
                '  end\n\n  def record_movement!\n    Movement.create!(sku: sku, qty: qty)\n  end\nend\n')
    snippet = ('class BinTransfer\n  def validate!\n'
               '    raise ArgumentError, "qty must be positive" unless qty.positive?\n'
               '    raise SiteMismatch, "bins are in different sites" if from_bin.site_id != to_bin.site_id\n'
               '    locked = [from_bin, to_bin].find(&:count_locked?)\n'
               '    raise BinLocked, "#{locked.code} is locked for a cycle count" if locked\n\n    # …\n  end\n\n'
               '  # [unchanged]\nend\n')
    result = merge(original, snippet, language="ruby")
    assert result.confidence == "ambiguous", result.text
    assert any("written new against it: it would stand for nothing" in x for x in result.reasons)


# (original, snippet, the new entry, the line it goes before): an entry appended after a restated like one
_ENTRY_AFTER = {
"toml": ('''[[pool]]
name = "ranked"
weight = 70

[[pool.entries]]
item_id = "skin.vanguard.frostbite"
rarity = "rare"
weight = 30

[[pool.entries]]
item_id = "skin.vanguard.ember"
rarity = "rare"
weight = 30

[[pool.entries]]
item_id = "emote.salute_s8"
rarity = "epic"
weight = 8

[[pool.entries]]
item_id = "skin.warden.s8_champion"
rarity = "legendary"
weight = 2
''', '''# ... existing code ...

[[pool.entries]]
item_id = "emote.salute_s8"
rarity = "epic"
weight = 8

[[pool.entries]]
item_id = "emote.flag_plant_s8"
rarity = "epic"
weight = 8

# ... existing code ...
''', '''[[pool.entries]]
item_id = "emote.flag_plant_s8"
rarity = "epic"
weight = 8

''', '''[[pool.entries]]
item_id = "skin.warden.s8_champion"'''),
}

_ENTRY_AFTER["yaml"] = ('''pools:
  - name: ranked
    weight: 70
    entries:
      - item_id: "skin.vanguard.frostbite"
        rarity: rare
        weight: 30
      - item_id: "skin.vanguard.ember"
        rarity: rare
        weight: 30
      - item_id: "emote.salute_s8"
        rarity: epic
        weight: 8
      - item_id: "skin.warden.s8_champion"
        rarity: legendary
        weight: 2
''', '''# ... existing code ...
      - item_id: "emote.salute_s8"
        rarity: epic
        weight: 8
      - item_id: "emote.flag_plant_s8"
        rarity: epic
        weight: 8
# ... existing code ...
''', '''      - item_id: "emote.flag_plant_s8"
        rarity: epic
        weight: 8
''', '''      - item_id: "skin.warden.s8_champion"''')
_ENTRY_AFTER["json"] = ('''{
  "entries": [
    {
      "item_id": "skin.vanguard.frostbite",
      "rarity": "rare",
      "weight": 30
    },
    {
      "item_id": "skin.vanguard.ember",
      "rarity": "rare",
      "weight": 30
    },
    {
      "item_id": "emote.salute_s8",
      "rarity": "epic",
      "weight": 8
    },
    {
      "item_id": "skin.warden.s8_champion",
      "rarity": "legendary",
      "weight": 2
    }
  ]
}
''', '''// ... existing code ...
    {
      "item_id": "emote.salute_s8",
      "rarity": "epic",
      "weight": 8
    },
    {
      "item_id": "emote.flag_plant_s8",
      "rarity": "epic",
      "weight": 8
    },
// ... existing code ...
''', '''    {
      "item_id": "emote.flag_plant_s8",
      "rarity": "epic",
      "weight": 8
    },
''', '''    {
      "item_id": "skin.warden.s8_champion"''')


@pytest.mark.parametrize("language", sorted(_ENTRY_AFTER))
def test_an_entry_appended_after_a_restated_like_one_is_not_written_twice(language):
    """TOML: the restated ``emote.salute_s8`` entry and a new one after it; one reading writes the restated
    entry's header and id new above the old entry (kept), its id twice in the file: refused (``item_twice``: an
    entry's id in a data file), and the reading that appends the new entry is the one certified."""
    original, snippet, new, before = _ENTRY_AFTER[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original.replace(before, new + before), result.reasons


_DOC_REMOVED = {  # (original, snippet): a new method whose doc comment's second line says what it removed
    "ruby": ("class Grants\n  def grant(id)\n    @repo.add(id)\n  end\nend\n",
             "class Grants\n  # ... existing code ...\n\n  # Takes back a grant after a rollback.\n"
             "  # Returns how many were removed.\n  def revoke(id)\n    @repo.take(id)\n  end\nend\n"),
    "python": ("class Grants:\n    def grant(self, id):\n        self.repo.add(id)\n",
               "class Grants:\n    # ... existing code ...\n\n    # Takes back a grant after a rollback.\n"
               "    # Returns how many were removed.\n    def revoke(self, id):\n        return self.repo.take(id)\n"),
    "rust": ("impl Grants {\n    pub fn grant(&mut self, id: u32) {\n        self.repo.add(id);\n    }\n}\n",
             "impl Grants {\n    // ... existing code ...\n\n    /// Takes back a grant after a rollback.\n"
             "    /// Returns how many were removed.\n    pub fn revoke(&mut self, id: u32) -> usize {\n"
             "        self.repo.take(id)\n    }\n}\n"),
}


@pytest.mark.parametrize("language", sorted(_DOC_REMOVED))
def test_a_doc_comment_line_that_says_removed_is_prose_not_a_marker(language):
    """``# Returns how many were removed.`` goes on the comment above it: a doc comment's sentence, no marker left
    in the file (a short comment that says removed, alone, still reads like one)."""
    original, snippet = _DOC_REMOVED[language]
    result = merge(original, snippet, language=language)
    assert result.sure and "Returns how many were removed." in result.text, result.reasons
    alone = "".join(x for x in snippet.splitlines(keepends=True) if "Takes back" not in x)
    result = merge(original, alone, language=language)
    assert result.confidence == "ambiguous" and any(x.startswith("marker text:") for x in result.reasons)


def test_one_new_line_at_both_edges_of_a_slice_replaces_one_of_its_lines():
    """A hand-made reading: one new ``send`` line replaces two like lines, the first and the last of its chunk's
    slice; it is the new version of one of them at most: the other is deleted without cause."""
    old = "    send(rows, carrier, location='YARD', at=stamp)"
    original = f"def f(rows):\n    total = 0\n{old}\n{old}\n    return total\n"
    new = old.replace("YARD", "QUAY")
    update = f"# ... existing code ...\n{new}\n# ... existing code ...\n"
    pieces = (Piece(KEEP, (0, 1), (0, 2), marker=0), Piece(WRITE, (1, 2), (2, 4), (Written(new, 1, None),), chunk=1),
              Piece(KEEP, (2, 3), (4, 5), marker=2))
    certificate = Certificate(pieces)
    source = Source(original, "python")
    verdict = certify(source, Snippet(update, "python"), certificate, certificate.render(source.lines))
    assert [x for x in verdict.refusals if x.startswith("deletion: original line 4")], verdict.refusals

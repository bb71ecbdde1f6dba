"""Placement and certifier rules from the seventeenth frozen split's wrong files and refusals
(tests/data/apply_untrodden, measured once, a development set since). Certifier: a function a marker keeps while its
words name other functions there (``// ... isCapped unchanged ...``), which the original's other code called and
nothing in the result calls now, was replaced by the snippet's new code, not kept: a doubt (Java's
``currentServiceDay()`` kept beside its successor ``serviceDayOf(Instant)``)."""

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

"""A reading refused only by *beside* refusals, the rule having read original lines kept right next to chunks' new
lines as their old versions, is repaired: the reading that replaces each such line by the new one is certified in
its turn, and taken where it is the only certified reading (``readings.decide``). The certifier takes that deletion as
caused (``edged.edge_edit``): the line is deleted at the edge of the chunk's slice, beyond its restated lines,
and the new line right at that edge, as deep, reads as its new version."""

from __future__ import annotations

from textwrap import dedent

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, WRITE, Certificate, Piece, Written
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source

# (original, snippet, the line the chunk's last new line edits, its new version): an indented marker after the chunk
_LAST_BESIDE = {
    "javascript": ('''
        export async function handleDischarge(msg) {
          const event = baseEvent(msg, "DISCHARGED");
          await appendEvent(event);
          await upsertContainer(event.containerNo, { location: "YARD", lastEventAt: event.occurredAt });
          await publish("container.discharged", event);
          return event;
        }
        ''', '''
        export async function handleDischarge(msg) {
          const event = baseEvent(msg, "DISCHARGED");
          await appendEvent(event);
          await upsertContainer(event.containerNo, { location: "QUAY", lastEventAt: event.occurredAt });
          // ... existing code ...
        }
        ''', '"YARD"', '"QUAY"'),
    "scala": ('''
        object Fleet {
          def onlineRatio(devices: Seq[DeviceStatus], now: Instant): Double = {
            val online = devices.count(_.lastSeen.isAfter(now.minusSeconds(300)))
            online.toDouble / devices.size
          }
        }
        ''', '''
        object Fleet {
          def onlineRatio(devices: Seq[DeviceStatus], now: Instant): Double = {
            // ... existing code ...
            if (devices.isEmpty) 0.0 else online.toDouble / devices.size
          }
        }
        ''', "    online.toDouble", "    if (devices.isEmpty) 0.0 else online.toDouble"),
    "lua": ('''
        help([[Alignment pipeline]])

        local root = "/opt/alignpipe"

        depends_on("samtools/1.19")
        depends_on("bwa-mem2/2.2.1")
        depends_on("picard/3.1.1")

        prepend_path("PATH", pathJoin(root, "bin"))
        setenv("ALIGNPIPE_HOME", root)
        ''', '''
        -- ...

        depends_on("samtools/1.20")
        depends_on("bwa-mem2/2.2.1")
        ''', "samtools/1.19", "samtools/1.20"),
}


@pytest.mark.parametrize("language", sorted(_LAST_BESIDE))
def test_a_line_kept_beside_its_new_version_is_replaced_by_the_only_certified_reading(language):
    """JavaScript: ``upsertContainer(..."QUAY"...)`` written above an indented marker, the old ``"YARD"`` call right
    below it. Scala: the function's last line rewritten after an indented marker. Lua: the first of a run of
    ``depends_on`` lines bumped after a marker (``samtools/1.19`` -> ``1.20``)."""
    original, snippet, old, new = _LAST_BESIDE[language]
    original, snippet = dedent(original).lstrip("\n"), dedent(snippet).lstrip("\n")
    result = merge(original, snippet, language=language)
    assert result.text == original.replace(old, new), result.reasons
    assert result.confidence == "fuzzy" and any("only one of" in x for x in result.reasons)


_BODY = "def f(rows):\n    total = 0\n    send(rows, carrier, location='YARD', at=stamp)\n    return total\n"


def _deleted_at_edge(new: str) -> list[str]:
    """A hand-made reading: chunk ``def f(rows):`` / ``total = 0`` / ``new`` replaces the first three lines (the
    third deleted, beyond the restated ones), a marker keeps the rest."""
    update = f"def f(rows):\n    total = 0\n{new}\n    # ... existing code ...\n"
    pieces = (Piece(WRITE, (0, 3), (0, 3), (Written("def f(rows):", 0, 0), Written("    total = 0", 1, 1),
                                             Written(new, 2, None)), chunk=1),
              Piece(KEEP, (3, 4), (3, 4), marker=3))
    certificate = Certificate(pieces)
    source = Source(_BODY, "python")
    verdict = certify(source, Snippet(update, "python"), certificate, certificate.render(source.lines))
    return [x for x in verdict.refusals if x.startswith("deletion:")]


def test_a_line_deleted_at_a_chunk_edge_is_caused_by_its_new_version_beside_it():
    assert not _deleted_at_edge("    send(rows, carrier, location='QUAY', at=stamp)")
    assert _deleted_at_edge("    audit(rows)")  # (no new version of it: deleted without cause)
    assert _deleted_at_edge("        send(rows, carrier, location='QUAY', at=stamp)")  # (deeper: another block's line)


def test_old_lines_kept_beside_two_chunks_are_replaced_in_one_reading():
    """The same edit in two functions, each chunk ending above an indented marker: both old calls are suspects, and
    the one repaired reading replaces both (one at a time, each repair would keep the other beside its new
    version, refused)."""
    def handler(k: int, where: str) -> str:
        return (f"export async function handle{k}(msg) {{\n  const event = baseEvent(msg, \"D{k}\");\n"
                f"  await appendEvent(event);\n  await upsertContainer(event.no{k}, {{ location: \"{where}\", "
                "lastEventAt: event.occurredAt });\n  await publish(event);\n  return event;\n}\n")
    pad = "".join(f"\nfunction pad{j}(x) {{\n  return x + {j};\n}}\n" for j in range(3))
    original = handler(0, "YARD") + pad + "\n" + handler(1, "YARD")
    snippet = "".join("// ... existing code ...\n" + "".join(handler(k, "QUAY").splitlines(keepends=True)[:4]) +
                      "  // ... existing code ...\n}\n" for k in (0, 1))
    result = merge(original, snippet, language="javascript")
    assert result.sure and result.text == original.replace('"YARD"', '"QUAY"'), result.reasons

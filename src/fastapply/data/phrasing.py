"""How assistants write marker lines and re-type the lines they show (the ``assistant`` snippet style,
:mod:`fastapply.data.assistant`): phrasings in the file's comment syntax, picked by what the marker elides
(imports, the rest of the file, a body, sibling functions), and the noise of a minority of answers.
"""

from __future__ import annotations

import itertools
import random

from fastapply.apply.merge.lines import width
from fastapply.data.snippet import COMMENT_OF

PHRASES = ("... existing code ...", "… existing code …", "... rest of the code ...", "... (unchanged) ...",
           "...", "... keep existing code ...", "existing code", "... rest of code ...",
           "... code unchanged ...", "... previous code remains unchanged ...", "... rest of the code remains the same",
           "(unchanged)", "... code omitted for brevity ...")
IMPORTS_PHRASES = ("existing imports", "... existing imports ...", "... other imports ...", "Existing imports remain",
                   "(imports unchanged)")
END_PHRASES = ("... rest of the file unchanged ...", "rest of the file unchanged", "... rest of the code ...",
               "The rest of the code remains unchanged.")
BODY_PHRASES = ("... rest of the function ...", "... existing body ...", "... rest of the method ...")
SIBLING_PHRASES = ("other methods unchanged", "... other functions ...", "... other methods ...")
SYNTAX = {"markdown": "<!--", "html": "<!--", "xml": "<!--", "css": "/*"}
BLOCK_COMMENTS = {"javascript", "typescript", "go", "c", "cpp", "java", "rust", "css", "kotlin", "swift"}
_IMPORT_WORDS = ("import ", "from ", "package ", "require(", "const ", "use ", "#include")


def retype(line: str, noise: str, context: bool) -> str:
    """A shown line as a noisy assistant types it: tabs as four spaces, or trailing whitespace dropped."""
    if noise == "spaces":
        body = line.lstrip("\t")
        return "    " * (len(line) - len(body)) + body
    if noise == "trailing" and context:
        ending = line[len(line.rstrip("\r\n")):]
        return line.rstrip("\r\n").rstrip() + ending
    return line


def dedent_chunks(snippet: list[str], markers: list[int]) -> list[str]:
    """Each chunk moved left by its least indentation, as when a method is shown out of its class."""
    out = list(snippet)
    bounds = [-1, *markers, len(snippet)]
    for a, b in itertools.pairwise(bounds):
        body = [line for line in out[a + 1: b] if line.strip()]
        cut = min((len(line) - len(line.lstrip(" \t")) for line in body), default=0)
        for k in range(a + 1, b):
            out[k] = out[k][cut:] if out[k].strip() else out[k]
    return out


def marker_text(old: list[str], span: tuple[int, int], above: str, persona, language: str,
                rng: random.Random | None) -> str:
    """The marker line for ``old[span[0]:span[1]]`` (no line ending), after the shown line ``above``, in the
    ``persona``'s phrasing (:class:`fastapply.data.assistant.Persona`) and the language's comment syntax."""
    elided = [line for line in old[span[0]: span[1]] if line.strip()]
    first = elided[0] if elided else ""
    phrase = persona.phrase
    if persona.specific:
        if span[0] == 0 and elided and all(line.lstrip().startswith(_IMPORT_WORDS) for line in elided):
            phrase = rng.choice(IMPORTS_PHRASES)
        elif span[1] == len(old):
            phrase = rng.choice(END_PHRASES)
        elif above.strip() and first and width(first) > width(above):
            phrase = rng.choice(BODY_PHRASES)
        elif first and first.lstrip().startswith(("def ", "func ", "function ", "async def ")):
            phrase = rng.choice(SIBLING_PHRASES)
    indent = {"code": first, "zero": "", "above": above}[persona.marker_indent]
    indent = indent[: len(indent) - len(indent.lstrip())].rstrip("\r\n")
    opener = "/*" if persona.block_comment else SYNTAX.get(language, COMMENT_OF.get(language, "#"))
    closer = {"/*": " */", "<!--": " -->"}.get(opener, "")
    return f"{indent}{opener} {phrase}{closer}"

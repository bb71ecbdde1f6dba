"""Lines, and what the merge matches them by: a line's key (its words, indentation-insensitive), whether it is
too common to anchor on, its indentation, and its *identity*: the name a line declares or sets.

Two lines with one identity are two versions of one statement (an edit), two lines with different identities
are two statements (siblings)::

    >>> [identity(x) for x in ("def load(path):", "    def load(self, path, mode='r'):", "CACHE = {}",
    ...                        '  "react": "^18.2.0",', "return total", "app.get('/users', list)",
    ...                        "from os import path, sep", "total += x", "# a comment", "}")]
    ['def load', 'def load', 'CACHE =', '"react" :', 'return', "app.get('/users'", 'from os', None, None, None]
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache

from .markers import is_marker_line
from .prose import extends

__all__ = ["ALIKE", "EXITS", "SIMILAR", "edits", "extends", "first_word", "forget", "identity", "indent", "is_access",
           "is_closer", "is_comment", "is_tag", "is_weak", "join_lines", "line_key", "newline_of", "reworded",
           "similarity", "split_lines", "width", "words"]

_WEAK_WORDS = frozenset("pass return else elif end break continue default try finally begin then do done fi esac".split())


def split_lines(text: str) -> tuple[list[str], bool]:
    """Lines without their terminators ("\\r\\n" or "\\n"), and whether ``text`` ends with a newline. Only line
    feeds split: form feeds, U+2028 and friends stay inside their line."""
    lines = text.split("\n")
    if final_newline := bool(text) and lines[-1] == "":
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines] if text else [], final_newline


_CACHED = 1 << 16  # lines whose key, width and identity are remembered (pure functions of the line)


def forget() -> None:
    """Empty the per-line caches (a benchmark's cold start, a count of the work a merge does)."""
    for cached in (line_key, is_weak, width, identity, is_marker_line):
        cached.cache_clear()


def newline_of(text: str) -> str:
    """The line ending most of ``text`` uses: "\\r\\n" or "\\n"."""
    return "\r\n" if (crlf := text.count("\r\n")) and 2 * crlf >= text.count("\n") else "\n"


def join_lines(lines: list[str], newline: str, final_newline: bool) -> str:
    return newline.join(lines) + (newline if final_newline and lines else "")


@lru_cache(maxsize=_CACHED)
def line_key(line: str) -> str:
    """What lines are matched by: their words, whitespace runs collapsed (indentation-insensitive), without a
    trailing comma (a list's last item shown without the comma the file has after it is the same item)."""
    key = " ".join(line.split())
    return key[:-1].rstrip() if key.endswith(",") else key


@lru_cache(maxsize=_CACHED)
def is_weak(key: str) -> bool:
    """Too common to anchor on alone: blank, closers, bare keywords, fewer than four letters or digits."""
    bare = key.strip("{}()[];:,. ").lower()
    return key.startswith("</") or bare in _WEAK_WORDS or sum(map(str.isalnum, key)) < 4


def is_closer(key: str) -> bool:
    """A line that only closes a block: ``}``, ``)``, ``});``, ``],``, ``end``, ``fi``, ``</div>``."""
    return bool(key) and (not key.strip("}])>;,: ") and any(c in key for c in "}])") or key in ("end", "fi", "done",
                                                                                               "esac", "end;")
                          or key.startswith("</") and re.fullmatch(r"</[\w.:-]+>", key) is not None)


def is_access(line: str) -> bool:
    """A class's access label (C++ ``public:``, Qt ``private slots:``): inside the class, as deep as its head."""
    return re.fullmatch(r"\s*(?:(?:public|private|protected)(?:\s+slots)?|signals)\s*:\s*", line) is not None


def is_comment(line: str) -> bool:
    """A whole-line comment (not a preprocessor line, an attribute, a shebang or a shell ``case`` branch's ``;;``)."""
    key = line.strip()
    return key.startswith(("//", "#", "/*", "*", "--", "<!--", ";")) and not key.startswith(
        ("#include", "#define", "#import", "#if", "#else", "#end", "#pragma", "#[", "#!")) and key not in (";;", ";&")


def indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]


@lru_cache(maxsize=_CACHED)
def width(line: str) -> int:  # indentation width, a tab counting four
    return len(indent(line).expandtabs(4))


def similarity(a: str, b: str) -> float:  # difflib's ratio of two lines, ignoring whitespace differences
    return SequenceMatcher(None, line_key(a), line_key(b), autojunk=False).ratio()


# ---- identity: the name a line declares or sets

_MODIFIER = (r"(?:export|default|pub(?:\([\w:]+\))?|public|private|protected|internal|static|final|abstract|"
             r"override|async|const|let|var|val|readonly|inline|virtual|unsafe|extern|local|open|sealed|data|"
             r"suspend|lazy|mut|declare|synchronized|native|fileprivate|mutating|required|convenience|partial|"
             r"my|our|unsigned|signed|constexpr|noexcept)\s+")
_DECL = re.compile(r"(?P<word>def|fn|func|function|class|struct|enum|interface|trait|impl|type|module|namespace|"
                   r"object|record|union|protocol|extension|mixin|macro|sub|proc|typedef|alias|fun|method)\b\s*"
                   r"(?:\((?P<recv>[^)]*)\)\s*)?(?P<name>[\w$.]+(?:::[\w$]+)*)?")
_IMPORTS = (
    re.compile(r"from\s+(?P<name>[\w.]+)\s+import\b"),  # Python
    re.compile(r"import\b.*\bfrom\s+(?P<name>['\"][^'\"]+['\"])"),  # ES modules
    re.compile(r"import\s+(?:static\s+)?(?P<name>[\w.$*]+|['\"][^'\"]+['\"])"),  # Python, Java, Go, Swift, Dart
    re.compile(r"#\s*include\s*(?P<name>[<\"][^>\"]+[>\"])"),
    re.compile(r"use\s+(?P<name>[\w:\\]+?)(?:::\{|;|\s|$)"),  # Rust, PHP
    re.compile(r"(?:require|require_relative|require_once|include_once)\s*\(?\s*(?P<name>['\"][^'\"]+['\"])"))
_CONTROL = frozenset("if elif else for foreach while do switch case try except catch finally with when unless until "
                     "match loop select go defer yield await throw raise assert not and or in is new delete".split())
_REQUIREMENT = re.compile(r"""["'](?P<name>[A-Za-z0-9][\w.\-/]*|@[\w.\-]+/[\w.\-]+)\s*(?:[<>=!~^]=?|@\s*\d)""")
_ATTRIBUTE = re.compile(r"@[\w.]+|#\[[\w:]+|\[[A-Z]\w*[(\]]")
EXITS = ("return", "raise", "throw")  # a block's way out: the last statement of its kind there
_SINGLETONS = frozenset("FROM CMD ENTRYPOINT WORKDIR USER HEALTHCHECK SHELL STOPSIGNAL package".split())
_CALL = re.compile(r"(?P<callee>@?[\w$.:>-]+)\s*\(\s*(?P<literal>'[^']*'|\"[^\"]*\"|`[^`]*`|:\w+|-?\d[\w.]*)")
_NAME = r"(?:\$|@|--|\.(?=[A-Z_]+\b))?[\w$][\w$-]*(?:(?:\.|::|->)[\w$]+|\[[^\]]*\])*|\"[^\"]*\"|'[^']*'"
_SET = re.compile(rf"(?P<name>{_NAME})\s*(?P<op>:=|\?=|=(?![=>~])|:(?![:=]))")
_METHOD = re.compile(r"(?P<name>[\w$]+)\s*(?:<[^>]*>)?\s*\([^)]*\)?.*[{:]$")  # ``getUser(id: string): User {``
_ARM = re.compile(r"(?P<name>[A-Z][\w$]*(?:(?:::|\.)[\w$]+)*(?:\([^()]*\))?|'[^']*'|\"[^\"]*\"|\d+)"
                  r"\s*(?P<op>=>|->)\s*\S")
_LABEL = re.compile(r"(?P<name>-\s+\*\*[^*]+?)\s*(?P<op>:\*\*|\*\*:)")
_TARGETS = re.compile(r"(?P<name>[A-Za-z_$][\w$]*)(?:\s*,\s*[A-Za-z_$][\w$]*)+\s*(?P<op>:=)")
_TYPED = re.compile(r"(?:[\w$.<>\[\]?*&,]+\s+)+\*?(?P<name>[\w$]+)\s*(?P<op>[=;(])")
_SQL = frozenset("DEFAULT REFERENCES ON IN NOT NULL WHERE AND OR CHECK AS FROM JOIN USING INDEX KEY".split())  # SQL
_C_VAR = re.compile(r"(?:struct|enum|union)\s+\w+[\s*]+\w+(?:\s*\([^{]*\))?\s*;")  # a field, prototype of that type
_MACRO = re.compile(r"(?P<name>[A-Z][A-Z0-9_]*\s*\([^()\"']*\))\s*\{")
_CUSTOM_PROPERTY = re.compile(r"--[\w-]+\s*:")  # CSS ``--font-body: ...``: a property, not an SQL/Lua comment
_TAG = re.compile(r"</?(?P<tag>[A-Za-z][\w.:-]*)(?=[\s/>]|$)")  # a markup tag (HTML, XML, JSX)
_GENERIC = re.compile(r"<[A-Z]\w?(?:\s*,\s*[A-Z]\w?)*>\s")  # Java's ``<T> T first(...)``, not a tag
_TAG_NAME = re.compile(r"""\s(?P<attr>id|name)\s*=\s*["'{]?(?P<value>[^"'}\s>]+)""")
_SHELL_OPTIONS = re.compile(r"set\s+(?P<flag>[-+]\w)")  # ``set -e``, ``set -euo pipefail``


def first_word(line: str) -> str:
    """A line's first word: ``route`` of ``route("/about"),``, ``@Published``, ``import``, ``|``."""
    return _FIRST_WORD.match(line.strip())[0]


_FIRST_WORD = re.compile(r"[@#$]?[\w.$-]+|\S?")


def is_tag(line: str) -> bool:  # whether ``line`` starts with a markup tag (HTML, XML, JSX)
    return bool(_TAG.match(key := line_key(line))) and not _GENERIC.match(key)


def _after_attribute(key: str, at: int) -> str:
    """What follows an attribute that ends at ``at`` (past its balanced argument list), stripped."""
    inside, opens = key[at - 1 : at] in ("(", "["), key[at : at + 1] == "("  # (its argument list, open or to open)
    depth, at = int(inside or opens), at + (opens and not inside)
    while depth and at < len(key):
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(key[at], 0)
        at += 1
    return key[at:].lstrip("]) ").strip()


@lru_cache(maxsize=_CACHED)
def identity(line: str) -> str | None:
    """The name ``line`` declares or sets, as ``<how> <name>`` (None: it sets no name: a bare call, a control
    line, a comment, a closer, an augmented assignment). See the module docstring."""
    key = line_key(line)
    if key.startswith("#["):  # a Rust attribute: named by what it applies
        return _ATTRIBUTE.match(key)[0].rstrip("(]") if _ATTRIBUTE.match(key) else None
    if not key or key.startswith(("//", "#", "/*", "*", "--", ";", "<!--", "%")) and not key.startswith(
            ("#include", "#import", "#define")) and not _CUSTOM_PROPERTY.match(key):
        return None
    for pattern in _IMPORTS:
        if match := pattern.match(key):
            return f"{key.split()[0].lstrip('#')} {match['name']}"
    words = key.split()
    if match := _REQUIREMENT.match(key):  # a dependency pinned to a version: named by the package
        return f"requires {match['name']}"
    if (match := _ATTRIBUTE.match(key)) and not (line[:1] == "\t" and key[match.end() :].startswith(" ")):  # (not
        # a make recipe's ``\t@git diff``) a decorator or attribute: named by what it applies ...
        rest = _after_attribute(key, match.end())
        if rest and (named := identity(rest)) is not None:  # ... or by what it declares on its line
            return named
        several = (called := _CALL.match(key)) and key[called.end():].lstrip().startswith(",")  # ... with the
        return f"{called['callee']}({called['literal']}" if several else match[0].rstrip("(]")  # first of several
    if words[0] == "#define" and len(words) > 1:
        return f"#define {words[1].split('(')[0]}"
    if (match := _SHELL_OPTIONS.match(key)) or words[0] in _SINGLETONS and not line[:1].isspace():  # a shell's
        return f"set {match['flag']}" if match else words[0]  # options; unindented once-a-stage (file) lines
    if is_tag(key) and (match := _TAG.match(key)):  # a markup tag: by its id (a form field's name), else nothing
        found = _TAG_NAME.search(key, match.end())
        return f"<{match['tag']} {found['attr']}={found['value']}" if found else None
    if words[0] in ("ENV", "ARG", "LABEL") and len(words) > 1:
        return f"{words[0]} {re.split(r'[= ]', words[1])[0]}"
    if words[0].rstrip(";") in EXITS:
        return words[0].rstrip(";")
    body = key
    while match := re.match(_MODIFIER, body):
        body = body[match.end():]
    if (match := _DECL.match(body)) and match["name"] and not _C_VAR.fullmatch(body):
        receiver = re.sub(r"^\w+\s+", "", match["recv"].strip()).lstrip("*") + "." if match["recv"] and \
            match["word"] == "func" else ""  # (its type, ``Cache[K, V]`` of ``c *Cache[K, V]``)
        return f"{match['word']} {receiver}{match['name']}"
    if not body or body.split()[0].rstrip(":({;") in _CONTROL:
        return None
    if (match := _CALL.match(body)) and body[match.end("callee"):].lstrip().startswith("("):
        return f"{match['callee']}({match['literal']}"
    if match := _MACRO.fullmatch(body):  # a test macro's block, ``TEST(Suite, Case) {``: named by its arguments
        return "fn " + " ".join(match["name"].split())
    if (match := _METHOD.match(body)) and match["name"] not in _CONTROL | {"function"} and \
            not body.endswith(("({", "=> {")):
        return f"fn {match['name']}"
    if (match := _SET.match(body)) and "[" in match["name"] and any(not re.fullmatch(
            r"\"[^\"]*\"|'[^']*'|-?\d+|:?\w+:?", x.strip()) for x in re.findall(r"\[([^\[\]]*)\]", match["name"])) \
            or match and re.match(rf"\s*append\(\s*{re.escape(match['name'])}\s*,", body[match.end() :]):
        return None  # (an element at a computed index, ``out[#out + 1] =``, ``$a[] =``, ``xs = append(xs, x)``: adds)
    if match:  # (a make special target, ``.PHONY: lint``, by the first target it lists; Ruby's
        first = [w.rstrip(",") for w in body[match.end():].split()[:1]] if re.fullmatch(r"\.[A-Z_]+", match["name"]) \
            or re.match(r"\s:\w", body[match.end() - 2 :]) else []  # ``validates :email, ...`` by its symbol)
        return f"{match['name']} {match['op']}{' ' + first[0] if first else ''}"
    if match := _TARGETS.match(body):  # ``body, err := buildFPL(p)``: named by its first target, as ``body :=``
        return f"{match['name']} {match['op']}"
    if match := _ARM.match(body) or _LABEL.match(body):  # ``Some(v) => v,``, ``'k' => 1,``, ``- **URL:** x``
        return f"{match['name']} {match['op']}"
    if (match := _TYPED.match(body)) and match["name"] not in _CONTROL and not match["name"][0].isdigit() and \
            match["name"].strip("$") and _SQL.isdisjoint(body[: match.start("name")].split()):  # (no $(VAR), SQL)
        return f"{'fn' if match['op'] == '(' else 'var'} {match['name']}"
    return None


ALIKE = 0.8  # a new line this like an old one, keeping all its words, is its new version


def words(line: str) -> set[str]:  # the names, numbers (``0xF4511E`` one) and string literals of a line
    return set(re.findall(r"[A-Za-z_]\w*|\"[^\"]*\"|'[^']*'|\d\w*", line))


def edits(new: str, old: str) -> bool:
    """Whether ``new`` is a new version of ``old``: the same code up to whitespace (and a comment after it), a line
    that sets the same name (``identity``), a line of prose that goes on past the old one (``extends``), or one that
    reads alike and keeps every word of the old but its numbers, names or string values grown longer (a condition
    widened, ``--fail-under=80`` raised to 90, ``batchSize`` now ``auditBatchSize``, ``"/signup?plan=pro&x=1"``).

    >>> edits("while (count < limit && !done)", "while (count < limit)"), edits("app.get('/b', b)", "app.get('/a', a)")
    (True, False)
    >>> edits("} // namespace cli", "}"), edits("}) // done", "}")
    (True, False)
    """
    key, was = line_key(new), line_key(old)
    if key == was and key or was and key.startswith(was) and key[len(was) :].lstrip().startswith(("//", "#", "/*")):
        return True
    if sibling_imports(new, old):
        return False
    name, old_name = identity(new), identity(old)
    if name is not None and name == old_name:
        return True
    if name and old_name and name[0] == old_name[0] == "@" and name.split("(")[0] == old_name.split("(")[0]:
        return _literal(new) == _literal(old)  # (one decorator with several arguments, one without: by the first)
    if name is not None and old_name is not None and name.startswith("<") and old_name.startswith("<"):
        return False  # two tags with different ids (or form-field names): siblings
    if extends(new, old):
        return True
    added = [w.lower() for w in words(new) - words(old)]  # (numbers may change, ``colSpan={3}``; names may grow)
    lost = {w for w in words(old) - words(new) if not w[0].isdigit() and not (len(w) > 2 and any(x != w.lower() and (
        x.startswith(w.lower() if was.startswith(w) else w.lower().rstrip("\"'`")) or x.endswith(w.lower())) for x in
        added))}  # (a string value may go on inside its quotes; not a key's)
    return not is_weak(line_key(old)) and similarity(new, old) >= ALIKE and not lost


def _literal(line: str) -> str | None:
    return called["literal"] if (called := _CALL.match(line_key(line))) else None


_FROM = re.compile(r"\s*from\s+[\w.]+\s+import\s+\(?(?P<names>[^()#]*)")


def sibling_imports(new: str, old: str) -> bool:
    """Two from-imports of one module that import no name in common (``from m import a``, ``from m import b``):
    siblings, one import a line, not versions of each other."""
    found = [_FROM.match(x) for x in (new, old)]
    if None in found or identity(new) != identity(old):
        return False
    a, b = ({n.split()[0] for n in m["names"].split(",") if n.strip()} for m in found)
    return bool(a and b) and "*" not in a | b and not a & b


def reworded(new: str, old: str) -> bool:
    """Two comment lines that read alike (ALIKE): the new one, in the old one's place, is its new wording (a word
    of a doc comment changed).

    >>> reworded(" * a: the value, now", " * a: the value, as"), reworded(" * b: the other value", " * a: the value, as")
    (True, False)
    """
    return is_comment(new) and is_comment(old) and similarity(new, old) >= ALIKE


SIMILAR = 0.6  # a new line this like an old one beyond a snippet's marker-less edge restates it there

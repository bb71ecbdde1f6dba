"""Readings and certifier rules from the eleventh frozen split (tests/data/apply_untold, measured once): a Ruby
call without brackets kept beside its new version, a deletion note standing alone between two markers, a deletion
marker naming a rake task (no declaration) with a blank line in its body, but not a call among other statements, a
TOML table deleted between two restated ones, a YAML key written twice in one mapping, a whole file whose first
comment is rewritten, a new function whose body repeats a line of the kept function beside it, a C array of
structs, a loop header rewritten above a marker that stands for its body; and, from a probe set
(tests/data/apply_adv3), a Go constant declared twice and an entry restated where it is not (written twice by edits)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.certificate import KEEP, Certificate
from fastapply.apply.merge.certify import certify
from fastapply.apply.merge.place import place
from fastapply.apply.merge.snippet import Snippet
from fastapply.apply.merge.source import Source

_RAKE = ("namespace :maintenance do\n  desc \"Purge sessions\"\n  task purge: :environment do\n    Session.purge\n"
         "  end\n\n  desc \"Rebuild counter caches for posts and comments\"\n  task rebuild: :environment do\n"
         "    Post.reset\n  end\n\n  desc \"Reindex\"\n  task reindex: :environment do\n    Post.reindex\n  end\nend\n")


def test_a_ruby_call_without_brackets_kept_beside_its_new_version_is_replaced() -> None:
    """``desc "..."`` edited above the restated ``task``, the marker above keeping the old ``desc``: two
    descriptions of one task; the kept one is the old version of the new (a lone call: no ``desc`` beside it). The
    reading that keeps both is refused, the repaired one (the old ``desc`` replaced: a call of the same function, its
    message reworded) certified."""
    snippet = ("namespace :maintenance do\n  # ... purge unchanged ...\n\n"
               "  desc \"Rebuild counter caches for posts, comments and likes\"\n  task rebuild: :environment do\n"
               "    Post.reset(:likes)\n  end\n\n  # ... reindex unchanged ...\nend\n")
    result = merge(_RAKE, snippet, language="ruby")
    assert result.text == _RAKE.replace("posts and comments", "posts, comments and likes").replace(
        "Post.reset\n", "Post.reset(:likes)\n"), result.reasons
    assert result.reasons == ("the only one of 2 readings that is certified",)


_NOTED = {
    "kotlin": ("class Notifier(private val sms: Sms) {\n    fun sendEmail(to: String) {\n        mail.send(to)\n"
               "    }\n\n"
               "    fun sendLegacySms(to: String) {\n        sms.raw(to)\n    }\n\n    fun sendPush(to: String) {\n"
               "        push.send(to)\n    }\n}\n",
               "class Notifier(private val sms: Sms) {\n    // ... existing code ...\n\n"
               "    // removed deprecated sendLegacySms()\n\n    // ... existing code ...\n}\n"),
    "python": ("class Notifier:\n    def send_email(self, to):\n        mail.send(to)\n\n"
               "    def send_legacy_sms(self, to):\n"
               "        sms.raw(to)\n\n    def send_push(self, to):\n        push.send(to)\n",
               "class Notifier:\n    # ... existing code ...\n\n    # removed deprecated send_legacy_sms()\n\n"
               "    # ... existing code ...\n"),
    "typescript": ("export class Notifier {\n  sendEmail(to: string) {\n    mail.send(to);\n  }\n\n"
                   "  sendLegacySms(to: string) {\n    sms.raw(to);\n  }\n\n  sendPush(to: string) {\n"
                   "    push.send(to);\n"
                   "  }\n}\n",
                   "export class Notifier {\n  // ... existing code ...\n\n  // removed deprecated sendLegacySms()\n\n"
                   "  // ... existing code ...\n}\n"),
}


@pytest.mark.parametrize("language", sorted(_NOTED))
def test_a_deletion_note_alone_between_two_markers_deletes_what_it_names(language: str) -> None:
    """The note is no code (as code it could stand nowhere): read as the marker that removes the method."""
    original, snippet = _NOTED[language]
    result = merge(original, snippet, language=language)
    assert result.sure and "egacy" not in result.text.lower() and "push" in result.text and "mail" in result.text, \
        (result.reasons, result.text)


def test_a_deletion_note_naming_what_the_file_lacks_writes_nothing() -> None:
    original, snippet = _NOTED["kotlin"]
    result = merge(original, snippet.replace("sendLegacySms", "sendFax"), language="kotlin")
    assert not result.sure, result.text


_IMPORT = ("namespace :maintenance do\n  desc \"Purge sessions\"\n  task purge: :environment do\n    Session.purge\n"
           "  end\n\n  desc \"Import customers from the legacy CSV\"\n  task legacy_import: :environment do\n"
           "    require \"csv\"\n\n    CSV.foreach(path) do |row|\n      Customer.create!(row)\n    end\n"
           "    puts \"done\"\n"
           "  end\n\n  desc \"Reindex\"\n  task reindex: :environment do\n    Post.reindex\n  end\nend\n")
_IMPORT_GONE = ("namespace :maintenance do\n  # ... purge unchanged ...\n\n  # (removed the legacy_import task: the"
                " migration is done)\n\n  # ... reindex unchanged ...\nend\n")


def test_a_deletion_marker_naming_a_rake_task_removes_the_whole_task() -> None:
    """``legacy_import`` is no declaration the grammar reads (a call with a block): the paragraph that mentions it
    goes, and with it the rest of the block it opens, past the blank line in its body."""
    result = merge(_IMPORT, _IMPORT_GONE, language="ruby")
    assert result.sure and result.text == _IMPORT.replace(_IMPORT[_IMPORT.index("  desc \"Import"):
                                                                  _IMPORT.index("  desc \"Reindex")], ""), result.text


def test_a_deletion_by_paragraph_that_keeps_the_body_of_the_block_it_cuts_is_refused() -> None:
    """The certifier, given the deletion cut at the blank line inside the task (its head removed, its body kept)."""
    source, snippet = Source(_IMPORT, "ruby"), Snippet(_IMPORT_GONE, "ruby")
    placed = place(source, snippet)
    cut = 5, next(i for i in range(7, len(source.lines)) if not source.lines[i].strip())
    pieces = tuple(dataclasses.replace(p, removed=(cut,)) if p.kind == KEEP and p.removed else p
                   for p in placed.certificate.pieces)
    certificate = Certificate(pieces, placed.certificate.commas)
    verdict = certify(source, snippet, certificate, certificate.render(source.lines))
    assert verdict.confidence == "ambiguous" and any("a block cut, its body kept" in r for r in verdict.refusals), \
        verdict.refusals


def test_a_toml_table_deleted_between_two_restated_ones_is_its_header_and_keys() -> None:
    """The second restated ``[[redirects]]`` is the third table's header, not the deleted one's: the deletion is
    the deleted table whole, certified."""
    tables = [("/docs/*", 301), ("/beta/*", 302), ("/api/*", 200), ("/*", 200)]
    original = "".join(f'[[redirects]]\n  from = "{f}"\n  status = {s}\n\n' for f, s in tables)
    snippet = '# ...\n\n[[redirects]]\n  from = "/docs/*"\n  status = 301\n\n[[redirects]]\n  from = "/api/*"\n' \
              '  status = 200\n\n# ...\n'
    result = merge(original, snippet, language="toml")
    assert result.sure and result.text == original.replace('[[redirects]]\n  from = "/beta/*"\n  status = 302\n\n',
                                                           ""), (result.reasons, result.text)


_COMPOSE = ("services:\n  web:\n    image: web\n    depends_on:\n      - db\n    command: serve\n\n"
            "  worker:\n    image: web\n    depends_on:\n      - db\n    command: work\n\n  db:\n    image: postgres\n")


def test_a_yaml_key_written_twice_in_one_mapping_is_refused() -> None:
    """The snippet names ``depends_on`` twice (web's and worker's): the result may hold each once, not web's
    twice (the old kept under the marker, the new written above it)."""
    source = Source(_COMPOSE, "yaml")
    snippet = Snippet("services:\n  web:\n    # ... image as before ...\n    depends_on:\n      - db\n      - redis\n"
                      "    # ... command unchanged ...\n\n  worker:\n    image: web\n    depends_on:\n      - db\n"
                      "      - redis\n    command: work\n\n  # ... db unchanged ...\n", "yaml")
    web = [i for i, x in enumerate(source.lines) if x.strip()][:6]
    for pieces in _doubled_depends_on(source, snippet, web):
        certificate = Certificate(pieces)
        verdict = certify(source, snippet, certificate, certificate.render(source.lines))
        assert verdict.confidence == "ambiguous" and any("'depends_on' is declared 2 times" in r
                                                         for r in verdict.refusals), verdict.refusals


def _doubled_depends_on(source: Source, snippet: Snippet, web: list[int]):
    """The reading that writes web's new ``depends_on`` after ``image`` and keeps its old one under the marker."""
    placed = place(source, snippet)
    pieces = list(placed.certificate.pieces)
    n = next(k for k, p in enumerate(pieces) if p.kind == KEEP and p.marker == 6)  # the marker after depends_on
    write = pieces[n - 1]
    lines = tuple(dataclasses.replace(w, original=None) if w.text.strip() in ("depends_on:", "- db") else w
                  for w in write.lines)
    pieces[n - 1] = dataclasses.replace(write, original=(write.original[0], write.original[0]), lines=lines)
    pieces[n] = dataclasses.replace(pieces[n], original=(write.original[0], pieces[n].original[1]))
    yield tuple(pieces)


def test_a_whole_file_whose_first_comment_is_rewritten_replaces_it() -> None:
    """A marker-less Dockerfile restated whole as a multi-stage build, its header comment reworded (the case of the
    split): the old comment goes with the rest, not kept above its new version."""
    case = Path(__file__).parent / "data" / "apply_untold" / "dockerfile" / "t3_notify_worker_multistage_rewrite"
    original, snippet = ((case / f"{name}.dockerfile").read_text() for name in ("original", "snippet"))
    assert snippet.splitlines()[0] != original.splitlines()[0]
    result = merge(original, snippet)
    assert result.sure and result.text == snippet, (result.reasons, result.text)


def test_a_new_function_may_repeat_a_line_of_the_kept_function_beside_it() -> None:
    """A marker-less Go snippet restating a handler's last lines, a new handler, and the next handler's first line:
    the new one decodes its body as the one above does (the only such line of the file), no move."""
    original = ("package api\n\nfunc (h *H) create(w W, r *R) {\n\tvar in Item\n"
                "\tif err := json.NewDecoder(r.Body).Decode(&in); err != nil {\n\t\treturn\n\t}\n\th.store.Add(in)\n"
                "\twriteJSON(w, 201, in)\n}\n\nfunc (h *H) remove(w W, r *R) {\n\th.store.Remove(id(r))\n}\n")
    snippet = ("\twriteJSON(w, 201, in)\n}\n\nfunc (h *H) adjust(w W, r *R) {\n\tvar in Delta\n"
               "\tif err := json.NewDecoder(r.Body).Decode(&in); err != nil {\n\t\treturn\n\t}\n"
               "\th.store.Adjust(in)\n}\n\n"
               "func (h *H) remove(w W, r *R) {\n")
    result = merge(original, snippet, language="go")
    new = original.replace("func (h *H) remove", snippet[snippet.index("func (h *H) adjust"):
                                                         snippet.index("func (h *H) remove")] + "func (h *H) remove")
    assert result.sure and result.text == new, (result.reasons, result.text)


def test_a_c_array_of_structs_is_no_declaration_of_the_struct() -> None:
    """``static const struct command commands[] = {`` in a snippet that ends inside its braces sets an array, not
    ``struct command``: its lines may stand for the array's, not only for the struct's fields (new entry placed)."""
    original = ("#include <stdio.h>\n\nstruct command {\n    const char *name;\n    int (*run)(int);\n};\n\n"
                "static int cmd_get(int x)\n{\n    return x;\n}\n\n"
                "static int cmd_set(int x)\n{\n    return x + 1;\n}\n\n"
                "static const struct command commands[] = {\n    { \"get\", cmd_get },\n    { \"set\", cmd_set },\n"
                "    { NULL, NULL },\n};\n\nint main(void)\n{\n    return commands[0].run(1);\n}\n")
    snippet = ("/* ... */\n\nstatic const struct command commands[] = {\n    { \"get\", cmd_get },\n"
               "    { \"set\", cmd_set },\n    { \"del\", cmd_del },\n    /* ... */\n")
    result = merge(original, snippet, language="c")
    assert result.sure and result.text == original.replace('    { "set", cmd_set },\n',
                                                           '    { "set", cmd_set },\n    { "del", cmd_del },\n'), \
        (result.reasons, result.text)


def test_a_deletion_marker_naming_a_call_removes_no_paragraph_of_other_statements() -> None:
    """``legacy_helper`` is declared nowhere in the file (imported): the paragraph that calls it also returns, so
    it is no paragraph about the call; the marker removes nothing it can prove: refused, ``return x`` kept."""
    original = "import os\n\n\ndef main():\n    x = load()\n\n    legacy_helper(x)\n    return x\n\n\ndef other():\n" \
               "    return 2\n"
    snippet = "def main():\n    x = load()\n    # ... legacy_helper() removed ...\n\n\ndef other():\n    return 2\n"
    result = merge(original, snippet, language="python")
    assert not result.sure or "return x" in result.text, result.text


_LOOPS = {  # language: (original, snippet, the loop header's new version)
    "javascript": ("function emit(bus, payload) {\n  const set = bus.get('a');\n  let n = 0;\n\n"
                   "  for (const h of [...set]) {\n    try {\n      h(payload);\n      n += 1;\n    } catch (e) {\n"
                   "      bus.fail(e);\n    }\n  }\n  return n;\n}\n",
                   "function emit(bus, payload) {\n  const set = bus.get('a');\n  let n = 0;\n\n"
                   "  for (const h of [...(set ?? []), ...bus.all()]) {\n    // ... try/catch as before ...\n  }\n"
                   "  return n;\n}\n", "  for (const h of [...(set ?? []), ...bus.all()]) {\n"),
    "python": ("def emit(bus, payload):\n    handlers = bus.get('a')\n    n = 0\n    for h in handlers:\n"
               "        try:\n            h(payload)\n            n += 1\n        except Exception as e:\n"
               "            bus.fail(e)\n    return n\n",
               "def emit(bus, payload):\n    handlers = bus.get('a')\n    n = 0\n"
               "    for h in [*handlers, *bus.all()]:\n"
               "        # ... try/except as before ...\n    return n\n", "    for h in [*handlers, *bus.all()]:\n"),
    "go": ("package bus\n\nfunc Emit(b *Bus, p any) int {\n\tset := b.Get(\"a\")\n\tn := 0\n"
           "\tfor _, h := range set {\n"
           "\t\tif err := h(p); err != nil {\n\t\t\tb.Fail(err)\n\t\t\tcontinue\n\t\t}\n\t\tn++\n\t}\n\treturn n\n}\n",
           "func Emit(b *Bus, p any) int {\n\tset := b.Get(\"a\")\n\tn := 0\n"
           "\tfor _, h := range append(set, b.All()...) {\n\t\t// ... error handling as before ...\n\t}\n"
           "\treturn n\n}\n", "\tfor _, h := range append(set, b.All()...) {\n"),
}


@pytest.mark.parametrize("language", sorted(_LOOPS))
def test_a_loop_header_rewritten_above_a_marker_for_its_body_replaces_the_old_header(language: str) -> None:
    """The chunk's last line opens a block whose body the deeper marker after it stands for: it is the new version
    of the loop header there (a new block has no code to elide), not a new loop around the old one."""
    original, snippet, header = _LOOPS[language]
    old = next(x for x in original.splitlines(True) if x.lstrip().startswith("for"))
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original.replace(old, header), (result.reasons, result.text)


_IMPORTS = {  # language: (original, snippet, the new import line, the line it goes after)
    "python": ("import os\nimport sys\n\n\ndef main():\n    pass\n", "# ... existing code ...\nimport json\n\n\n"
               "def main():\n", "import json\n", "import sys\n"),
    "javascript": ("import fs from 'fs';\nimport path from 'path';\n\nexport function main() {\n  return 1;\n}\n",
                   "// ... existing code ...\nimport os from 'os';\n\nexport function main() {\n",
                   "import os from 'os';\n", "import path from 'path';\n"),
    "rust": ("use std::fs;\nuse std::io;\n\nfn main() {\n    run();\n}\n", "// ... existing code ...\nuse std::env;\n\n"
             "fn main() {\n", "use std::env;\n", "use std::io;\n"),
    "ruby": ("require \"json\"\nrequire \"net/http\"\n\nmodule Client\n  VERSION = 1\nend\n",
             "# ... existing code ...\nrequire \"uri\"\n\nmodule Client\n", "require \"uri\"\n",
             "require \"net/http\"\n"),
}


@pytest.mark.parametrize("language", sorted(_IMPORTS))
def test_a_new_import_after_a_marker_joins_the_imports_above_the_blank_lines(language: str) -> None:
    """A new import right after a marker, then the blank lines and the restated first declaration: it goes on the
    paragraph of imports the marker keeps, not into a paragraph of its own below their blank lines."""
    original, snippet, new, after = _IMPORTS[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original.replace(after, after + new), (result.reasons, result.text)


def test_a_ruby_call_with_a_symbol_is_no_version_of_one_with_another_symbol() -> None:
    """``validates :email, ...`` written after a marker that keeps ``validates :name, ...``: a validation added (the
    symbol names what it applies to), not the old one edited."""
    original = "class User < ApplicationRecord\n  has_many :posts\n  validates :name, presence: true\n\n" \
               "  def full_name\n    \"#{first} #{last}\"\n  end\nend\n"
    snippet = "class User < ApplicationRecord\n  # ... existing code ...\n  validates :email, presence: true\n\n" \
              "  def full_name\n"
    result = merge(original, snippet, language="ruby")
    assert not result.sure or "validates :name" in result.text and "validates :email" in result.text, result.text


def _routes(entries: list[tuple[str, str, str]]) -> str:
    return "".join(f"\t\t{{\n\t\t\tmethod:  http.Method{m},\n\t\t\tpattern: \"{p}\",\n\t\t\thandler: s.{h},\n\t\t}},\n"
                   for m, p, h in entries)


_ROUTES = [("Get", "/v1/items", "listItems"), ("Get", "/v1/items/{id}", "getItem"),
           ("Post", "/v1/items", "createItem"),
           *[("Put", f"/v1/items/{{id}}/{p}", f"{p}Item") for p in ("rename", "move", "tag", "archive")],
           ("Delete", "/v1/items/{id}", "deleteItem")]


_ENTRIES = [("get", "/v1/items", "listItems"), ("get", "/v1/items/:id", "getItem"), ("post", "/v1/items", "createItem"),
            *[("put", f"/v1/items/:id/{p}", f"{p}Item") for p in ("rename", "move", "tag", "archive")],
            ("delete", "/v1/items/:id", "deleteItem")]
_NEW_ENTRY = ("post", "/v1/items/:id/restock", "restockItem")
_ENTRY = {
    "javascript": ("const routes = [\n", "  {{\n    method: '{0}',\n    path: '{1}',\n    handler: {2},\n  }},\n",
                   "];\n\nmodule.exports = routes;\n", "  // ... existing routes ...\n"),
    "python": ("ROUTES = [\n",
               "    {{\n        'method': '{0}',\n        'path': '{1}',\n        'handler': {2},\n    }},\n",
               "]\n\n\ndef routes():\n    return ROUTES\n", "    # ... existing routes ...\n"),
    "rust": ("pub fn routes() -> Vec<Route> {\n    vec![\n",
             "        Route {{\n            method: Method::{0},\n            path: \"{1}\",\n"
             "            handler: {2},\n        }},\n", "    ]\n}\n", "        // ... existing routes ...\n"),
}


def test_an_entry_restated_where_it_is_not_is_refused() -> None:
    """A new route entry after the restated last one, the snippet ending inside the slice: read over the second
    entry, the restated ``method: http.MethodDelete`` becomes an edit of its ``MethodGet`` while the last entry,
    line for line the restated one, stays: the entry written twice (tests/data/apply_adv3's
    go/a3_routes_slice_new_entry). The run of restated lines stands whole where the result keeps it: refused."""
    original = "package api\n\nfunc (s *Server) routes() []route {\n\treturn []route{\n" + _routes(_ROUTES) + \
        "\t}\n}\n\nfunc (s *Server) listItems(w W, r *R) {\n\tw.Write(nil)\n}\n"
    snippet = "func (s *Server) routes() []route {\n\treturn []route{\n\t\t// ... existing routes ...\n" + \
        _routes([_ROUTES[-1], ("Post", "/v1/items/{id}/restock", "restockItem")])
    result = merge(original, snippet, language="go")
    assert not result.sure and any("stand line for line" in r for r in result.reasons), result.reasons


@pytest.mark.parametrize("language", sorted(_ENTRY))
def test_an_entry_restated_where_it_is_not_is_never_written_twice(language: str) -> None:
    """The same shape in other languages: the reading over an earlier entry is refused, and where another reading
    (the last entry restated, the new one after it) is certified, that one is written."""
    head, entry, tail, marker = _ENTRY[language]
    entries = "".join(entry.format(m.upper() if language == "rust" else m, p, h) for m, p, h in _ENTRIES)
    last, new = (entry.format(m.upper() if language == "rust" else m, p, h) for m, p, h in (_ENTRIES[-1], _NEW_ENTRY))
    result = merge(head + entries + tail, head + marker + last + new, language=language)
    assert not result.sure or result.text == head + entries + new + tail, result.text


def test_a_go_constant_grouped_anew_while_its_old_declaration_is_kept_is_refused() -> None:
    """``const ( defaultBaseURL = ...; defaultTimeout = ... )`` written after the imports while the marker after it
    keeps the old ``const defaultBaseURL = ...``: the package declares it twice."""
    original = "package weather\n\nimport (\n\t\"fmt\"\n\t\"net/http\"\n)\n\n" \
               "const defaultBaseURL = \"https://a.example\"\n\ntype Client struct {\n\tbaseURL string\n}\n\n" \
               "func New() *Client {\n\treturn &Client{baseURL: defaultBaseURL}\n}\n"
    snippet = "import (\n\t\"fmt\"\n\t\"net/http\"\n\t\"time\"\n)\n\nconst (\n" \
              "\tdefaultBaseURL = \"https://a.example\"\n\tdefaultTimeout = 10 * time.Second\n)\n\n" \
              "// ... existing code ...\n"
    result = merge(original, snippet, language="go")
    assert not result.sure or result.text.count("defaultBaseURL =") == 1, result.text


def test_a_new_handler_repeating_a_kept_ones_lines_is_no_entry_restated_elsewhere() -> None:
    """A new handler appended after a marker, its error handling line for line a kept handler's: new code added,
    nothing edited, so its lines standing elsewhere are no sign of a restatement there."""
    handler = ("func (h *H) {0}(w http.ResponseWriter, r *http.Request) {{\n\tid, err := parseID(r)\n"
               "\tif err != nil {{\n\t\thttp.Error(w, err.Error(), http.StatusBadRequest)\n\t\treturn\n\t}}\n"
               "\th.store.{0}(id)\n}}\n")
    original = "package api\n\n" + handler.format("Get") + "\n" + handler.format("Delete")
    snippet = "// ... existing code ...\n\n" + handler.format("Archive")
    result = merge(original, snippet, language="go")
    assert (result.confidence, result.text) == ("exact", original + "\n" + handler.format("Archive")), result.reasons

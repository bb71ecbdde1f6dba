"""Right files the merge refused on the thirteenth frozen split (tests/data/apply_unheard, a development set since
it was measured), each shape in several languages: a marker of a few words that ends "unchanged", a match arm
or array entry edited in place, one more TOML ``[[bin]]`` table, a line edited in place that a later function
also has, one more item of a run of like one-line items between two markers, two restated calls read as new,
a licence header rewritten above a rewritten package clause, and a CSS selector list widened."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import is_marker_line, merge


@pytest.mark.parametrize("line", ["<!-- parameter table unchanged -->", "// auth middleware as before",
                                  "# request handlers omitted", "-- grants unchanged"])
def test_a_few_words_that_end_unchanged_are_a_marker(line: str) -> None:
    assert is_marker_line(line)


@pytest.mark.parametrize("line", ["# TODO: keep the API unchanged for v2 clients please", "# the value is unchanged",
                                  "# same as before",
                                  "// x = compute(a) unchanged"])
def test_a_comment_that_only_mentions_unchanged_is_no_marker(line: str) -> None:
    assert not is_marker_line(line)


_ARMS = {
    "rust": ("fn retry(s: Status) -> bool {\n    match s {\n        Status::Busy => true,\n"
             "        Status::Limited => false,\n"
             "        Status::Gone => false,\n    }\n}\n\nfn code(s: Status) -> u16 {\n    match s {\n"
             "        Status::Busy => 503,\n        Status::Limited => 429,\n        Status::Gone => 410,\n    }\n}\n",
             "fn retry(s: Status) -> bool {\n    match s {\n        // ... existing code ...\n"
             "        Status::Busy => true,\n"
             "        Status::Limited => true,\n        // ... existing code ...\n    }\n}\n",
             "Status::Limited => true,"),
    "php": ("<?php\n\nreturn [\n    'driver' => 'file',\n    'path' => '/var/cache',\n    'ttl' => 60,\n"
            "    'prefix' => 'app',\n];\n",
            "<?php\n\nreturn [\n    // ... existing code ...\n    'path' => '/var/cache',\n    'ttl' => 300,\n"
            "    // ... existing code ...\n];\n",
            "'ttl' => 300,"),
    "kotlin": ("fun label(code: Int): String = when (code) {\n    200 -> \"ok\"\n    404 -> \"missing\"\n"
               "    500 -> \"broken\"\n    else -> \"other\"\n}\n",
               "fun label(code: Int): String = when (code) {\n    // ... existing code ...\n    200 -> \"ok\"\n"
               "    404 -> \"not found\"\n    // ... existing code ...\n}\n",
               '404 -> "not found"'),
}


@pytest.mark.parametrize("language", sorted(_ARMS))
def test_a_match_arm_or_array_entry_edited_in_place_replaces_the_old_one(language: str) -> None:
    """``Status::Limited => true,`` is the new version of ``Status::Limited => false,`` (the same pattern, its
    key): not a second arm kept beside the old one."""
    original, snippet, new = _ARMS[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text.count(new) == 1, (result.text, result.reasons)
    old = {"rust": "Status::Limited => false,", "php": "'ttl' => 60,", "kotlin": '404 -> "missing"'}[language]
    assert old not in result.text


def test_one_more_toml_table_after_its_like_is_no_twin() -> None:
    original = ("[package]\nname = \"ledger\"\n\n[[bin]]\nname = \"ledger-server\"\npath = \"src/bin/server.rs\"\n\n"
                "[[bin]]\nname = \"ledger-report\"\npath = \"src/bin/report.rs\"\n")
    snippet = "# ... existing config ...\n\n[[bin]]\nname = \"ledger-migrate\"\npath = \"src/bin/migrate.rs\"\n"
    result = merge(original, snippet, language="toml")
    assert result.sure and result.text == original + "\n" + snippet[snippet.index("[[bin]]") :]


_IN_PLACE = {  # (the middle function restated alone, no marker: the code beyond its edges is kept)
    "sql": ("CREATE FUNCTION total(p_id bigint) RETURNS numeric AS $$\n    SELECT sum(amount) FROM lines\n"
            "    WHERE invoice_id = p_id;\n$$;\n\n"
            "CREATE FUNCTION fee(p_id bigint) RETURNS void AS $$\nBEGIN\n    SELECT status INTO v_status\n"
            "    FROM invoices\n    WHERE id = p_id;\n    PERFORM charge(p_id);\nEND;\n$$;\n\n"
            "CREATE FUNCTION close(p_id bigint) RETURNS void AS $$\nBEGIN\n    UPDATE invoices SET status = 'closed'\n"
            "    WHERE id = p_id\n      AND status = 'paid';\nEND;\n$$;\n",
            "CREATE FUNCTION fee(p_id bigint) RETURNS void AS $$\nBEGIN\n    SELECT status INTO v_status\n"
            "    FROM invoices\n    WHERE id = p_id\n    FOR UPDATE;\n    PERFORM charge(p_id);\nEND;\n$$;\n"),
    "python": ("def open_db(path):\n    return connect(path)\n\n\n"
               "def load(path):\n    data = read(path)\n    rows = parse(data)\n    return rows\n\n\n"
               "def save(path, rows):\n    data = dump(rows)\n    rows = parse(data, strict=False)\n"
               "    write(path, data)\n",
               "def load(path):\n    data = read(path)\n    rows = parse(data, strict=False)\n    check(rows)\n"
               "    log.info(\"%d rows\", len(rows))\n    metrics.count(len(rows))\n    return rows\n"),
    "go": ("func openDB(path string) *DB {\n\treturn connect(path)\n}\n\n"
           "func load(path string) []Row {\n\tdata := read(path)\n\trows := parse(data)\n\treturn rows\n}\n\n"
           "func save(path string, rows []Row) {\n\tdata := dump(rows)\n\trows := parse(data, false)\n"
           "\twrite(path, data)\n}\n",
           "func load(path string) []Row {\n\tdata := read(path)\n\trows := parse(data, false)\n\tcheck(rows)\n"
           "\tlog.Printf(\"%d rows\", len(rows))\n\tmetrics.Count(len(rows))\n\treturn rows\n}\n"),
}


@pytest.mark.parametrize("language", sorted(_IN_PLACE))
def test_a_line_edited_in_place_is_not_moved_from_a_later_function_that_has_it(language: str) -> None:
    """The chunk edits a statement of the function it restates into a line the next function has too, word for
    word: the new line is the old one's new version in place, not the later function's line moved here."""
    original, snippet = _IN_PLACE[language]
    result = merge(original, snippet, language=language)
    start = original.index(snippet.split("\n", 1)[0])
    end = original.index("\n\n", start)
    assert (result.text, result.sure) == (original[:start] + snippet.rstrip("\n") + original[end:], True), \
        result.reasons


_ONE_MORE = {
    "swift": ("final class Model: ObservableObject {\n    @Published var profile: Profile?\n"
              "    @Published var isLoading = false\n    @Published var errorMessage: String?\n\n"
              "    private let service: Service\n}\n",
              "final class Model: ObservableObject {\n    @Published var profile: Profile?\n"
              "    // ... other published properties ...\n    @Published var lastRefreshed: Date?\n\n"
              "    // ... existing code ...\n}\n",
              "    @Published var errorMessage: String?\n    @Published var lastRefreshed: Date?\n\n"),
    "python": ("import json\nimport os\nimport sys\n\nfrom app import config\n\n\ndef main():\n    pass\n",
               "import json\n# ... other imports ...\nimport time\n\n# ... existing code ...\n",
               "import sys\nimport time\n\nfrom app"),
    "typescript": ("export const routes = [\n  route(\"/\"),\n  route(\"/about\"),\n  route(\"/blog\"),\n];\n\n"
                   "export default routes;\n",
                   "export const routes = [\n  route(\"/\"),\n  // ... other routes ...\n  route(\"/contact\"),\n"
                   "  // ... existing code ...\n];\n",
                   "  route(\"/blog\"),\n  route(\"/contact\"),\n];"),
}


@pytest.mark.parametrize("language", sorted(_ONE_MORE))
def test_a_new_item_between_markers_after_a_run_of_like_items_goes_after_the_run(language: str) -> None:
    """A chunk with no line of the original, between two markers, each of its lines like the one-line items the
    marker before it keeps: one more item, after the last of them."""
    original, snippet, where = _ONE_MORE[language]
    result = merge(original, snippet, language=language)
    assert result.sure and where in result.text, (result.text, result.reasons)


def test_a_new_line_that_shares_one_items_own_word_is_not_one_more_item() -> None:
    """``route("/blog", { auth: true })`` between the markers shares ``"/blog"`` with one kept item only: its new
    version, not one more item after the run (nothing places it: refused, not written twice)."""
    original, snippet, _ = _ONE_MORE["typescript"]
    snippet = snippet.replace('route("/contact")', 'route("/blog", { auth: true })')
    result = merge(original, snippet, language="typescript")
    assert not result.sure or result.text.count('"/blog"') == 1, result.text


_CALLS_AGAIN = {
    "go": ("func Charge(c *Client, key string) error {\n\treq := newRequest(c)\n"
           "\treq.Header.Set(\"Authorization\", c.token)\n"
           "\treq.Header.Set(\"Content-Type\", \"application/json\")\n\n\tvar out ChargeResponse\n"
           "\treturn c.do(req, &out)\n}\n\nfunc Refund(c *Client) error {\n\treq := newRequest(c)\n"
           "\treq.Header.Set(\"Authorization\", c.token)\n\treq.Header.Set(\"Content-Type\", \"application/json\")\n\n"
           "\tvar out RefundResponse\n\treturn c.do(req, &out)\n}\n",
           "func Charge(c *Client, key string) error {\n\t// ... existing code ...\n"
           "\treq.Header.Set(\"Authorization\", c.token)\n"
           "\treq.Header.Set(\"Content-Type\", \"application/json\")\n\tif key != \"\" {\n"
           "\t\treq.Header.Set(\"Idempotency-Key\", key)\n\t}\n\n\tvar out ChargeResponse\n\t// ... existing code ...\n"
           "}\n"),
    "python": ("def charge(client, key):\n    req = new_request(client)\n"
               "    req.headers.set(\"Authorization\", client.token)\n"
               "    req.headers.set(\"Content-Type\", \"application/json\")\n\n    out = ChargeResponse()\n"
               "    return client.send(req, out)\n\n\ndef refund(client):\n    req = new_request(client)\n"
               "    req.headers.set(\"Authorization\", client.token)\n"
               "    req.headers.set(\"Content-Type\", \"application/json\")\n\n"
               "    out = RefundResponse()\n    return client.send(req, out)\n",
               "def charge(client, key):\n    # ... existing code ...\n"
               "    req.headers.set(\"Authorization\", client.token)\n"
               "    req.headers.set(\"Content-Type\", \"application/json\")\n    if key:\n"
               "        req.headers.set(\"Idempotency-Key\", key)\n\n    out = ChargeResponse()\n"
               "    # ... existing code ...\n"),
    "javascript": ("function charge(client, key) {\n  const req = newRequest(client);\n"
                   "  req.headers.set(\"Authorization\", client.token);\n"
                   "  req.headers.set(\"Content-Type\", \"json\");\n\n"
                   "  const out = new ChargeResponse();\n  return client.send(req, out);\n}\n\n"
                   "function refund(client) {\n  const req = newRequest(client);\n"
                   "  req.headers.set(\"Authorization\", client.token);\n"
                   "  req.headers.set(\"Content-Type\", \"json\");\n\n"
                   "  const out = new RefundResponse();\n  return client.send(req, out);\n}\n",
                   "function charge(client, key) {\n  // ... existing code ...\n"
                   "  req.headers.set(\"Authorization\", client.token);\n"
                   "  req.headers.set(\"Content-Type\", \"json\");\n"
                   "  if (key) {\n    req.headers.set(\"Idempotency-Key\", key);\n  }\n\n"
                   "  const out = new ChargeResponse();\n  // ... existing code ...\n}\n"),
}


@pytest.mark.parametrize("language", sorted(_CALLS_AGAIN))
def test_restated_calls_are_never_written_twice(language: str) -> None:
    """Two calls the snippet restates (the next function has them too) are not read as new lines written after
    the same two kept ones: that reading is refused, and the one left restates them."""
    original, snippet = _CALLS_AGAIN[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text.count("Authorization") == 2, (result.text, result.reasons)


_HEADER = {
    "java": ("/*\n * Copyright (c) 2021 Acme Corp.\n * Licensed under the Apache License, Version 2.0.\n */\n"
             "package com.acme.reports;\n\nimport java.util.List;\n\npublic class Report {\n}\n",
             "/*\n * Copyright (c) 2021-2024 Acme Corp.\n * SPDX-License-Identifier: Apache-2.0\n */\n"
             "package com.acme.reporting.text;\n\n// ... rest of file unchanged ...\n"),
    "kotlin": ("/*\n * Copyright (c) 2021 Acme Corp.\n * Licensed under the Apache License, Version 2.0.\n */\n"
               "package com.acme.reports\n\nimport java.time.LocalDate\n\nclass Report\n",
               "/*\n * Copyright (c) 2021-2024 Acme Corp.\n * SPDX-License-Identifier: Apache-2.0\n */\n"
               "package com.acme.reporting.text\n\n// ... rest of file unchanged ...\n"),
    "go": ("/*\n * Copyright (c) 2021 Acme Corp.\n * Licensed under the Apache License, Version 2.0.\n */\n"
           "package reports\n\nimport \"time\"\n\nvar epoch = time.Unix(0, 0)\n",
           "/*\n * Copyright (c) 2021-2024 Acme Corp.\n * SPDX-License-Identifier: Apache-2.0\n */\n"
           "package reporting\n\n// ... rest of file unchanged ...\n"),
}


@pytest.mark.parametrize("language", sorted(_HEADER))
def test_a_header_comment_rewritten_whole_replaces_the_old_one_and_its_package_clause(language: str) -> None:
    original, snippet = _HEADER[language]
    result = merge(original, snippet, language=language)
    rest = original[original.index("\n\n") :]
    assert (result.text, result.sure) == (snippet[: snippet.index("\n\n")] + rest, True), result.reasons


def test_a_css_selector_list_that_widens_a_rule_edits_that_rule() -> None:
    """``.card:hover,`` / ``.card:focus-within {`` is the ``.card:hover`` rule with a selector added: its body
    replaces the old body (not a new rule after the old one's kept body)."""
    original = (".card {\n  padding: 20px;\n  transition: box-shadow 0.15s ease;\n}\n\n.card:hover {\n"
                "  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.08);\n}\n\n.card__title {\n  margin: 0;\n}\n")
    snippet = ("/* ... layout rules as before ... */\n\n.card {\n  padding: 20px;\n"
               "  transition: box-shadow 0.15s ease, transform 0.15s ease;\n}\n\n.card:hover,\n.card:focus-within {\n"
               "  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.12);\n  transform: translateY(-1px);\n}\n\n"
               "/* ... card text styles unchanged ... */\n")
    result = merge(original, snippet, language="css")
    assert result.sure and result.text == snippet[snippet.index(".card {") : snippet.index("/* ... card")] + \
        ".card__title {\n  margin: 0;\n}\n", (result.text, result.reasons)


_CHAINED = {
    "typescript": ("async function load(path: string): Promise<Data> {\n  const response = await fetch(path, {\n"
                   "    method: \"GET\",\n    headers: buildHeaders(),\n  });\n  return response.json();\n}\n\n"
                   "export function get(path: string): Promise<Data> {\n  return load(path);\n}\n",
                   "async function load(\n  path: string,\n  timeoutMs: number = 5000,\n): Promise<Data> {\n"
                   "  const timer = setTimeout(() => controller.abort(), timeoutMs);\n"
                   "  const response = await fetch(path, {\n"
                   "    method: \"GET\",\n    headers: buildHeaders(),\n    signal: controller.signal,\n"
                   "  }).finally(() => clearTimeout(timer));\n  // ... existing code ...\n}\n\n"
                   "// ... existing code ...\n",
                   "async function load(\n  path: string,\n  timeoutMs: number = 5000,\n): Promise<Data> {\n"
                   "  const timer = setTimeout(() => controller.abort(), timeoutMs);\n"
                   "  const response = await fetch(path, {\n"
                   "    method: \"GET\",\n    headers: buildHeaders(),\n    signal: controller.signal,\n"
                   "  }).finally(() => clearTimeout(timer));\n  return response.json();\n}\n\n"
                   "export function get(path: string): Promise<Data> {\n  return load(path);\n}\n"),
    "javascript": ("function load(path) {\n  return fetch(path, {\n    method: \"GET\",\n    headers: buildHeaders(),\n"
                   "  });\n}\n\nmodule.exports = { load };\n",
                   "function load(\n  path,\n  retries = 2,\n) {\n  return fetch(path, {\n    method: \"GET\",\n"
                   "    headers: buildHeaders(),\n  }).catch((error) => retry(error, retries));\n}\n\n"
                   "// ... existing code ...\n",
                   "function load(\n  path,\n  retries = 2,\n) {\n  return fetch(path, {\n    method: \"GET\",\n"
                   "    headers: buildHeaders(),\n  }).catch((error) => retry(error, retries));\n}\n\n"
                   "module.exports = { load };\n"),
    "kotlin": ("fun load(path: String): Data {\n    val data = client.get(path) {\n"
               "        header(\"Accept\", \"json\")\n"
               "    }\n    return data\n}\n\nfun other() = Unit\n",
               "fun load(\n    path: String,\n    retries: Int = 2,\n): Data {\n    val data = client.get(path) {\n"
               "        header(\"Accept\", \"json\")\n    }.also { log(it) }\n    // ... existing code ...\n}\n\n"
               "// ... existing code ...\n",
               "fun load(\n    path: String,\n    retries: Int = 2,\n): Data {\n    val data = client.get(path) {\n"
               "        header(\"Accept\", \"json\")\n    }.also { log(it) }\n    return data\n}\n\n"
               "fun other() = Unit\n"),
}


@pytest.mark.parametrize("language", sorted(_CHAINED))
def test_a_call_chained_onto_a_closing_line_under_a_rewrapped_signature_replaces_it(language: str) -> None:
    """A signature rewrapped over several lines (its block opened by ``): Promise<Data> {``, the block its first
    line opens) and ``});`` now ``}).finally(...)``: the new line replaces the old closing line, not kept
    beside it."""
    original, snippet, expected = _CHAINED[language]
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (expected, True), (result.text, result.reasons)


_CONTEXT_AHEAD = {
    "toml": ("[[zones]]\nname = \"ambient\"\naisles = [\"A01\", \"A02\"]\nmax_robots = 10\n\n[[zones]]\n"
             "name = \"goods-in\"\n"
             "aisles = [\"G01\", \"G02\"]\nmax_robots = 6\npedestrian_zone = true\n\n[[zones]]\nname = \"cold-store\"\n"
             "aisles = [\"C01\", \"C02\"]\nmax_robots = 4\nheated_chassis = true\n\n[charging]\nlow_battery = 20\n",
             "# ... existing code ...\n\n[[zones]]\nname = \"cold-store\"\naisles = [\"C01\", \"C02\"]\n"
             "max_robots = 4\n"
             "heated_chassis = true\n\n[[zones]]\nname = \"returns\"\naisles = [\"R01\"]\nmax_robots = 2\n"
             "pedestrian_zone = true\n\n# ... existing code ...\n",
             "heated_chassis = true\n\n[[zones]]\nname = \"returns\"\naisles = [\"R01\"]\nmax_robots = 2\n"
             "pedestrian_zone = true\n\n[charging]"),
    "yaml": ("zones:\n  - name: ambient\n    aisles: [A01, A02]\n    max_robots: 10\n  - name: goods-in\n"
             "    aisles: [G01, G02]\n    max_robots: 6\n    pedestrian_zone: true\n  - name: cold-store\n"
             "    aisles: [C01, C02]\n    max_robots: 4\n    heated_chassis: true\ncharging:\n  low_battery: 20\n",
             "# ... existing code ...\n  - name: cold-store\n    aisles: [C01, C02]\n    max_robots: 4\n"
             "    heated_chassis: true\n  - name: returns\n    aisles: [R01]\n    max_robots: 2\n"
             "    pedestrian_zone: true\n# ... existing code ...\n",
             "    heated_chassis: true\n  - name: returns\n    aisles: [R01]\n    max_robots: 2\n"
             "    pedestrian_zone: true\ncharging:"),
    "python": ("ZONES = [\n    Zone(\n        name=\"ambient\",\n        max_robots=10,\n    ),\n    Zone(\n"
               "        name=\"goods-in\",\n        max_robots=6,\n        pedestrian_zone=True,\n    ),\n    Zone(\n"
               "        name=\"cold-store\",\n        max_robots=4,\n        heated_chassis=True,\n    ),\n]\n",
               "# ... existing code ...\n    Zone(\n        name=\"cold-store\",\n        max_robots=4,\n"
               "        heated_chassis=True,\n    ),\n    Zone(\n        name=\"returns\",\n        max_robots=2,\n"
               "        pedestrian_zone=True,\n    ),\n]\n",
               "        heated_chassis=True,\n    ),\n    Zone(\n        name=\"returns\",\n        max_robots=2,\n"
               "        pedestrian_zone=True,\n    ),\n]\n"),
}


@pytest.mark.parametrize("language", sorted(_CONTEXT_AHEAD))
def test_a_block_restated_as_context_above_a_new_one_is_never_written_twice(language: str) -> None:
    """The snippet restates the last block, then a new block whose last line (``pedestrian_zone = true``) the file
    has once, in an earlier block: read on that line, the restated block would be written new there and kept below
    too. That reading is refused; the new block goes after the restated one, or nothing is written."""
    original, snippet, where = _CONTEXT_AHEAD[language]
    result = merge(original, snippet, language=language)
    assert not result.sure or where in result.text and result.text.count("cold-store") == 1, result.text


def test_a_renamed_title_keeps_its_section_anchored() -> None:
    """``# Runbook`` now ``# Runbook (Case Manager)``, a banner added under it and its ``Owner:`` line edited: the
    heading is the old one rewritten, not a new section whose lines are all new (tests/data/apply_adv7)."""
    original = ("# Runbook\n\nOwner: Ops · Last reviewed: 2024-03-18\n\nThis runbook covers cases.\n\n## Triage\n\n"
                "1. Open it.\n")
    snippet = ("# Runbook (Case Manager)\n\n> **Deprecated.** Use the new workbench.\n\n"
               "Owner: Ops · Last reviewed: 2024-06-12\n\n<!-- ... rest of the runbook unchanged ... -->\n")
    result = merge(original, snippet, language="markdown")
    assert (result.text, result.sure) == (snippet[: snippet.index("<!--")] + "This runbook covers cases.\n\n## Triage"
                                          "\n\n1. Open it.\n", True), result.reasons


_LABELS = {
    "markdown": ("## Dev\n\n- **Base URL:** `https://dev.example`\n- **Bureau:** sandbox (`ENV=sandbox`)\n\n## UAT\n\n"
                 "- **Base URL:** `https://uat.example`\n- **Bureau:** sandbox (`ENV=sandbox`)\n- **Data:** masked\n",
                 "<!-- ... -->\n\n## UAT\n\n- **Base URL:** `https://uat.example`\n"
                 "- **Bureau:** certification harness (`ENV=cert`), scripted personas\n<!-- ... -->\n",
                 "## UAT\n\n- **Base URL:** `https://uat.example`\n"
                 "- **Bureau:** certification harness (`ENV=cert`), scripted personas\n- **Data:** masked\n"),
}


def test_a_markdown_bullet_is_named_by_its_bold_label() -> None:
    """``- **Bureau:** ...`` rewritten is the old ``- **Bureau:**`` bullet's new version, not a bullet added above
    it (the old one kept beside it)."""
    original, snippet, tail = _LABELS["markdown"]
    result = merge(original, snippet, language="markdown")
    assert result.sure and result.text.endswith(tail) and result.text.count("ENV=sandbox") == 1, result.text


_PACKED = {
    "tsx": ("export function Form() {\n  return (\n    <form>\n      <h2>Report</h2>\n\n"
            "      <Select label=\"Cause\" value={cause} onChange={setCause} />\n      <TextArea\n"
            "        label=\"Describe\"\n        value={text}\n      />\n\n      <fieldset>\n"
            "        <legend>Contact</legend>\n"
            "      </fieldset>\n\n      {failed && (\n        <p role=\"alert\">Try again.</p>\n      )}\n\n"
            "      <button type=\"submit\">\n        Send\n      </button>\n    </form>\n  );\n}\n",
            "export function Form() {\n  return (\n    <form>\n      {/* ... heading as before ... */}\n"
            "      <Select label=\"Cause\" value={cause} onChange={setCause} />\n      {cause === 'theft' && (\n"
            "        <TextInput\n          label=\"Police report\"\n        />\n      )}\n"
            "      {/* ... the rest unchanged ... */}\n    </form>\n  );\n}\n",
            "onChange={setCause} />\n      {cause === 'theft' && (\n        <TextInput\n"
            "          label=\"Police report\"\n"
            "        />\n      )}\n      <TextArea\n"),
    "html": ("<form>\n  <h2>Report</h2>\n\n  <select name=\"cause\">\n    <option>theft</option>\n  </select>\n"
             "  <textarea\n    name=\"describe\"\n  ></textarea>\n\n  <fieldset>\n    <legend>Contact</legend>\n"
             "  </fieldset>\n\n  <p class=\"error\">\n    Try again.\n  </p>\n\n  <button type=\"submit\">\n    Send\n"
             "  </button>\n</form>\n",
             "<form>\n  <!-- ... heading as before ... -->\n  <select name=\"cause\">\n    <option>theft</option>\n"
             "  </select>\n  <div class=\"police\">\n    <input name=\"police\">\n  </div>\n"
             "  <!-- ... the rest unchanged ... -->\n</form>\n",
             "  </select>\n  <div class=\"police\">\n    <input name=\"police\">\n  </div>\n  <textarea\n"),
}


@pytest.mark.parametrize("language", sorted(_PACKED))
def test_new_code_between_two_packed_lines_with_the_marker_right_beside_it_adds_no_blank_line(language: str) -> None:
    """A new block inserted between two lines the file has with no blank line between, the snippet's marker right
    after it: packed, as the snippet and the file show, though the file puts blank lines before other blocks."""
    original, snippet, where = _PACKED[language]
    result = merge(original, snippet, language=language)
    assert result.sure and where in result.text, (result.text, result.reasons)


_ROOT_CLOSER = {
    "json": ("{\n  \"app\": \"pantry\",\n  \"features\": {\n    \"list\": {\n      \"enabled\": true\n    },\n"
             "    \"legacyList\": {\n      \"enabled\": false\n    },\n    \"tracker\": {\n      \"enabled\": true,\n"
             "      \"reminders\": true\n    },\n    \"import\": {\n      \"enabled\": true\n    }\n  },\n"
             "  \"theme\": \"light\"\n}\n",
             "{\n  \"app\": \"pantry\",\n  \"features\": {\n    \"list\": {\n      \"enabled\": true\n    },\n"
             "    \"tracker\": {\n      \"enabled\": true,\n      // ... existing code ...\n}\n"),
    "javascript": ("module.exports = {\n  app: 'pantry',\n  features: {\n    list: {\n      enabled: true,\n    },\n"
                   "    legacyList: {\n      enabled: false,\n    },\n    tracker: {\n      enabled: true,\n"
                   "      reminders: true,\n    },\n    import: {\n      enabled: true,\n    },\n  },\n"
                   "  theme: 'light',\n};\n",
                   "module.exports = {\n  app: 'pantry',\n  features: {\n    list: {\n      enabled: true,\n    },\n"
                   "    tracker: {\n      enabled: true,\n      // ... existing code ...\n};\n"),
}


@pytest.mark.parametrize("language", sorted(_ROOT_CLOSER))
def test_a_root_closer_after_an_indented_marker_closes_the_root_not_the_nested_block(language: str) -> None:
    """``}`` at the left margin after a marker six columns deep is the file's last line, not the ``},`` of the block
    the marker stands in (its depth says so): the marker keeps the rest of the file, and the deleted block (shown by
    its neighbours) goes."""
    original, snippet = _ROOT_CLOSER[language]
    result = merge(original, snippet, language=language)
    rest = original[original.index("reminders") - (6 if language == "javascript" else 7) :]
    assert result.sure and "legacyList" not in result.text and result.text.endswith(rest), (result.text, result.reasons)


_VERSIONED = {
    "lua": ("local version = \"3.2.0\"\n\ndepends_on(\"samtools/1.19\")\ndepends_on(\"bwa-mem2/2.2.1\")\n"
            "depends_on(\"picard/3.1.1\")\n\nsetenv(\"HOME_DIR\", root)\n",
            "-- ...\n\ndepends_on(\"samtools/1.20\")\ndepends_on(\"bwa-mem2/2.2.1\")\n-- [unchanged]\n"),
    "ruby": ("source \"https://rubygems.org\"\n\ngem \"rails\", \"7.0.8\"\ngem \"pg\", \"1.5.4\"\n"
             "gem \"puma\", \"6.4.0\"\n\n"
             "group :test do\n  gem \"rspec\"\nend\n",
             "# ...\n\ngem \"rails\", \"7.1.2\"\ngem \"pg\", \"1.5.4\"\n# [unchanged]\n"),
    "python": ("import vendor\n\nvendor.pin(\"chart-4.4.0\")\nvendor.pin(\"dayjs-1.11.10\")\n"
               "vendor.pin(\"lodash-4.17.21\")\n\nvendor.start()\n",
               "# ...\n\nvendor.pin(\"chart-4.4.1\")\nvendor.pin(\"dayjs-1.11.10\")\n# [unchanged]\n"),
}


@pytest.mark.parametrize("language", sorted(_VERSIONED))
def test_a_version_bumped_inside_a_string_is_never_written_beside_the_old_line(language: str) -> None:
    """``depends_on("samtools/1.20")`` above the restated next line, the marker keeping the old ``"samtools/1.19"``
    line: its new version (a string whose numbers changed) beside it is a doubt, so the file is never written with
    both (refused: a version added to a list of versions, ``"Python :: 3.13"``, is new, not an edit)."""
    original, snippet = _VERSIONED[language]
    result = merge(original, snippet, language=language)
    old = {"lua": "samtools/1.19", "ruby": "7.0.8", "python": "chart-4.4.0"}[language]
    assert not result.sure or old not in result.text, (result.text, result.reasons)


_EXPRESSION = {
    "scala": ("object Fleet {\n  def ratio(devices: Seq[Device]): Double = {\n    val online = devices.count(_.up)\n"
              "    online.toDouble / devices.size\n  }\n\n  def total(devices: Seq[Device]): Int = devices.size\n}\n",
              "// ... existing code ...\n\n  def ratio(devices: Seq[Device]): Double = {\n"
              "    // ... existing code ...\n"
              "    if (devices.isEmpty) 0.0 else online.toDouble / devices.size\n  }\n\n// ... existing code ...\n"),
    "kotlin": ("object Fleet {\n    fun ratio(devices: List<Device>): Double {\n"
               "        val online = devices.count { it.up }\n"
               "        return online.toDouble() / devices.size\n    }\n\n"
               "    fun total(devices: List<Device>) = devices.size\n}\n",
               "// ... existing code ...\n\n    fun ratio(devices: List<Device>): Double {\n"
               "        // ... existing code ...\n"
               "        return if (devices.isEmpty()) 0.0 else online.toDouble() / devices.size\n    }\n\n"
               "// ... existing code ...\n"),
    "ruby": ("module Fleet\n  def self.ratio(devices)\n    online = devices.count(&:up?)\n"
             "    online.to_f / devices.size\n"
             "  end\n\n  def self.total(devices)\n    devices.size\n  end\nend\n",
             "# ... existing code ...\n\n  def self.ratio(devices)\n    # ... existing code ...\n"
             "    devices.empty? ? 0.0 : online.to_f / devices.size\n  end\n\n# ... existing code ...\n"),
}


@pytest.mark.parametrize("language", sorted(_EXPRESSION))
def test_a_last_expression_wrapped_in_a_condition_is_never_kept_beside_it(language: str) -> None:
    """``online.toDouble / devices.size`` now ends ``if (devices.isEmpty) 0.0 else online.toDouble / devices.size``:
    the old line is that one's old version; written beside it, the file would be wrong: right or refused."""
    original, snippet = _EXPRESSION[language]
    result = merge(original, snippet, language=language)
    old = [x for x in original.splitlines() if "/ devices.size" in x][0]
    assert not result.sure or old + "\n" not in result.text, result.text


_CHAINED_CALL = {
    "javascript": ("async function main() {\n  await run();\n  console.log('done');\n}\n\nmain();\n",
                   "// ... existing code ...\n  console.log('done');\n}\n\nif (require.main === module) {\n"
                   "  main().catch((err) => {\n    console.error(err.message);\n    process.exit(1);\n  });\n}\n"),
    "typescript": ("async function main(): Promise<void> {\n  await run();\n  console.log('done');\n}\n\nmain();\n",
                   "// ... existing code ...\n  console.log('done');\n}\n\nmain().catch((err: Error) => {\n"
                   "  console.error(err.message);\n  process.exit(1);\n});\n"),
}


@pytest.mark.parametrize("language", sorted(_CHAINED_CALL))
def test_a_last_call_given_a_chained_catch_replaces_the_old_call(language: str) -> None:
    """The file's last line ``main();`` now ``main().catch(...)`` at the snippet's marker-less end: restated with a
    call chained onto it, so not kept after the new code."""
    original, snippet = _CHAINED_CALL[language]
    result = merge(original, snippet, language=language)
    assert result.sure and not result.text.endswith("main();\n"), (result.text, result.reasons)

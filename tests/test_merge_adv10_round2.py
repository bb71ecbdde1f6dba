"""The second attack round on the merge (tests/data/apply_adv10, e3_/e4_ cases), each shape ``exact``-wrong before:

- a whole-file-looking snippet that stops before the file's trailer (a main guard, ``module.exports``, a final
  ``main()``) deleted it: a trailer unlike the snippet's last line that names what the snippet uses is kept
  (``beyond.left_out``); an import left out above restated imports, whose name the snippet uses, is kept too;
- more dotless comments that stand for code (``# no changes needed here``, ``// (same)``, ``// and so on``) read
  like markers; ``/etc/nginx`` in a comment, ``// Everything else goes to the SPA`` do not;
- keys ``settwice`` reads now: a PHP array's and a Ruby hash's ``'k' => v,``, HCL's ``k = v``, an nginx directive;
- a marker-less snippet whose new last lines rewrite the few lines kept after it (four ``vim.keymap.set`` calls
  rewritten as a loop, aliases rewritten as functions) is refused (``doubled._old_tail``);
- a deletion marker about words takes the paragraphs whose heads name them, not one beyond them that mentions a
  word only inside its body (``save()`` using ``dumpPath_``, for "the dump helpers": ``keeps._removes``).
"""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

TRAILER = {
"python": ("""import sys


def greet(name):
    return f"hello, {name}"


def shout(name):
    return greet(name).upper()


def main():
    print(greet("world"))
    print(shout("world"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
""", """import sys


def greet(name):
    return f"hello, {name}!"


def shout(name):
    return greet(name).upper()


def main():
    print(greet("world"))
    print(shout("world"))
    return 0
"""),
"javascript": ("""'use strict';

function parse(text) {
  return JSON.parse(text);
}

function render(data) {
  return JSON.stringify(data, null, 2);
}

module.exports = { parse, render };
""", """'use strict';

function parse(text) {
  return JSON.parse(text || '{}');
}

function render(data) {
  return JSON.stringify(data, null, 2);
}
"""),
"ruby": ("""require "json"

def load(path)
  JSON.parse(File.read(path))
end

def save(path, data)
  File.write(path, JSON.pretty_generate(data))
end

save(ARGV[1], load(ARGV[0]))
""", """require "json"

def load(path)
  JSON.parse(File.read(path), symbolize_names: true)
end

def save(path, data)
  File.write(path, JSON.pretty_generate(data))
end
"""),
}


@pytest.mark.parametrize("language", sorted(TRAILER))
def test_a_trailer_the_snippet_leaves_out_below_is_kept(language):
    original, snippet = TRAILER[language]
    result = merge(original, snippet, language=language)
    assert result.confidence in ("exact", "fuzzy"), result.reasons
    last = snippet.splitlines()[-1]
    trailer = original[original.rindex(last + "\n") + len(last) + 1 :]
    assert result.text == snippet + trailer, result.explanation


def test_an_import_the_snippet_uses_is_kept_above_restated_imports():
    original = ("import logging\nimport os\n\nlog = logging.getLogger(__name__)\n\n\ndef home():\n"
                "    return os.environ['HOME']\n")
    snippet = "import os\n\nlog = logging.getLogger(__name__)\n\n\ndef home():\n    return os.environ.get('HOME', '/')\n"
    result = merge(original, snippet, language="python")
    assert result.confidence in ("exact", "fuzzy") and result.text == "import logging\n" + snippet, result.explanation


MISSED = {
"python": ("""def subtotal(items):
    return sum(i.price * i.qty for i in items)


def shipping(items):
    return 0 if subtotal(items) > 50 else 5


def grand_total(items):
    return subtotal(items) + shipping(items)
""", """def subtotal(items):
    return sum(i.price * i.qty for i in items)


# no changes needed here


def grand_total(items):
    return round(subtotal(items) + shipping(items), 2)
"""),
"typescript": ("""export function daysUntil(d: Date): number {
  return Math.ceil((d.getTime() - Date.now()) / 86400000);
}

export function isPast(d: Date): boolean {
  return daysUntil(d) < 0;
}

export function label(d: Date): string {
  return isPast(d) ? "past" : `${daysUntil(d)} days`;
}
""", """export function daysUntil(d: Date): number {
  return Math.ceil((d.getTime() - Date.now()) / 86400000);
}

// (same)

export function label(d: Date): string {
  return isPast(d) ? "overdue" : `${daysUntil(d)} days`;
}
"""),
"go": ("""func a() int {
	return 1
}

func b() int {
	return 2
}

func c() int {
	return a() + b()
}
""", """func a() int {
	return 1
}

// and so on

func c() int {
	return a() + b() + 1
}
"""),
}


@pytest.mark.parametrize("language", sorted(MISSED))
def test_more_comments_that_stand_for_code_are_no_code(language):
    original, snippet = MISSED[language]
    result = merge(original, snippet, language=language)
    comment = next(x for x in snippet.splitlines() if x.startswith(("#", "//")))
    assert result.confidence == "ambiguous" or comment not in result.text and \
        original.splitlines()[4] in result.text, result.text


@pytest.mark.parametrize("comment", ["# Copy our SPA config into /etc/nginx", "# Everything else goes to the SPA"])
def test_comments_that_merely_mention_etc_or_else_are_code(comment):
    original = "FROM nginx:1.27\nCOPY dist /usr/share/nginx/html\nEXPOSE 80\n"
    snippet = f"FROM nginx:1.27\nCOPY dist /usr/share/nginx/html\n{comment}\nCOPY nginx.conf /etc/nginx/conf.d/\n" \
              "EXPOSE 80\n"
    result = merge(original, snippet, language="dockerfile")
    assert (result.text, result.confidence) == (snippet, "exact"), result.reasons


KEYS = {
"php": ("""<?php

return [
    'driver' => env('SESSION_DRIVER', 'file'),
    'lifetime' => 120,
    'path' => '/',
    'domain' => null,
    'http_only' => true,
    'secure' => false,
    'same_site' => 'lax',
];
""", """<?php

return [
    'driver' => env('SESSION_DRIVER', 'file'),
    'lifetime' => 120,
    'secure' => env('SESSION_SECURE', true),
    // ... existing code ...
];
""", "php"),
"ruby": ("""REDIS = Redis.new(
  :url => ENV.fetch("REDIS_URL"),
  :timeout => 5,
  :ssl => false,
  :driver => :ruby,
  :reconnect_attempts => 3,
  :id => "worker",
)
""", """REDIS = Redis.new(
  :url => ENV.fetch("REDIS_URL"),
  :reconnect_attempts => 10,
  # ... existing code ...
)
""", "ruby"),
"hcl": ("""resource "aws_lambda_function" "ingest" {
  function_name = "${var.project}-ingest"
  role          = aws_iam_role.lambda.arn
  handler       = "main.handler"
  runtime       = "python3.12"
  filename      = data.archive_file.ingest.output_path
  memory_size   = 256
  timeout       = 30
  publish       = true
}
""", """resource "aws_lambda_function" "ingest" {
  function_name = "${var.project}-ingest"
  timeout       = 60
  # ... existing code ...
}
""", None),
"nginx": ("""server {
    listen 80;
    location /api/ {
        proxy_pass http://api:8000;
        proxy_http_version 1.1;
        proxy_buffering off;
        client_max_body_size 10m;
        proxy_read_timeout 60s;
    }
}
""", """server {
    listen 80;
    location /api/ {
        proxy_pass http://api:8000;
        proxy_read_timeout 300s;
        # ... existing code ...
    }
}
""", None),
}


@pytest.mark.parametrize("name", sorted(KEYS))
def test_keys_of_more_syntaxes_kept_beside_their_new_version_are_refused(name):
    original, snippet, language = KEYS[name]
    result = merge(original, snippet, language=language)
    assert result.confidence == "ambiguous", result.text
    assert any("sets the same key" in x for x in result.reasons), result.reasons


TAIL = {
"lua": ("""vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true
vim.opt.tabstop = 4
vim.opt.shiftwidth = 4
vim.opt.expandtab = true
vim.opt.wrap = false
vim.opt.ignorecase = true
vim.opt.smartcase = true
vim.opt.undofile = true

vim.keymap.set("n", "<C-h>", "<C-w>h")
vim.keymap.set("n", "<C-j>", "<C-w>j")
""", """vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true
vim.opt.tabstop = 4
vim.opt.shiftwidth = 4
vim.opt.expandtab = true
vim.opt.wrap = false
vim.opt.ignorecase = true
vim.opt.smartcase = true
vim.opt.undofile = true

for _, dir in ipairs({ "h", "j" }) do
  vim.keymap.set("n", "<C-" .. dir .. ">", "<C-w>" .. dir)
end
"""),
"bash": ("""alias ll='ls -alF'
alias la='ls -A'
alias l='ls -CF'
alias gs='git status'
alias gd='git diff'
alias gc='git commit'
alias gp='git push'
alias gl='git log --oneline'

alias k='kubectl'
alias kgp='kubectl get pods'
""", """alias ll='ls -alF'
alias la='ls -A'
alias l='ls -CF'
alias gs='git status'
alias gd='git diff'
alias gc='git commit'
alias gp='git push'
alias gl='git log --oneline'

k() { kubectl "$@"; }
kgp() { kubectl get pods "$@"; }
"""),
"javascript": ("""const express = require("express");
const helmet = require("helmet");
const cors = require("cors");
const morgan = require("morgan");
const compression = require("compression");

const app = express();
const port = process.env.PORT || 3000;
const origin = process.env.ORIGIN || "*";
const level = process.env.LOG || "dev";

app.use(helmet());
app.use(cors({ origin }));
""", """const express = require("express");
const helmet = require("helmet");
const cors = require("cors");
const morgan = require("morgan");
const compression = require("compression");

const app = express();
const port = process.env.PORT || 3000;
const origin = process.env.ORIGIN || "*";
const level = process.env.LOG || "dev";

for (const middleware of [helmet(), cors({ origin })]) {
  app.use(middleware);
}
"""),
}


@pytest.mark.parametrize("language", sorted(TAIL))
def test_an_old_ending_kept_after_its_rewrite_is_refused(language):
    original, snippet = TAIL[language]
    result = merge(original, snippet, language=language)
    assert result.confidence == "ambiguous", result.text
    assert any("names what the snippet's new last lines name" in x for x in result.reasons), result.reasons


HEADED = {
"cpp": ("""void Graph::bfs() const {
    run();
}

void Graph::dump() const {
    std::cerr << size();
}

void Graph::dumpDot(std::ostream& os) const {
    os << "graph";
}

void Graph::save() const {
    std::ofstream out(dumpPath_);
}
""", """void Graph::bfs() const {
    run();
}

// ... removed the debug dump helpers ...
void Graph::save() const {
    std::ofstream out(dumpPath_);
}
""", """void Graph::bfs() const {
    run();
}

void Graph::save() const {
    std::ofstream out(dumpPath_);
}
"""),
"python": ("""def run():
    return 1


def dump_state(state):
    print(state)


def dump_json(state):
    print(json.dumps(state))


def save(state):
    open(DUMP_PATH, "w").write(repr(state))
""", """def run():
    return 2


# ... removed the dump helpers ...
""", """def run():
    return 2


def save(state):
    open(DUMP_PATH, "w").write(repr(state))
"""),
"go": ("""func run() int {
	return 1
}

func dumpState(s State) {
	fmt.Println(s)
}

func dumpJSON(s State) {
	fmt.Println(toJSON(s))
}

func save(s State) {
	os.WriteFile(dumpPath, []byte(toJSON(s)), 0o644)
}
""", """func run() int {
	return 2
}

// ... removed the dump helpers ...
""", """func run() int {
	return 2
}

func save(s State) {
	os.WriteFile(dumpPath, []byte(toJSON(s)), 0o644)
}
"""),
}


@pytest.mark.parametrize("language", sorted(HEADED))
def test_a_deletion_marker_about_words_takes_the_paragraphs_whose_heads_name_them(language):
    original, snippet, expected = HEADED[language]
    result = merge(original, snippet, language=language)
    assert result.text == expected or result.confidence == "ambiguous", result.text
    assert result.confidence == "ambiguous" or result.text == expected
    assert result.text is None or "dumpPath" not in original or "save" in result.text

"""The four ways a merge used to write a wrong file while calling it sure, each in three languages or more: a
descriptive marker written as code; the old version of an edited line kept beside the new one; code the snippet
never mentions deleted; a marker-less whole small file keeping its old body after the new one. Each case must be
written right; none may be written wrong (a refusal is never asserted here as success)."""

from __future__ import annotations

from textwrap import dedent

import pytest

from fastapply.apply.merge import merge


def d(text: str) -> str:
    return dedent(text).lstrip("\n")


def case(language: str, original: str, snippet: str, expected: str):
    return pytest.param(language, d(original), d(snippet), d(expected), id=f"{language}")


def check(language: str, original: str, snippet: str, expected: str) -> None:
    result = merge(original, snippet, language=language)
    assert result.sure, result.reasons
    assert result.text == expected, "\n".join(result.explanation)


# ---- 1. a descriptive marker is a marker (or a deletion it names), never code

DESCRIPTIVE = [
    case("css", """
        .card {
          padding: 1rem;
          border: 1px solid #ddd;
        }

        .card h2 {
          margin: 0;
        }
        """, """
        .card {
          padding: 1.5rem;
          /* ... layout and colour rules as before ... */
        }

        /* ... the heading rules stay the same ... */
        """, """
        .card {
          padding: 1.5rem;
          border: 1px solid #ddd;
        }

        .card h2 {
          margin: 0;
        }
        """),
    case("python", """
        def load(path):
            with open(path) as f:
                return f.read()


        def save(path, text):
            with open(path, "w") as f:
                f.write(text)
        """, """
        # ... other utilities unchanged ...

        def save(path, text):
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        """, """
        def load(path):
            with open(path) as f:
                return f.read()


        def save(path, text):
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        """),
    case("go", """
        package main

        import "flag"

        func parseFlags() *string {
        \treturn flag.String("out", "", "output file")
        }

        func run(out string) error {
        \treturn nil
        }

        func main() {
        \tflag.Parse()
        \tout := parseFlags()
        \t_ = run(*out)
        }
        """, """
        // ... existing code ...

        // ... parseFlags() removed, nothing calls it ...

        func run(out string) error {
        \treturn nil
        }

        func main() {
        \tflag.Parse()
        \t_ = run("out.txt")
        }
        """, """
        package main

        import "flag"

        func run(out string) error {
        \treturn nil
        }

        func main() {
        \tflag.Parse()
        \t_ = run("out.txt")
        }
        """),
    case("html", """
        <body>
          <nav>
            <a href="/">Home</a>
          </nav>
          <main>
            <h1>Welcome</h1>
          </main>
        </body>
        """, """
        <body>
          <!-- ... nav unchanged ... -->
          <main>
            <h1>Welcome back</h1>
          </main>
        </body>
        """, """
        <body>
          <nav>
            <a href="/">Home</a>
          </nav>
          <main>
            <h1>Welcome back</h1>
          </main>
        </body>
        """),
]


@pytest.mark.parametrize("language, original, snippet, expected", DESCRIPTIVE)
def test_a_descriptive_marker_is_never_written(language, original, snippet, expected):
    check(language, original, snippet, expected)


# ---- 2. an edited line replaces its old version

BESIDE = [
    case("python", """
        def total(items):
            subtotal = sum(i.price for i in items)
            return subtotal


        def count(items):
            return len(items)
        """, """
        def total(items):
            subtotal = sum(i.price for i in items)
            return round(subtotal, 2)

        # ... existing code ...
        """, """
        def total(items):
            subtotal = sum(i.price for i in items)
            return round(subtotal, 2)


        def count(items):
            return len(items)
        """),
    case("go", """
        package shop

        func Total(items []Item) int {
        \tsum := 0
        \tfor _, it := range items {
        \t\tsum += it.Price
        \t}
        \treturn sum
        }
        """, """
        // ... existing code ...
        \tfor _, it := range items {
        \t\tsum += it.Price
        \t}
        \treturn sum * 100
        }
        """, """
        package shop

        func Total(items []Item) int {
        \tsum := 0
        \tfor _, it := range items {
        \t\tsum += it.Price
        \t}
        \treturn sum * 100
        }
        """),
    case("javascript", """
        import { readFile, writeFile, rm } from "node:fs/promises";

        export async function copy(a, b) {
          await writeFile(b, await readFile(a));
        }
        """, """
        import { readFile, writeFile } from "node:fs/promises";
        // ... existing code ...
        """, """
        import { readFile, writeFile } from "node:fs/promises";

        export async function copy(a, b) {
          await writeFile(b, await readFile(a));
        }
        """),
    case("dockerfile", """
        FROM python:3.12-slim
        WORKDIR /app
        COPY . .
        RUN pip install -r requirements.txt
        CMD ["python", "app.py"]
        """, """
        # ... existing instructions ...
        RUN pip install -r requirements.txt
        CMD ["gunicorn", "app:app", "--bind", "0.0.0.0:8000"]
        """, """
        FROM python:3.12-slim
        WORKDIR /app
        COPY . .
        RUN pip install -r requirements.txt
        CMD ["gunicorn", "app:app", "--bind", "0.0.0.0:8000"]
        """),
]


@pytest.mark.parametrize("language, original, snippet, expected", BESIDE)
def test_an_edited_line_replaces_its_old_version(language, original, snippet, expected):
    check(None if language == "dockerfile" else language, original, snippet, expected)


# ---- 3. code the snippet does not mention is kept

KEPT = [
    case("python", """
        def is_a(x):
            return False


        def is_b(x):
            return True
        """, """
        def is_a(x):
            return True
        # ... existing code ...
        """, """
        def is_a(x):
            return True


        def is_b(x):
            return True
        """),
    case("go", """
        package api

        func handleUsers(w http.ResponseWriter, r *http.Request) {
        \twriteJSON(w, users)
        }

        func handleOrders(w http.ResponseWriter, r *http.Request) {
        \twriteJSON(w, orders)
        }

        func routes(mux *http.ServeMux) {
        \tmux.HandleFunc("/users", handleUsers)
        }
        """, """
        // ... existing code ...

        func handleOrders(w http.ResponseWriter, r *http.Request) {
        \twriteJSON(w, orders)
        }

        func handleItems(w http.ResponseWriter, r *http.Request) {
        \twriteJSON(w, items)
        }
        """, """
        package api

        func handleUsers(w http.ResponseWriter, r *http.Request) {
        \twriteJSON(w, users)
        }

        func handleOrders(w http.ResponseWriter, r *http.Request) {
        \twriteJSON(w, orders)
        }

        func handleItems(w http.ResponseWriter, r *http.Request) {
        \twriteJSON(w, items)
        }

        func routes(mux *http.ServeMux) {
        \tmux.HandleFunc("/users", handleUsers)
        }
        """),
    case("typescript", """
        export function first(xs: number[]): number {
          return xs[0];
        }

        export function last(xs: number[]): number {
          return xs[xs.length - 1];
        }

        export function size(xs: number[]): number {
          return xs.length;
        }
        """, """
        export function last(xs: number[]): number | undefined {
          return xs[xs.length - 1];
        }
        """, """
        export function first(xs: number[]): number {
          return xs[0];
        }

        export function last(xs: number[]): number | undefined {
          return xs[xs.length - 1];
        }

        export function size(xs: number[]): number {
          return xs.length;
        }
        """),
    case("rust", """
        pub fn parse(s: &str) -> i64 {
            s.trim().parse().unwrap()
        }

        pub fn double(x: i64) -> i64 {
            x * 2
        }

        pub fn halve(x: i64) -> i64 {
            x / 2
        }
        """, """
        pub fn double(x: i64) -> i64 {
            x.saturating_mul(2)
        }
        """, """
        pub fn parse(s: &str) -> i64 {
            s.trim().parse().unwrap()
        }

        pub fn double(x: i64) -> i64 {
            x.saturating_mul(2)
        }

        pub fn halve(x: i64) -> i64 {
            x / 2
        }
        """),
]


@pytest.mark.parametrize("language, original, snippet, expected", KEPT)
def test_code_the_snippet_does_not_mention_is_kept(language, original, snippet, expected):
    check(language, original, snippet, expected)


# ---- 4. a marker-less snippet that restates the whole small file is the new file

WHOLE = [
    case("python", """
        import sys


        def main():
            name = sys.argv[1]
            print("hello", name)


        main()
        """, """
        import sys


        def main():
            names = sys.argv[1:]
            for name in names:
                print("hello", name)


        main()
        """, """
        import sys


        def main():
            names = sys.argv[1:]
            for name in names:
                print("hello", name)


        main()
        """),
    case("javascript", """
        const express = require("express");
        const app = express();

        app.get("/", (req, res) => {
          res.send("hello");
        });

        app.listen(3000);
        """, """
        const express = require("express");
        const app = express();

        app.get("/", (req, res) => {
          res.json({ message: "hello" });
        });

        app.listen(process.env.PORT || 3000);
        """, """
        const express = require("express");
        const app = express();

        app.get("/", (req, res) => {
          res.json({ message: "hello" });
        });

        app.listen(process.env.PORT || 3000);
        """),
    case("go", """
        package main

        import "fmt"

        func main() {
        \tfmt.Println("hello")
        }
        """, """
        package main

        import (
        \t"fmt"
        \t"os"
        )

        func main() {
        \tfmt.Println("hello", os.Args[1])
        }
        """, """
        package main

        import (
        \t"fmt"
        \t"os"
        )

        func main() {
        \tfmt.Println("hello", os.Args[1])
        }
        """),
]


@pytest.mark.parametrize("language, original, snippet, expected", WHOLE)
def test_a_marker_less_whole_file_is_the_new_file(language, original, snippet, expected):
    check(language, original, snippet, expected)

"""Placement from the thirteenth frozen split's wrong files (tests/data/apply_unheard, measured once, a
development set since): a short command given an option (``COPY . /app`` now ``COPY --chown=app:app . /app``), a
last call wrapped with arguments added (``main()`` now ``sys.exit(main(sys.argv[1:]))``), new code after a kept
block's closing line spaced as the file spaces its blocks, restated lines nested anew under a new opener (written
at the snippet's depth), and a new Markdown section whose fences and braces are not another section's."""

from __future__ import annotations

from textwrap import dedent, indent

import pytest

from fastapply.apply.merge import merge


def _case(original: str, snippet: str, expected: str) -> tuple[str, str, str]:
    return dedent(original).lstrip("\n"), dedent(snippet).lstrip("\n"), dedent(expected).lstrip("\n")


_OPTION = {
    "dockerfile": _case("""
        FROM python:3.12-slim
        WORKDIR /app
        COPY requirements.txt .
        RUN pip install -r requirements.txt
        COPY . /app

        EXPOSE 8000
        CMD ["python", "-m", "app"]
        """, """
        # ... base image unchanged ...
        RUN pip install -r requirements.txt
        RUN useradd --create-home app
        COPY --chown=app:app . /app
        USER app

        # ... expose and CMD unchanged ...
        """, """
        FROM python:3.12-slim
        WORKDIR /app
        COPY requirements.txt .
        RUN pip install -r requirements.txt
        RUN useradd --create-home app
        COPY --chown=app:app . /app
        USER app

        EXPOSE 8000
        CMD ["python", "-m", "app"]
        """),
    "bash": _case("""
        #!/usr/bin/env bash
        set -euo pipefail
        cd "$(dirname "$0")"
        mkdir -p dist
        cp build/app.js dist

        echo "done"
        """, """
        # ... existing code ...
        mkdir -p dist
        cp --preserve=mode build/app.js dist
        chmod 0755 dist/app.js

        # ... existing code ...
        """, """
        #!/usr/bin/env bash
        set -euo pipefail
        cd "$(dirname "$0")"
        mkdir -p dist
        cp --preserve=mode build/app.js dist
        chmod 0755 dist/app.js

        echo "done"
        """),
    "makefile": _case("""
        .PHONY: test lint

        test:
        \tpytest tests
        \tcoverage report

        image:
        \tdocker build .

        lint:
        \truff check src
        """, """
        image:
        \tdocker build --pull --no-cache .
        \tdocker image prune -f

        # ... lint unchanged ...
        """, """
        .PHONY: test lint

        test:
        \tpytest tests
        \tcoverage report

        image:
        \tdocker build --pull --no-cache .
        \tdocker image prune -f

        lint:
        \truff check src
        """),
}


@pytest.mark.parametrize("language", sorted(_OPTION))
def test_a_short_command_given_an_option_replaces_the_old_one(language: str) -> None:
    """The new line is the old command with options put in (one run of them, after its first word): its new
    version, not a new line beside it, though the old one has fewer than four tokens."""
    original, snippet, expected = _OPTION[language]
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (expected, True), result.explanation


_WRAPPED = {
    "python": _case("""
        import sys


        def main(argv=None):
            print(argv)
            return 0


        if __name__ == "__main__":
            main()
        """, """
        # ... existing code ...
            print(argv)
            return 0


        if __name__ == "__main__":
            sys.exit(main(sys.argv[1:]))
        """, """
        import sys


        def main(argv=None):
            print(argv)
            return 0


        if __name__ == "__main__":
            sys.exit(main(sys.argv[1:]))
        """),
    "lua": _case("""
        local function main(args)
          print(#args)
          return 0
        end

        main()
        """, """
        -- ... existing code ...
          return 0
        end

        os.exit(main(arg))
        """, """
        local function main(args)
          print(#args)
          return 0
        end

        os.exit(main(arg))
        """),
    "javascript": _case("""
        async function main(argv) {
          console.log(argv);
          return 0;
        }

        main();
        """, """
        // ... existing code ...
          return 0;
        }

        process.exitCode = await main(process.argv.slice(2));
        """, """
        async function main(argv) {
          console.log(argv);
          return 0;
        }

        process.exitCode = await main(process.argv.slice(2));
        """),
}


@pytest.mark.parametrize("language", sorted(_WRAPPED))
def test_a_last_call_wrapped_with_arguments_added_replaces_the_old_call(language: str) -> None:
    """``main()`` now ``sys.exit(main(sys.argv[1:]))``: the old call, called anew inside more code, is replaced at
    the snippet's marker-less last line, not kept after it."""
    original, snippet, expected = _WRAPPED[language]
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (expected, True), result.explanation


_AFTER_CLOSER = {
    "ruby": _case("""
        namespace :cache do
          desc "Clear the cache"
          task clear: :environment do
            Rails.cache.clear
          end

          desc "Show cache stats"
          task stats: :environment do
            puts Rails.cache.stats
          end
        end
        """, """
        # ...
          # ...

          desc "Warm the cache"
          task warm: :environment do
            Product.find_each { |product| ProductCache.write(product) }
          end
        end
        """, """
        namespace :cache do
          desc "Clear the cache"
          task clear: :environment do
            Rails.cache.clear
          end

          desc "Show cache stats"
          task stats: :environment do
            puts Rails.cache.stats
          end

          desc "Warm the cache"
          task warm: :environment do
            Product.find_each { |product| ProductCache.write(product) }
          end
        end
        """),
    "lua": _case("""
        local function setup(items)
          for _, item in ipairs(items) do
            init(item)
          end

          for _, item in ipairs(items) do
            check(item)
          end
        end

        return setup
        """, """
        local function setup(items)
          -- ... existing loops ...

          register_handlers(items)
        end
        """, """
        local function setup(items)
          for _, item in ipairs(items) do
            init(item)
          end

          for _, item in ipairs(items) do
            check(item)
          end

          register_handlers(items)
        end

        return setup
        """),
    "javascript": _case("""
        export class Store {
          get(key) {
            return this.map.get(key);
          }

          set(key, value) {
            this.map.set(key, value);
          }
        }
        """, """
        export class Store {
          // ... existing methods ...

          static EMPTY = Object.freeze(new Store());
        }
        """, """
        export class Store {
          get(key) {
            return this.map.get(key);
          }

          set(key, value) {
            this.map.set(key, value);
          }

          static EMPTY = Object.freeze(new Store());
        }
        """),
}


@pytest.mark.parametrize("language", sorted(_AFTER_CLOSER))
def test_new_code_after_a_kept_closing_line_is_spaced_as_the_file_spaces_its_blocks(language: str) -> None:
    """A new item after the marker, right after a kept block's closing line (``end``, ``});``) at its depth, gets
    the blank line the snippet shows and the file puts after such lines; not packed against it."""
    original, snippet, expected = _AFTER_CLOSER[language]
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (expected, True), result.explanation


_RENESTED = {
    "kotlin": _case("""
        class Mapper(private val zone: ZoneId) {
            fun toRows(dto: Dto): List<Row> {
                return dto.items.map { item ->
                    Row(
                        createdAt = Instant.ofEpochSecond(item.createdAt).atZone(zone).toLocalDate(),
                        displayName = item.firstName.trim() + " " + item.lastName.trim(),
                    )
                }
            }

            fun toIds(dto: Dto): List<Long> = dto.items.map { it.id }

            fun toNames(dto: Dto): List<String> = dto.items.map { it.name }

            fun count(dto: Dto): Int = dto.items.size
        }
        """, """
            fun toRows(dto: Dto): List<Row> {
                return dto.items
                    .filter { it.visible }
                    .map { item ->
                        Row(
                            createdAt = Instant.ofEpochSecond(item.createdAt).atZone(zone).toLocalDate(),
                            displayName = item.firstName.trim() + " " + item.lastName.trim(),
                            visible = item.flags and VISIBLE != 0,
                        )
                    }
            }
        """, """
        class Mapper(private val zone: ZoneId) {
            fun toRows(dto: Dto): List<Row> {
                return dto.items
                    .filter { it.visible }
                    .map { item ->
                        Row(
                            createdAt = Instant.ofEpochSecond(item.createdAt).atZone(zone).toLocalDate(),
                            displayName = item.firstName.trim() + " " + item.lastName.trim(),
                            visible = item.flags and VISIBLE != 0,
                        )
                    }
            }

            fun toIds(dto: Dto): List<Long> = dto.items.map { it.id }

            fun toNames(dto: Dto): List<String> = dto.items.map { it.name }

            fun count(dto: Dto): Int = dto.items.size
        }
        """),
    "typescript": _case("""
        export class Mapper {
          toRows(items: Item[]): Row[] {
            return items.map((item) => ({
              createdAt: new Date(item.createdAtSeconds * 1000).toISOString(),
              displayName: `${item.firstName.trim()} ${item.lastName.trim()}`,
            }));
          }

          toIds(items: Item[]): number[] {
            return items.map((item) => item.id);
          }

          toNames(items: Item[]): string[] {
            return items.map((item) => item.name);
          }

          count(items: Item[]): number {
            return items.length;
          }
        }
        """, """
          toRows(items: Item[]): Row[] {
            return items
              .filter((item) => item.visible)
              .map((item) => ({
                createdAt: new Date(item.createdAtSeconds * 1000).toISOString(),
                displayName: `${item.firstName.trim()} ${item.lastName.trim()}`,
                visible: (item.flags & VISIBLE) !== 0,
              }));
          }
        """, """
        export class Mapper {
          toRows(items: Item[]): Row[] {
            return items
              .filter((item) => item.visible)
              .map((item) => ({
                createdAt: new Date(item.createdAtSeconds * 1000).toISOString(),
                displayName: `${item.firstName.trim()} ${item.lastName.trim()}`,
                visible: (item.flags & VISIBLE) !== 0,
              }));
          }

          toIds(items: Item[]): number[] {
            return items.map((item) => item.id);
          }

          toNames(items: Item[]): string[] {
            return items.map((item) => item.name);
          }

          count(items: Item[]): number {
            return items.length;
          }
        }
        """),
    "rust": _case("""
        impl Mapper {
            pub fn to_rows(&self, items: &[Item]) -> Vec<Row> {
                items.iter().map(|item| Row {
                    created_at: Utc.timestamp_opt(item.created_at, 0).unwrap(),
                    display_name: format!("{} {}", item.first_name.trim(), item.last_name.trim()),
                }).collect()
            }

            pub fn to_ids(&self, items: &[Item]) -> Vec<u64> {
                items.iter().map(|item| item.id).collect()
            }

            pub fn to_names(&self, items: &[Item]) -> Vec<String> {
                items.iter().map(|item| item.name.clone()).collect()
            }

            pub fn count(&self, items: &[Item]) -> usize {
                items.len()
            }
        }
        """, """
            pub fn to_rows(&self, items: &[Item]) -> Vec<Row> {
                items
                    .iter()
                    .filter(|item| item.visible)
                    .map(|item| Row {
                        created_at: Utc.timestamp_opt(item.created_at, 0).unwrap(),
                        display_name: format!("{} {}", item.first_name.trim(), item.last_name.trim()),
                        visible: item.flags & VISIBLE != 0,
                    })
                    .collect()
            }
        """, """
        impl Mapper {
            pub fn to_rows(&self, items: &[Item]) -> Vec<Row> {
                items
                    .iter()
                    .filter(|item| item.visible)
                    .map(|item| Row {
                        created_at: Utc.timestamp_opt(item.created_at, 0).unwrap(),
                        display_name: format!("{} {}", item.first_name.trim(), item.last_name.trim()),
                        visible: item.flags & VISIBLE != 0,
                    })
                    .collect()
            }

            pub fn to_ids(&self, items: &[Item]) -> Vec<u64> {
                items.iter().map(|item| item.id).collect()
            }

            pub fn to_names(&self, items: &[Item]) -> Vec<String> {
                items.iter().map(|item| item.name.clone()).collect()
            }

            pub fn count(&self, items: &[Item]) -> usize {
                items.len()
            }
        }
        """),
}


_RENESTED = {language: (original, indent(snippet, " " * (2 if language == "typescript" else 4)), expected)
             for language, (original, snippet, expected) in _RENESTED.items()}  # (quoted at the method's depth)


@pytest.mark.parametrize("language", sorted(_RENESTED))
def test_restated_lines_nested_anew_under_a_new_opener_keep_the_snippets_depth(language: str) -> None:
    """A call chain broken over lines puts the old lambda body one level deeper under the new ``.map`` line: the
    restated body is written as the snippet has it, not at its old depth."""
    original, snippet, expected = _RENESTED[language]
    result = merge(original, snippet, language=language)
    assert (result.text, result.sure) == (expected, True), result.explanation


_SECTIONS = _case("""
    # Users API

    ## Endpoints

    ### POST /users

    Creates a user.

    ```json
    {
      "email": "grace@example.com"
    }
    ```

    Returns `201 Created`.

    ### DELETE /users/{id}

    Deactivates a user.
    """, """
    <!-- ... intro unchanged ... -->

    ### POST /users

    <!-- ... body and responses as before ... -->

    ### PATCH /users/{id}

    Updates a user.

    ```json
    {
      "role": "viewer"
    }
    ```

    Returns `200 OK`.

    ### DELETE /users/{id}

    <!-- ... rest unchanged ... -->
    """, """
    # Users API

    ## Endpoints

    ### POST /users

    Creates a user.

    ```json
    {
      "email": "grace@example.com"
    }
    ```

    Returns `201 Created`.

    ### PATCH /users/{id}

    Updates a user.

    ```json
    {
      "role": "viewer"
    }
    ```

    Returns `200 OK`.

    ### DELETE /users/{id}

    Deactivates a user.
    """)


def test_a_new_markdown_section_is_new_code_however_alike_its_fences_are() -> None:
    """The new PATCH section's fences and braces stand in no other section: the POST section's example stays."""
    original, snippet, expected = _SECTIONS
    result = merge(original, snippet, language="markdown")
    assert (result.text, result.sure) == (expected, True), result.explanation


def test_a_hash_line_in_a_code_fence_is_no_new_heading() -> None:
    """``# or`` inside a restated shell fence is a comment of the code, not a new section: the lines after it stay
    anchored (a new heading's section would make them all new, and their old lines would stay beside them)."""
    original = ("# Tool\n\n## Install\n\n```sh\nnpm install tool\n```\n\nIt needs Node.js 18 or newer.\n\n"
                "## Usage\n\nRun it.\n")
    snippet = ("<!-- ... title unchanged ... -->\n\n## Install\n\n```sh\nnpm install tool\n# or\npnpm add tool\n"
               "```\n\nIt needs Node.js 18 or newer.\n\n<!-- ... usage unchanged ... -->\n")
    result = merge(original, snippet, language="markdown")
    assert result.sure and result.text == ("# Tool\n\n## Install\n\n```sh\nnpm install tool\n# or\npnpm add tool\n"
                                           "```\n\nIt needs Node.js 18 or newer.\n\n## Usage\n\nRun it.\n"), \
        result.explanation


_AFTER_RETURN = {  # a chunk whose first anchor is the function's closing line, read after the kept last return
    "go": ("func total(xs []int) int {\n\tsum := 0\n\tfor _, x := range xs {\n\t\tsum += x\n\t}\n\treturn sum\n}\n",
           "func total(xs []int) int {\n\t// ... existing code ...\n\tlog.Printf(\"total %d\", sum)\n}\n"),
    "python": ("def total(xs):\n    s = 0\n    for x in xs:\n        s += x\n    return s\n\n\ndef other():\n"
               "    pass\n",
               "def total(xs):\n    # ... existing code ...\n    log.info(\"total %d\", s)\n\n\ndef other():\n"
               "    pass\n"),
    "javascript": ("function total(xs) {\n  let sum = 0;\n  for (const x of xs) {\n    sum += x;\n  }\n"
                   "  return sum;\n}\n",
                   "function total(xs) {\n  // ... existing code ...\n  console.log(`total ${sum}`);\n}\n"),
}


@pytest.mark.parametrize("language", sorted(_AFTER_RETURN))
def test_new_code_right_after_a_kept_return_in_its_block_is_refused(language: str) -> None:
    """New code whose only place is right after the block's kept ``return`` would never run: where the snippet
    does not show the return, that is not a file to write."""
    original, snippet = _AFTER_RETURN[language]
    result = merge(original, snippet, language=language)
    assert not result.sure and any("can never run" in r for r in result.reasons), (result.text, result.reasons)


_RENAMED_BESIDE = {
    "go": ("func Export(store Store) int {\n\trows := store.Fetch()\n\tlog.Print(len(rows))\n\treturn len(rows)\n}\n",
           "func Export(store Store) int {\n\trecords := keepValid(store.Fetch())\n\t// ... existing code ...\n}\n"),
    "python": ("def export(store):\n    rows = store.fetch()\n    log.info(len(rows))\n    return len(rows)\n",
               "def export(store):\n    records = keep_valid(store.fetch())\n    # ... existing code ...\n"),
    "typescript": ("export function exportAll(store: Store): number {\n  const rows = store.fetch();\n"
                   "  console.log(rows.length);\n  return rows.length;\n}\n",
                   "export function exportAll(store: Store): number {\n  const records = keepValid(store.fetch());\n"
                   "  // ... existing code ...\n}\n"),
}


@pytest.mark.parametrize("language", sorted(_RENAMED_BESIDE))
def test_a_kept_local_beside_a_new_one_set_to_its_value_is_refused(language: str) -> None:
    """``records := keepValid(store.Fetch())`` written above the kept ``rows := store.Fetch()``: the new local is
    the old one renamed, and the marker keeps the old one (and the code reading it): refused, not written."""
    original, snippet = _RENAMED_BESIDE[language]
    result = merge(original, snippet, language=language)
    assert not result.sure and any("renamed, the old kept" in r for r in result.reasons), (result.text, result.reasons)


def test_settings_of_one_value_under_several_names_are_siblings_not_a_rename() -> None:
    """A class's settings often hold one value under several names: a new one beside a kept one is written."""
    original = ("class Config:\n    exclude_docs = c.Optional(c.PathSpec())\n    \"\"\"Files to exclude.\"\"\"\n\n"
                "    site_url = c.Type(str)\n")
    snippet = ("class Config:\n    # ... existing options ...\n\n    draft_docs = c.Optional(c.PathSpec())\n"
               "    \"\"\"Files to mark as draft.\"\"\"\n\n    site_url = c.Type(str)\n")
    result = merge(original, snippet, language="python")
    assert result.sure and "draft_docs" in result.text and "exclude_docs" in result.text, result.reasons

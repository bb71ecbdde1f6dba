"""Closing lines after an indented marker that close blocks outside the one the marker stands in (a ``case``
with no braces of its own, then the ``}`` of the braces around the cases) stand on those blocks' own closing
lines; and new code that the snippet sets off from the marker above with a blank line goes below the file's
blank line there, not above it."""

from __future__ import annotations

import pytest

from fastapply.apply.merge import merge

CLOSERS = {
    "javascript": ("function route(req) {\n  switch (req.path) {\n    case '/a':\n      return a(req);\n"
                   "    case '/b':\n      return b(req);\n    default:\n      return notFound(req);\n  }\n}\n\n"
                   "function other() {\n  return 0;\n}\n",
                   "function route(req) {\n  switch (req.path) {\n    case '/a':\n      return a(req);\n"
                   "    case '/c':\n      return c(req);\n    case '/b':\n      // ... existing code ...\n  }\n}\n// ... existing code ...\n",
                   ("    case '/b':", "    case '/c':\n      return c(req);\n    case '/b':")),
    "scala": ("final class Routes(books: Books) {\n  val routes = HttpRoutes.of[IO] {\n    case GET -> Root / \"a\" =>\n"
              "      books.a().flatMap(Ok(_))\n\n    case GET -> Root / \"b\" =>\n      books.b().flatMap(Ok(_))\n  }\n}\n",
              "final class Routes(books: Books) {\n  val routes = HttpRoutes.of[IO] {\n    // ... route a unchanged ...\n\n"
              "    case GET -> Root / \"search\" :? Q(q) =>\n      if (q.isEmpty) BadRequest(\"q\") else Ok(q)\n\n"
              "    case GET -> Root / \"b\" =>\n"
              "      // ... unchanged ...\n  }\n}\n",
              ("    case GET -> Root / \"b\"", "    case GET -> Root / \"search\" :? Q(q) =>\n"
               "      if (q.isEmpty) BadRequest(\"q\") else Ok(q)\n\n    case GET -> Root / \"b\"")),
}


@pytest.mark.parametrize("language", sorted(CLOSERS))
def test_closers_of_outer_blocks_after_an_indented_marker(language):
    original, snippet, (old, new) = CLOSERS[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == original.replace(old, new, 1), (result.reasons, result.text)


SPACED = {
    "python": ("def main():\n    config = setup()\n\n    serve(config)\n",
               "def main():\n    # ... existing code ...\n\n    check(config)\n\n    serve(config)\n",
               "def main():\n    config = setup()\n\n    check(config)\n\n    serve(config)\n"),
    "javascript": ("function main() {\n  const config = setup();\n\n  serve(config);\n}\n",
                   "function main() {\n  // ... existing code ...\n\n  check(config);\n\n  serve(config);\n}\n",
                   "function main() {\n  const config = setup();\n\n  check(config);\n\n  serve(config);\n}\n"),
    "go": ("package m\n\nfunc main() {\n\tconfig := setup()\n\n\tserve(config)\n}\n",
           "func main() {\n\t// ... existing code ...\n\n\tcheck(config)\n\n\tserve(config)\n}\n",
           "package m\n\nfunc main() {\n\tconfig := setup()\n\n\tcheck(config)\n\n\tserve(config)\n}\n"),
}


@pytest.mark.parametrize("language", sorted(SPACED))
def test_new_code_set_off_from_its_marker_goes_below_the_blank_line_there(language):
    original, snippet, expected = SPACED[language]
    result = merge(original, snippet, language=language)
    assert result.sure and result.text == expected, (result.reasons, result.text)

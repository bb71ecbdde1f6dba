"""A statement the chunk rewrites over new lines and ends, the old statement's end kept right after it (``RUN ... \\``
restated, ``go build ...`` rewritten over three lines, the old ``go build -o /out/api ./cmd/api`` kept; a ``COMMENT ON
... IS`` whose text is rewritten; a call's last line): the *beside* rule (``spread.cut_tail``) doubts that reading and
names the old end a suspect; the repaired reading deletes it, the certifier taking it as caused
(``edged.tail_edit``: the old end of a statement the chunk's last new line ends), and is certified where no other
reading is, even where the doubted reading also broke the syntax (the Python call's stray line). A class's ``{`` is no
statement left open: a field kept after it is not deleted on that word."""

from __future__ import annotations

from textwrap import dedent

import pytest

from fastapply.apply.merge import merge

# (original, snippet, the old statement's lines, the new ones): a marker above the chunk and one below it
OLD_TAIL = {
    "dockerfile": ('''
        FROM golang:1.22 AS build
        WORKDIR /src
        COPY . .
        RUN --mount=type=cache,target=/go/pkg/mod \\
            CGO_ENABLED=0 \\
            go build -o /out/api ./cmd/api

        FROM gcr.io/distroless/static
        COPY --from=build /out/api /api
        ENTRYPOINT ["/api"]
        ''', '''
        # ... existing code ...
        RUN --mount=type=cache,target=/go/pkg/mod \\
            CGO_ENABLED=0 \\
            go build -trimpath \\
              -ldflags="-s -w -X main.version=${VERSION}" \\
              -o /out/api ./cmd/api

        # ... existing code ...
        ''', "    go build -o /out/api ./cmd/api\n",
        '    go build -trimpath \\\n      -ldflags="-s -w -X main.version=${VERSION}" \\\n      -o /out/api ./cmd/api\n'),
    "sql": ('''
        CREATE VIEW reporting.active_users AS
            SELECT id, email FROM users WHERE last_login > now() - interval '1 year';

        COMMENT ON VIEW reporting.active_users IS
            'Users who logged in this year.';

        CREATE VIEW reporting.churned_users AS
            SELECT id, email FROM users WHERE last_login <= now() - interval '1 year';
        ''', '''
        -- ... existing code ...
        COMMENT ON VIEW reporting.active_users IS
            'Users who logged in during the last 90 days '
            'and were not suspended by support.';

        -- ... existing code ...
        ''', "    'Users who logged in this year.';\n",
        "    'Users who logged in during the last 90 days '\n    'and were not suspended by support.';\n"),
    "python": ('''
        def sync(store, feed):
            started = time.monotonic()
            count = store.upsert_all(feed.items())
            logger.info(
                "sync of %s finished", feed.name)
            return count
        ''', '''
        def sync(store, feed):
            # ... existing code ...
            logger.info(
                "sync of %s finished: %d items in %.1fs",
                feed.name, count, time.monotonic() - started)
            # ... existing code ...
        ''', '        "sync of %s finished", feed.name)\n',
        '        "sync of %s finished: %d items in %.1fs",\n        feed.name, count, time.monotonic() - started)\n'),
}

_CLASS = '''
    public sealed class AuditTrail : IAuditTrail
    {
        private readonly AuditDbContext _db;
        private readonly ILogger<AuditTrail> _logger;

        public AuditTrail(AuditDbContext db, ILogger<AuditTrail> logger)
        {
            _db = db;
            _logger = logger;
        }
    }
    '''
_NEW_FIELD = '''
    public sealed class AuditTrail : IAuditTrail
    {
        private static readonly JsonSerializerOptions DetailsJson = new(JsonSerializerDefaults.Web);

        // ... existing code ...
    }
    '''


def _text(block: str) -> str:
    return dedent(block).lstrip("\n")


@pytest.mark.parametrize("language", sorted(OLD_TAIL))
def test_the_old_end_of_a_rewritten_statement_is_replaced(language):
    original, snippet, old, new = OLD_TAIL[language]
    result = merge(_text(original), _text(snippet), language=language)
    assert result.text == _text(original).replace(old, new), result.reasons
    assert result.reasons == ("the only one of 2 readings that is certified",)


def test_a_field_after_a_class_brace_is_not_an_old_end():
    """(The chunk's blank line is read as the original's lack of one: that reading is refused, and the repaired one,
    ``_db`` deleted as the end of a statement the ``{`` opens, is not certified.)"""
    result = merge(_text(_CLASS), _text(_NEW_FIELD), language="csharp")
    assert result.confidence == "ambiguous", result.text
    assert any("the end of the statement" in x for x in result.reasons), result.reasons


# (original, snippet): a new statement whose first line is the old one's, or new first lines in a block the
# original line above opens; none is the old end rewritten, none is repaired (each was written by a first version)
NOT_A_TAIL = {
    "sql-begin": ('''
        CREATE FUNCTION audit() RETURNS trigger AS $$
        BEGIN
          INSERT INTO log VALUES (NEW.id);
          RETURN NEW;
        END;
        $$ LANGUAGE plpgsql;
        ''', '''
        CREATE FUNCTION audit() RETURNS trigger AS $$
        BEGIN
          NEW.updated_at := now();
          -- ... existing code ...
        END;
        $$ LANGUAGE plpgsql;
        '''),
    "sql-values": ('''
        CREATE TABLE settings (
            key   text PRIMARY KEY,
            value text NOT NULL
        );

        INSERT INTO settings (key, value) VALUES
            ('theme', 'dark');

        CREATE INDEX settings_value_idx ON settings (value);
        ''', '''
        -- ... existing code ...

        INSERT INTO settings (key, value) VALUES
            ('locale', 'en-GB');

        -- ... existing code ...
        '''),
    "sql-index": ('''
        CREATE TABLE room_blocks (
            id         bigserial PRIMARY KEY,
            group_code text      NOT NULL,
            cutoff     date      NOT NULL
        );

        CREATE UNIQUE INDEX room_blocks_group_uidx
            ON room_blocks (property_id, group_code);

        COMMENT ON TABLE room_blocks IS 'Group room blocks.';
        ''', '''
        -- ... existing code ...

        CREATE UNIQUE INDEX room_blocks_group_uidx

        CREATE INDEX room_blocks_cutoff_idx
            ON room_blocks (cutoff)
            WHERE cutoff > now();

        -- ... existing code ...
        '''),
    "dockerfile-one-line": ('''
        FROM golang:1.22 AS build
        WORKDIR /src
        COPY . .
        RUN go build -o /out/api ./cmd/api
        RUN --mount=type=cache,target=/root/.cache/go-build \\
            go build -o /out/worker ./cmd/worker

        FROM alpine:3.20
        COPY --from=build /out/api /usr/local/bin/api
        COPY --from=build /out/worker /usr/local/bin/worker
        ''', '''
        # ... existing code ...
        RUN --mount=type=cache,target=/root/.cache/go-build \\
            go build -o /out/cron ./cmd/cron

        # ... existing code ...
        COPY --from=build /out/worker /usr/local/bin/worker
        COPY --from=build /out/cron /usr/local/bin/cron
        '''),
}


@pytest.mark.parametrize("name", sorted(NOT_A_TAIL))
def test_new_code_after_a_statement_head_is_no_old_tail(name):
    """``BEGIN``'s first statement is no statement it leaves open; a new row shares no word with the old one; a new
    index after an index's first line shares one word with its old ``ON`` line (no suspect: the old end is not
    replaced); one new ``go build`` line after a restated ``RUN ... \\`` may be another ``RUN``: each stays refused."""
    original, snippet = NOT_A_TAIL[name]
    language = name.split("-")[0]
    result = merge(_text(original), _text(snippet), language=language)
    assert result.confidence == "ambiguous", result.text

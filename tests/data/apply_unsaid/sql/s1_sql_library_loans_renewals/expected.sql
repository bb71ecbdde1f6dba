-- Library lending system schema (SQLite)

PRAGMA foreign_keys = ON;

CREATE TABLE members (
    id          INTEGER PRIMARY KEY,
    card_number TEXT    NOT NULL UNIQUE,
    name        TEXT    NOT NULL,
    email       TEXT,
    joined_on   TEXT    NOT NULL DEFAULT (date('now'))
);

CREATE TABLE books (
    id          INTEGER PRIMARY KEY,
    isbn        TEXT    NOT NULL,
    title       TEXT    NOT NULL,
    author      TEXT    NOT NULL,
    published   INTEGER,
    copies      INTEGER NOT NULL DEFAULT 1 CHECK (copies >= 0)
);

CREATE INDEX books_isbn_idx ON books (isbn);
CREATE INDEX books_author_idx ON books (author);

CREATE TABLE loans (
    id          INTEGER PRIMARY KEY,
    book_id     INTEGER NOT NULL REFERENCES books (id),
    member_id   INTEGER NOT NULL REFERENCES members (id),
    borrowed_on TEXT    NOT NULL DEFAULT (date('now')),
    due_on      TEXT    NOT NULL,
    returned_on TEXT,
    renewals    INTEGER NOT NULL DEFAULT 0 CHECK (renewals <= 3),
    fine_cents  INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX loans_member_idx ON loans (member_id);
CREATE INDEX loans_open_idx ON loans (book_id) WHERE returned_on IS NULL;
CREATE INDEX loans_due_idx ON loans (due_on) WHERE returned_on IS NULL;

CREATE TABLE holds (
    id          INTEGER PRIMARY KEY,
    book_id     INTEGER NOT NULL REFERENCES books (id),
    member_id   INTEGER NOT NULL REFERENCES members (id),
    placed_on   TEXT    NOT NULL DEFAULT (date('now')),
    UNIQUE (book_id, member_id)
);

CREATE VIEW overdue_loans AS
SELECT l.id, m.name, b.title, l.due_on
FROM loans l
JOIN members m ON m.id = l.member_id
JOIN books b   ON b.id = l.book_id
WHERE l.returned_on IS NULL
  AND l.due_on < date('now');

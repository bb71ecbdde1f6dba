-- 0007_library_schema.sql
-- Core tables for the lending library service.

BEGIN;

CREATE TABLE members (
    id            BIGSERIAL PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE,
    full_name     TEXT NOT NULL,
    joined_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    is_active     BOOLEAN NOT NULL DEFAULT TRUE
);

CREATE TABLE authors (
    id            BIGSERIAL PRIMARY KEY,
    name          TEXT NOT NULL,
    born_year     INTEGER
);

CREATE TABLE books (
    id            BIGSERIAL PRIMARY KEY,
    isbn          VARCHAR(13) NOT NULL UNIQUE,
    title         TEXT NOT NULL,
    author_id     BIGINT NOT NULL REFERENCES authors (id),
    published_on  DATE,
    copies_total  INTEGER NOT NULL DEFAULT 1 CHECK (copies_total >= 0)
);

CREATE INDEX books_author_id_idx ON books (author_id);

CREATE TABLE loans (
    id            BIGSERIAL PRIMARY KEY,
    book_id       BIGINT NOT NULL REFERENCES books (id),
    member_id     BIGINT NOT NULL REFERENCES members (id),
    borrowed_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    due_at        TIMESTAMPTZ NOT NULL,
    returned_at   TIMESTAMPTZ
);

CREATE INDEX loans_member_id_idx ON loans (member_id);
CREATE INDEX loans_open_idx ON loans (book_id) WHERE returned_at IS NULL;

CREATE TABLE fines (
    id            BIGSERIAL PRIMARY KEY,
    loan_id       BIGINT NOT NULL REFERENCES loans (id),
    amount_cents  INTEGER NOT NULL CHECK (amount_cents > 0),
    paid_at       TIMESTAMPTZ
);

COMMIT;

CREATE INDEX books_author_id_idx ON books (author_id);

CREATE TABLE reservations (
    id            BIGSERIAL PRIMARY KEY,
    book_id       BIGINT NOT NULL REFERENCES books (id),
    member_id     BIGINT NOT NULL REFERENCES members (id),
    reserved_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at    TIMESTAMPTZ NOT NULL,
    UNIQUE (book_id, member_id)
);

CREATE TABLE loans (

-- Lending library schema (PostgreSQL)

CREATE EXTENSION IF NOT EXISTS citext;

CREATE TABLE members (
    id          bigserial   PRIMARY KEY,
    email       citext      NOT NULL UNIQUE,
    full_name   text        NOT NULL,
    card_number text        NOT NULL UNIQUE,
    status      text        NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'closed')),
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE books (
    id          bigserial   PRIMARY KEY,
    isbn        varchar(13) NOT NULL UNIQUE,
    title       text        NOT NULL,
    author      text        NOT NULL,
    published   smallint,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE copies (
    id          bigserial   PRIMARY KEY,
    book_id     bigint      NOT NULL REFERENCES books (id) ON DELETE CASCADE,
    barcode     text        NOT NULL UNIQUE,
    status      text        NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'on_loan', 'lost', 'withdrawn')),
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE loans (
    id          bigserial   PRIMARY KEY,
    copy_id     bigint      NOT NULL REFERENCES copies (id),
    member_id   bigint      NOT NULL REFERENCES members (id),
    loaned_at   timestamptz NOT NULL DEFAULT now(),
    due_at      timestamptz NOT NULL,
    returned_at timestamptz,
    status      text        NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'returned', 'overdue')),
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE holds (
    id          bigserial   PRIMARY KEY,
    book_id     bigint      NOT NULL REFERENCES books (id),
    member_id   bigint      NOT NULL REFERENCES members (id),
    placed_at   timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz,
    status      text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'fulfilled', 'expired', 'cancelled')),
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX loans_member_id_idx ON loans (member_id);
CREATE INDEX loans_due_at_idx ON loans (due_at) WHERE returned_at IS NULL;
CREATE INDEX holds_book_id_status_idx ON holds (book_id, status);

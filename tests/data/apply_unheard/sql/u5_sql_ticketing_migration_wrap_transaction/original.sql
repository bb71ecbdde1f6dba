-- Migration 0042: ticketing schema
-- Creates the core tables for the support ticket system.

CREATE SCHEMA IF NOT EXISTS support;

CREATE TABLE support.agents (
    id          bigserial PRIMARY KEY,
    email       text NOT NULL UNIQUE,
    display_name text NOT NULL,
    active      boolean NOT NULL DEFAULT true,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE support.tickets (
    id          bigserial PRIMARY KEY,
    subject     text NOT NULL,
    body        text NOT NULL,
    status      text NOT NULL DEFAULT 'open'
                CHECK (status IN ('open', 'pending', 'solved', 'closed')),
    priority    smallint NOT NULL DEFAULT 3,
    requester_email text NOT NULL,
    assignee_id bigint REFERENCES support.agents (id),
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE support.ticket_comments (
    id          bigserial PRIMARY KEY,
    ticket_id   bigint NOT NULL REFERENCES support.tickets (id) ON DELETE CASCADE,
    author_id   bigint REFERENCES support.agents (id),
    body        text NOT NULL,
    internal    boolean NOT NULL DEFAULT false,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE support.ticket_tags (
    ticket_id   bigint NOT NULL REFERENCES support.tickets (id) ON DELETE CASCADE,
    tag         text NOT NULL,
    PRIMARY KEY (ticket_id, tag)
);

CREATE INDEX tickets_status_idx ON support.tickets (status);
CREATE INDEX tickets_assignee_idx ON support.tickets (assignee_id);
CREATE INDEX ticket_comments_ticket_idx ON support.ticket_comments (ticket_id);

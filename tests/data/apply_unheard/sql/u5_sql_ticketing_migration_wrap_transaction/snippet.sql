-- Migration 0042: ticketing schema
-- Creates the core tables for the support ticket system.
-- Runs in a single transaction so a failure leaves nothing half-created.

BEGIN;

CREATE SCHEMA IF NOT EXISTS support;

-- ... rest of the migration ...

CREATE INDEX ticket_comments_ticket_idx ON support.ticket_comments (ticket_id);

COMMIT;

-- migrations/0007_auth_tables.sql
BEGIN;

CREATE EXTENSION IF NOT EXISTS pgcrypto;
CREATE EXTENSION IF NOT EXISTS citext;

-- ... rest of migration unchanged ...

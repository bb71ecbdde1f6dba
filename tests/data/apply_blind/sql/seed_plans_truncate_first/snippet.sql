-- Seed data for local development and CI.
-- Safe to re-run: clears the seeded tables first.
BEGIN;

TRUNCATE organizations, plan_features, features, plans RESTART IDENTITY CASCADE;

INSERT INTO plans (id, code, name, monthly_price_cents, seats) VALUES
-- ... rest of the seed data unchanged ...

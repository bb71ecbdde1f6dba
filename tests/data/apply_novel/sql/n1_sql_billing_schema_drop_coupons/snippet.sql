-- ... existing code ...

CREATE TABLE subscriptions (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT NOT NULL REFERENCES customers (id),
    plan_id       INTEGER NOT NULL REFERENCES plans (id),
    started_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    cancelled_at  TIMESTAMPTZ
);

CREATE TABLE invoices (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT NOT NULL REFERENCES customers (id),
    -- ... existing code ...

-- ... existing code ...

CREATE INDEX holds_patron_idx ON holds (patron_id) WHERE status IN ('PENDING', 'READY');
CREATE INDEX holds_title_idx ON holds (title_id, created_at) WHERE status = 'PENDING';

-- One row per "your hold is ready" message, so the nightly job never re-sends.
CREATE TABLE hold_notifications (
    id            bigserial PRIMARY KEY,
    hold_id       bigint NOT NULL REFERENCES holds (id) ON DELETE CASCADE,
    channel       varchar(8) NOT NULL CHECK (channel IN ('EMAIL', 'SMS', 'PHONE')),
    sent_at       timestamptz NOT NULL DEFAULT now(),
    UNIQUE (hold_id, channel)
);

CREATE TABLE fines (
-- ... existing code ...

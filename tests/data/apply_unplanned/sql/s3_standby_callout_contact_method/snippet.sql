-- ... standby_windows table unchanged ...

CREATE TABLE crew.standby_callouts (
    id              BIGSERIAL PRIMARY KEY,
    window_id       BIGINT       NOT NULL REFERENCES crew.standby_windows (id),
    pairing_id      VARCHAR(8)   NOT NULL,
    rank            VARCHAR(4)   NOT NULL,
    called_at       TIMESTAMPTZ  NOT NULL DEFAULT now(),
    report_at       TIMESTAMPTZ  NOT NULL,
    status          VARCHAR(16)  NOT NULL DEFAULT 'pending',
    contact_method  VARCHAR(8)   NOT NULL DEFAULT 'app',
    answered_at     TIMESTAMPTZ,
    created_by      INTEGER      NOT NULL REFERENCES crew.employees (id),
    CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled')),
    CHECK (contact_method IN ('app', 'sms', 'phone'))
);

-- ... declines and audit tables as before ...

-- ... other indexes unchanged ...
CREATE INDEX standby_callouts_status_idx
    ON crew.standby_callouts (status)
    WHERE status = 'pending';
CREATE INDEX standby_callouts_report_at_idx
    ON crew.standby_callouts (report_at);
CREATE INDEX standby_declines_callout_idx
    ON crew.standby_declines (callout_id);
-- ... remaining indexes unchanged ...

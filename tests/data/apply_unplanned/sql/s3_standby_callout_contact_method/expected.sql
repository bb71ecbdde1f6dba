-- V12__standby_schema.sql
-- Tables for standby windows and call-outs.

CREATE TABLE crew.standby_windows (
    id              BIGSERIAL PRIMARY KEY,
    employee_id     INTEGER      NOT NULL REFERENCES crew.employees (id),
    base            CHAR(3)      NOT NULL,
    kind            VARCHAR(16)  NOT NULL CHECK (kind IN ('home', 'airport')),
    starts_at       TIMESTAMPTZ  NOT NULL,
    ends_at         TIMESTAMPTZ  NOT NULL,
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now(),
    CHECK (ends_at > starts_at)
);

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

CREATE TABLE crew.standby_declines (
    id              BIGSERIAL PRIMARY KEY,
    callout_id      BIGINT       NOT NULL REFERENCES crew.standby_callouts (id),
    reason          VARCHAR(200) NOT NULL,
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE TABLE crew.standby_audit (
    id              BIGSERIAL PRIMARY KEY,
    callout_id      BIGINT       NOT NULL REFERENCES crew.standby_callouts (id),
    action          VARCHAR(32)  NOT NULL,
    actor_id        INTEGER      NOT NULL REFERENCES crew.employees (id),
    created_at      TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE INDEX standby_windows_base_starts_idx
    ON crew.standby_windows (base, starts_at);
CREATE INDEX standby_windows_employee_idx
    ON crew.standby_windows (employee_id);
CREATE INDEX standby_callouts_window_idx
    ON crew.standby_callouts (window_id);
CREATE INDEX standby_callouts_status_idx
    ON crew.standby_callouts (status)
    WHERE status = 'pending';
CREATE INDEX standby_callouts_report_at_idx
    ON crew.standby_callouts (report_at);
CREATE INDEX standby_declines_callout_idx
    ON crew.standby_declines (callout_id);
CREATE INDEX standby_audit_callout_idx
    ON crew.standby_audit (callout_id);

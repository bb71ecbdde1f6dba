-- ... existing tables ...

CREATE TABLE tickets (
    -- ... existing columns ...
    priority         SMALLINT NOT NULL DEFAULT 2,
    created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    solved_at        TIMESTAMPTZ,
    first_reply_at   TIMESTAMPTZ
);

CREATE INDEX tickets_org_status_idx ON tickets (organization_id, status);
CREATE INDEX tickets_assignee_idx ON tickets (assignee_id) WHERE assignee_id IS NOT NULL;
CREATE INDEX tickets_org_solved_idx ON tickets (organization_id, solved_at) WHERE solved_at IS NOT NULL;

-- ... ticket_comments unchanged ...

-- ... existing code ...

CREATE INDEX idx_payout_status_events_request ON payout_status_events (request_id, created_at);

-- Admin review queue: only the small set of still-pending requests.
CREATE INDEX idx_payout_requests_pending
    ON payout_requests (tournament_id, requested_at)
    WHERE status = 'pending';

COMMIT;

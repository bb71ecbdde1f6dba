-- ... existing code ...

CREATE INDEX idx_tickets_unit_id ON maintenance.tickets (unit_id);
CREATE INDEX idx_tickets_status_priority ON maintenance.tickets (status, priority);
CREATE INDEX idx_tickets_vendor_id ON maintenance.tickets (vendor_id);

-- ... existing code ...

-- ... tables and earlier indexes unchanged ...
CREATE INDEX idx_recall_contacts_recall ON recall_contacts (recall_id);
CREATE INDEX idx_recall_contacts_sent_at ON recall_contacts (sent_at);

GRANT SELECT, INSERT, UPDATE ON recall_rules, recalls, recall_contacts TO clinic_app;
GRANT USAGE ON SEQUENCE recall_rules_id_seq, recalls_id_seq, recall_contacts_id_seq TO clinic_app;
GRANT SELECT ON recall_rules, recalls, recall_contacts TO reporting_ro;

-- ... existing migration ...

GRANT SELECT ON events, event_types, sessions TO analytics_ro;
GRANT SELECT, INSERT ON events, sessions TO ingest_writer;
GRANT USAGE ON SEQUENCE events_id_seq, sessions_id_seq TO ingest_writer;

COMMIT;

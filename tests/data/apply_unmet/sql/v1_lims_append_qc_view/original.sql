-- LIMS sample tracking schema, migration 0042
-- Adds library prep and sequencing run tracking for the NovaSeq X.

CREATE TABLE IF NOT EXISTS sample (
    sample_id      VARCHAR(32) PRIMARY KEY,
    project_code   VARCHAR(16) NOT NULL,
    organism       VARCHAR(64) NOT NULL DEFAULT 'Homo sapiens',
    tissue         VARCHAR(64),
    received_at    TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    freezer_slot   VARCHAR(24),
    status         VARCHAR(16) NOT NULL DEFAULT 'received'
        CHECK (status IN ('received', 'extracted', 'prepped', 'sequenced', 'failed'))
);

CREATE TABLE IF NOT EXISTS library_prep (
    library_id     SERIAL PRIMARY KEY,
    sample_id      VARCHAR(32) NOT NULL REFERENCES sample (sample_id),
    kit            VARCHAR(48) NOT NULL,
    i7_index       VARCHAR(12) NOT NULL,
    i5_index       VARCHAR(12),
    insert_size_bp INTEGER,
    concentration_nm NUMERIC(6, 2),
    prepped_by     VARCHAR(32) NOT NULL,
    prepped_at     TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE INDEX IF NOT EXISTS library_prep_sample_idx ON library_prep (sample_id);

CREATE TABLE IF NOT EXISTS sequencing_run (
    run_id         VARCHAR(40) PRIMARY KEY,
    instrument     VARCHAR(24) NOT NULL,
    flowcell       VARCHAR(16) NOT NULL,
    started_at     TIMESTAMP NOT NULL,
    finished_at    TIMESTAMP,
    q30_pct        NUMERIC(5, 2)
);

CREATE TABLE IF NOT EXISTS run_library (
    run_id         VARCHAR(40) NOT NULL REFERENCES sequencing_run (run_id),
    library_id     INTEGER NOT NULL REFERENCES library_prep (library_id),
    lane           SMALLINT NOT NULL CHECK (lane BETWEEN 1 AND 8),
    reads_pf       BIGINT,
    PRIMARY KEY (run_id, library_id, lane)
);

GRANT SELECT ON sample, library_prep TO lims_readonly;
GRANT SELECT, INSERT, UPDATE ON sample, library_prep TO lims_app;

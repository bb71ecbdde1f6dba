-- Sky survey catalog schema (PostgreSQL 15 + q3c)
-- Owned by the survey-pipeline team; apply with sqitch, never by hand.

CREATE SCHEMA IF NOT EXISTS catalog;
SET search_path TO catalog, public;

CREATE TABLE survey_field (
    field_id        SERIAL PRIMARY KEY,
    survey_code     VARCHAR(16)  NOT NULL,
    ra_center_deg   DOUBLE PRECISION NOT NULL,
    dec_center_deg  DOUBLE PRECISION NOT NULL,
    radius_deg      REAL         NOT NULL DEFAULT 1.0,
    first_epoch_mjd DOUBLE PRECISION,
    UNIQUE (survey_code, ra_center_deg, dec_center_deg)
);

CREATE TABLE source (
    source_id       BIGSERIAL PRIMARY KEY,
    field_id        INTEGER NOT NULL REFERENCES survey_field (field_id),
    ra_deg          DOUBLE PRECISION NOT NULL,
    dec_deg         DOUBLE PRECISION NOT NULL,
    ra_err_mas      REAL,
    dec_err_mas     REAL,
    pm_ra_mas_yr    REAL,
    pm_dec_mas_yr   REAL,
    parallax_mas    REAL,
    parallax_err_mas REAL,
    -- mean photometry, AB magnitudes
    mag_g           REAL,
    mag_g_err       REAL,
    mag_r           REAL,
    mag_r_err       REAL,
    mag_i           REAL,
    mag_i_err       REAL,
    n_detections    INTEGER NOT NULL DEFAULT 0,
    flags           INTEGER NOT NULL DEFAULT 0,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX source_field_idx ON source (field_id);
CREATE INDEX source_q3c_idx ON source (q3c_ang2ipix(ra_deg, dec_deg));

CREATE TABLE detection (
    detection_id    BIGSERIAL PRIMARY KEY,
    source_id       BIGINT REFERENCES source (source_id) ON DELETE SET NULL,
    exposure_id     BIGINT NOT NULL,
    ra_deg          DOUBLE PRECISION NOT NULL,
    dec_deg         DOUBLE PRECISION NOT NULL,
    filter          CHAR(1) NOT NULL,
    mag             REAL,
    mag_err         REAL,
    mjd             DOUBLE PRECISION NOT NULL,
    flags           INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX detection_source_idx ON detection (source_id);
CREATE INDEX detection_exposure_idx ON detection (exposure_id);
CREATE INDEX detection_q3c_idx ON detection (q3c_ang2ipix(ra_deg, dec_deg));

CREATE VIEW bright_source AS
SELECT source_id, ra_deg, dec_deg, parallax_mas, mag_g, mag_r, mag_i
FROM source
WHERE mag_r < 18.0
  AND flags = 0;

-- ... schema header and survey_field table unchanged ...

CREATE TABLE source (
    -- ... id, field and astrometry columns as before ...
    pm_ra_mas_yr    REAL,
    pm_dec_mas_yr   REAL,
    parallax_mas    REAL,
    parallax_err_mas REAL,
    -- mean photometry, AB magnitudes
    -- ... g/r/i magnitude columns and bookkeeping columns unchanged ...
);

-- ... source indexes and the detection table unchanged ...

CREATE VIEW bright_source AS
SELECT source_id, ra_deg, dec_deg, parallax_mas, mag_g, mag_r, mag_i
FROM source
WHERE mag_r < 18.0
  AND flags = 0;

-- ... existing code ...

GRANT SELECT ON sample, library_prep, sequencing_run, run_library TO lims_readonly;
GRANT SELECT, INSERT, UPDATE ON sample, library_prep TO lims_app;
GRANT SELECT, INSERT, UPDATE ON sequencing_run, run_library TO lims_app;

-- Per-sample yield across all runs, used by the QC dashboard.
CREATE OR REPLACE VIEW sample_yield AS
SELECT s.sample_id,
       s.project_code,
       COUNT(DISTINCT rl.run_id) AS n_runs,
       COALESCE(SUM(rl.reads_pf), 0) AS total_reads_pf,
       MIN(r.q30_pct) AS worst_q30_pct
FROM sample s
LEFT JOIN library_prep lp ON lp.sample_id = s.sample_id
LEFT JOIN run_library rl ON rl.library_id = lp.library_id
LEFT JOIN sequencing_run r ON r.run_id = rl.run_id
GROUP BY s.sample_id, s.project_code;

GRANT SELECT ON sample_yield TO lims_readonly;

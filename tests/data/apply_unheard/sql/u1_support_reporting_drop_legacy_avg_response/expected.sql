-- Reporting functions for the support dashboard.

CREATE OR REPLACE FUNCTION reporting.open_tickets_by_team()
RETURNS TABLE (team TEXT, open_count BIGINT)
LANGUAGE sql STABLE AS $$
    SELECT t.team, count(*)
    FROM tickets t
    WHERE t.status IN ('open', 'pending')
    GROUP BY t.team
    ORDER BY 2 DESC;
$$;

CREATE OR REPLACE FUNCTION reporting.median_first_response(since TIMESTAMPTZ)
RETURNS INTERVAL
LANGUAGE sql STABLE AS $$
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY t.first_response_at - t.created_at)
    FROM tickets t
    WHERE t.created_at >= since
      AND t.first_response_at IS NOT NULL;
$$;

CREATE OR REPLACE FUNCTION reporting.csat_by_agent(since TIMESTAMPTZ)
RETURNS TABLE (agent_id BIGINT, responses BIGINT, csat NUMERIC)
LANGUAGE sql STABLE AS $$
    SELECT r.agent_id,
           count(*),
           round(100.0 * count(*) FILTER (WHERE r.score >= 4) / count(*), 1)
    FROM survey_responses r
    WHERE r.submitted_at >= since
    GROUP BY r.agent_id;
$$;

CREATE OR REPLACE FUNCTION reporting.backlog_age_buckets()
RETURNS TABLE (bucket TEXT, tickets BIGINT)
LANGUAGE sql STABLE AS $$
    SELECT CASE
               WHEN now() - t.created_at < INTERVAL '1 day' THEN '< 1 day'
               WHEN now() - t.created_at < INTERVAL '7 days' THEN '1-7 days'
               ELSE '> 7 days'
           END,
           count(*)
    FROM tickets t
    WHERE t.status IN ('open', 'pending')
    GROUP BY 1;
$$;

GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA reporting TO dashboard_reader;

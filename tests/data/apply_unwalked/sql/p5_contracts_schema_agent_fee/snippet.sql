-- ... clubs and players tables unchanged ...

CREATE TABLE player_contracts (
    -- ... id, player/club references and dates as before ...
    annual_wage_pence  BIGINT NOT NULL,
    release_clause_pence BIGINT,
    agent_id           INTEGER REFERENCES registered_agents (agent_id),
    agent_fee_pence    BIGINT NOT NULL DEFAULT 0,
    status             TEXT NOT NULL DEFAULT 'ACTIVE',
    created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT contract_dates_ck CHECK (ends_on > starts_on),
    CONSTRAINT contract_agent_fee_ck CHECK (agent_fee_pence >= 0),
    CONSTRAINT contract_status_ck CHECK (status IN ('ACTIVE', 'LOANED', 'SUSPENDED', 'TERMINATED'))
);

-- ... loan_agreements table unchanged ...

CREATE INDEX player_contracts_player_idx ON player_contracts (player_id);
CREATE INDEX player_contracts_club_idx ON player_contracts (club_id, status);
CREATE INDEX player_contracts_agent_idx ON player_contracts (agent_id) WHERE agent_id IS NOT NULL;
CREATE INDEX loan_agreements_contract_idx ON loan_agreements (contract_id);

-- ... COMMIT as before ...

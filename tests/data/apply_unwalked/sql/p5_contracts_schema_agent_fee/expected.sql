-- Migration 0042: player registration and contracts
-- Applies to: league_core (PostgreSQL 15)

BEGIN;

CREATE TABLE clubs (
    club_id        SERIAL PRIMARY KEY,
    code           CHAR(3) NOT NULL UNIQUE,
    name           TEXT NOT NULL,
    founded_year   SMALLINT,
    wage_cap_pence BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE players (
    player_id      SERIAL PRIMARY KEY,
    registration_no TEXT NOT NULL UNIQUE,
    full_name      TEXT NOT NULL,
    date_of_birth  DATE NOT NULL,
    nationality    CHAR(2) NOT NULL,
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE player_contracts (
    contract_id        SERIAL PRIMARY KEY,
    player_id          INTEGER NOT NULL REFERENCES players (player_id),
    club_id            INTEGER NOT NULL REFERENCES clubs (club_id),
    starts_on          DATE NOT NULL,
    ends_on            DATE NOT NULL,
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

CREATE TABLE loan_agreements (
    loan_id            SERIAL PRIMARY KEY,
    contract_id        INTEGER NOT NULL REFERENCES player_contracts (contract_id),
    borrowing_club_id  INTEGER NOT NULL REFERENCES clubs (club_id),
    starts_on          DATE NOT NULL,
    ends_on            DATE NOT NULL,
    wage_share_pct     NUMERIC(5, 2) NOT NULL DEFAULT 100.00,
    CONSTRAINT loan_dates_ck CHECK (ends_on > starts_on)
);

CREATE INDEX player_contracts_player_idx ON player_contracts (player_id);
CREATE INDEX player_contracts_club_idx ON player_contracts (club_id, status);
CREATE INDEX player_contracts_agent_idx ON player_contracts (agent_id) WHERE agent_id IS NOT NULL;
CREATE INDEX loan_agreements_contract_idx ON loan_agreements (contract_id);

COMMIT;

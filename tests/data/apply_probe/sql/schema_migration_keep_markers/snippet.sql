-- ... keep existing code

CREATE TABLE suppliers (
    id            bigserial PRIMARY KEY,
    email         citext NOT NULL UNIQUE,
    company_name  text NOT NULL,
    phone         text,
    country_code  char(2) NOT NULL DEFAULT 'US',
    preferred     boolean NOT NULL DEFAULT false,
    -- ... keep existing code
);

-- ... keep existing code
CREATE INDEX suppliers_country_idx ON suppliers (country_code);
CREATE INDEX suppliers_preferred_idx ON suppliers (preferred) WHERE preferred;
-- ... keep existing code

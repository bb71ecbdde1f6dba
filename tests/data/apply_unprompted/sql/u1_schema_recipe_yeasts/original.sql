-- Brewery production schema: recipes, fermentation tanks, batches and kegs.
-- PostgreSQL 15.

CREATE TABLE recipes (
    id              serial PRIMARY KEY,
    name            text NOT NULL UNIQUE,
    style           text NOT NULL,
    batch_litres    numeric(7, 1) NOT NULL CHECK (batch_litres > 0),
    target_og       numeric(5, 3) NOT NULL,
    target_fg       numeric(5, 3) NOT NULL,
    target_ibu      integer,
    retired         boolean NOT NULL DEFAULT false,
    created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE recipe_fermentables (
    recipe_id       integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
    ingredient      text NOT NULL,
    kg              numeric(7, 2) NOT NULL CHECK (kg > 0),
    ppg             numeric(4, 1) NOT NULL,
    lovibond        numeric(5, 1) NOT NULL,
    PRIMARY KEY (recipe_id, ingredient)
);

CREATE TABLE recipe_hops (
    recipe_id       integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
    hop             text NOT NULL,
    grams           numeric(7, 1) NOT NULL CHECK (grams > 0),
    alpha_acid      numeric(4, 2) NOT NULL,
    stage           text NOT NULL CHECK (stage IN ('boil', 'whirlpool', 'dry_hop')),
    minutes         integer NOT NULL DEFAULT 0,
    PRIMARY KEY (recipe_id, hop, stage, minutes)
);

CREATE TABLE tanks (
    name            text PRIMARY KEY,
    kind            text NOT NULL CHECK (kind IN ('fermenter', 'brite')),
    capacity_litres numeric(7, 1) NOT NULL,
    glycol_zone     integer NOT NULL
);

CREATE TABLE batches (
    id              serial PRIMARY KEY,
    code            text NOT NULL UNIQUE,
    recipe_id       integer NOT NULL REFERENCES recipes (id),
    tank            text REFERENCES tanks (name),
    brewed_on       date NOT NULL,
    measured_og     numeric(5, 3),
    measured_fg     numeric(5, 3),
    status          text NOT NULL DEFAULT 'fermenting'
                    CHECK (status IN ('fermenting', 'conditioning', 'packaged', 'dumped'))
);

CREATE TABLE gravity_readings (
    batch_id        integer NOT NULL REFERENCES batches (id) ON DELETE CASCADE,
    taken_at        timestamptz NOT NULL DEFAULT now(),
    gravity         numeric(5, 3) NOT NULL,
    temp_c          numeric(4, 1) NOT NULL,
    PRIMARY KEY (batch_id, taken_at)
);

CREATE TABLE kegs (
    serial          text PRIMARY KEY,
    size            text NOT NULL CHECK (size IN ('half', 'quarter', 'sixtel')),
    batch_id        integer REFERENCES batches (id),
    location        text NOT NULL DEFAULT 'brewery'
);

CREATE INDEX batches_recipe_idx ON batches (recipe_id);
CREATE INDEX kegs_batch_idx ON kegs (batch_id);

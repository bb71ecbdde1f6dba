-- ... existing code ...
    minutes         integer NOT NULL DEFAULT 0,
    PRIMARY KEY (recipe_id, hop, stage, minutes)
);

CREATE TABLE recipe_yeasts (
    recipe_id       integer NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
    strain          text NOT NULL,
    lab             text NOT NULL,
    attenuation     numeric(3, 2) NOT NULL CHECK (attenuation BETWEEN 0.50 AND 0.95),
    pitch_temp_c    numeric(4, 1) NOT NULL,
    PRIMARY KEY (recipe_id, strain)
);

CREATE TABLE tanks (
-- ... existing code ...

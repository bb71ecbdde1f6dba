-- Fare calculation functions for the fares schema.
-- Applied by migration 0042_fare_functions.

CREATE SCHEMA IF NOT EXISTS fares;

CREATE TABLE IF NOT EXISTS fares.zone_price (
    zones        integer      PRIMARY KEY,
    adult_cents  integer      NOT NULL,
    CHECK (zones BETWEEN 1 AND 6)
);

CREATE TABLE IF NOT EXISTS fares.card_type_discount (
    card_type    text         PRIMARY KEY,
    discount_pct numeric(5,2) NOT NULL DEFAULT 0
);

CREATE OR REPLACE FUNCTION fares.fare_for_trip(
    p_card_type text,
    p_zones     integer
) RETURNS integer
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_base     integer;
    v_discount numeric(5,2);
BEGIN
    SELECT adult_cents INTO v_base
      FROM fares.zone_price
     WHERE zones = p_zones;

    IF v_base IS NULL THEN
        RAISE EXCEPTION 'no price for % zones', p_zones;
    END IF;

    SELECT discount_pct INTO v_discount
      FROM fares.card_type_discount
     WHERE card_type = p_card_type;

    RETURN round(v_base * (1 - coalesce(v_discount, 0) / 100))::integer;
END;
$$;

CREATE OR REPLACE FUNCTION fares.is_peak(p_ts timestamptz)
RETURNS boolean
LANGUAGE sql
STABLE
AS $$
    SELECT extract(isodow FROM p_ts AT TIME ZONE 'America/Vancouver') < 6
       AND (p_ts AT TIME ZONE 'America/Vancouver')::time
           BETWEEN time '06:30' AND time '09:30';
$$;

CREATE OR REPLACE VIEW fares.trip_charges AS
SELECT t.trip_id,
       t.card_id,
       c.card_type,
       t.zones_travelled,
       fares.fare_for_trip(c.card_type, t.zones_travelled) AS fare_cents
  FROM fares.card_trip t
  JOIN fares.fare_card c ON c.card_id = t.card_id;

-- ... existing code ...

CREATE OR REPLACE FUNCTION fares.fare_for_trip(
    p_card_type text,
    p_zones     integer,
    p_tapped_at timestamptz
) RETURNS integer
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_base     integer;
    v_discount numeric(5,2);
BEGIN
    -- ... existing code ...

    SELECT discount_pct INTO v_discount
      FROM fares.card_type_discount
     WHERE card_type = p_card_type;

    IF fares.is_peak(p_tapped_at) THEN
        v_base := v_base + 50;  -- flat peak surcharge
    END IF;

    RETURN round(v_base * (1 - coalesce(v_discount, 0) / 100))::integer;
END;
$$;

-- ... existing code ...
       fares.fare_for_trip(c.card_type, t.zones_travelled, t.tapped_at) AS fare_cents
  FROM fares.card_trip t
  JOIN fares.fare_card c ON c.card_id = t.card_id;

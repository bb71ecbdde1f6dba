-- ... existing views ...
LEFT JOIN folios f   ON f.reservation_id = r.id AND f.is_master
WHERE r.status = 'in_house'
  AND r.check_out = (now() AT TIME ZONE r.property_tz)::date;

CREATE OR REPLACE VIEW front_desk.stayovers_today AS
SELECT
    r.id            AS reservation_id,
    r.property_id,
    r.confirmation_code,
    g.last_name,
    g.first_name,
    rt.code         AS room_type,
    rm.number       AS room_number,
    r.check_in,
    r.check_out,
    r.do_not_disturb
FROM reservations r
JOIN guests g        ON g.id = r.primary_guest_id
JOIN room_types rt   ON rt.id = r.room_type_id
JOIN rooms rm        ON rm.id = r.room_id
WHERE r.status = 'in_house'
  AND r.check_in < (now() AT TIME ZONE r.property_tz)::date
  AND r.check_out > (now() AT TIME ZONE r.property_tz)::date;

-- ... existing code ...

GRANT SELECT ON front_desk.arrivals_today, front_desk.departures_today, front_desk.stayovers_today TO front_desk_app;
-- ... existing code ...

-- 0042_front_desk_views.sql
-- Read-only views used by the front desk board and the housekeeping tablet app.

BEGIN;

CREATE OR REPLACE VIEW front_desk.arrivals_today AS
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
    r.adults + r.children AS party_size
FROM reservations r
JOIN guests g        ON g.id = r.primary_guest_id
JOIN room_types rt   ON rt.id = r.room_type_id
LEFT JOIN rooms rm   ON rm.id = r.room_id
WHERE r.status IN ('confirmed', 'guaranteed')
  AND r.check_in = (now() AT TIME ZONE r.property_tz)::date;

CREATE OR REPLACE VIEW front_desk.departures_today AS
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
    f.balance_due
FROM reservations r
JOIN guests g        ON g.id = r.primary_guest_id
JOIN room_types rt   ON rt.id = r.room_type_id
JOIN rooms rm        ON rm.id = r.room_id
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

CREATE OR REPLACE VIEW housekeeping.room_status_board AS
SELECT
    rm.property_id,
    rm.number       AS room_number,
    rm.floor,
    rm.hk_status,
    rm.out_of_order,
    hk.assigned_to,
    hk.updated_at
FROM rooms rm
LEFT JOIN housekeeping.current_assignments hk ON hk.room_id = rm.id
ORDER BY rm.property_id, rm.floor, rm.number;

GRANT SELECT ON front_desk.arrivals_today, front_desk.departures_today, front_desk.stayovers_today TO front_desk_app;
GRANT SELECT ON housekeeping.room_status_board TO housekeeping_app;

COMMIT;

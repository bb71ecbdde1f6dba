// ... existing code ...

static int check_interval(const struct vehicle *v, uint32_t odometer_km, time_t now,
                          enum alert_kind kind, uint32_t last_km, uint32_t interval_km,
                          struct alert *out)
{
    int remaining = km_until_due(odometer_km, last_km, interval_km);

    // ... existing code ...
    out->overdue = remaining < 0;
    out->raised_at = now;
    return 1;
}

int collect_maintenance_alerts(const struct vehicle *v, uint32_t odometer_km, time_t now,
                               struct alert *alerts, size_t max_alerts)
{
    size_t n = 0;

    if (n < max_alerts && check_interval(v, odometer_km, now, ALERT_OIL_SERVICE,
                                         v->last_oil_service_km, OIL_SERVICE_INTERVAL_KM, &alerts[n]))
        n++;
    if (n < max_alerts && check_interval(v, odometer_km, now, ALERT_BRAKE_INSPECTION,
                                         v->last_brake_inspection_km, BRAKE_INSPECTION_KM, &alerts[n]))
        n++;
    if (n < max_alerts && check_interval(v, odometer_km, now, ALERT_TYRE_ROTATION,
                                         v->last_tyre_rotation_km, TYRE_ROTATION_KM, &alerts[n]))
        n++;

    return (int)n;
}

// ... existing code ...

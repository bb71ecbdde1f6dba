#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <time.h>

#include "vehicle.h"
#include "alerts.h"

#define OIL_SERVICE_INTERVAL_KM     15000u
#define BRAKE_INSPECTION_KM         30000u
#define TYRE_ROTATION_KM            10000u
#define SERVICE_WARNING_MARGIN_KM    1000u

static const char *alert_kind_name(enum alert_kind kind)
{
    switch (kind) {
    case ALERT_OIL_SERVICE:      return "oil-service";
    case ALERT_BRAKE_INSPECTION: return "brake-inspection";
    case ALERT_TYRE_ROTATION:    return "tyre-rotation";
    default:                     return "unknown";
    }
}

static int km_until_due(uint32_t odometer_km, uint32_t last_service_km, uint32_t interval_km)
{
    uint32_t due_at = last_service_km + interval_km;
    return (int)due_at - (int)odometer_km;
}

static int check_interval(const struct vehicle *v, uint32_t odometer_km, time_t now,
                          enum alert_kind kind, uint32_t last_km, uint32_t interval_km,
                          struct alert *out)
{
    int remaining = km_until_due(odometer_km, last_km, interval_km);

    if (remaining > (int)SERVICE_WARNING_MARGIN_KM)
        return 0;

    memset(out, 0, sizeof(*out));
    strncpy(out->vehicle_id, v->id, sizeof(out->vehicle_id) - 1);
    out->kind = kind;
    out->km_remaining = remaining;
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

void print_alert(FILE *fp, const struct alert *a)
{
    fprintf(fp, "%-10s %-18s %6d km%s\n",
            a->vehicle_id, alert_kind_name(a->kind), a->km_remaining,
            a->overdue ? " OVERDUE" : "");
}

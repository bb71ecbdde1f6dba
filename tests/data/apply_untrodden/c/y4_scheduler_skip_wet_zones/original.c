/*
 * scheduler.c - per-zone drip irrigation scheduler for the pump-house controller
 */
#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include "log.h"
#include "schedule.h"
#include "valve.h"
#include "weather.h"

#define MAX_ZONES        16
#define RAIN_SKIP_MM     6.0f
#define MIN_RUN_SECONDS  60u

struct zone_state {
    uint8_t  valve_pin;
    bool     enabled;
    uint32_t run_seconds;
    time_t   last_start;
};

static struct zone_state zones[MAX_ZONES];
static uint8_t zone_count;

void scheduler_init(const struct schedule_config *cfg)
{
    uint8_t i;

    zone_count = cfg->zone_count > MAX_ZONES ? MAX_ZONES : cfg->zone_count;
    for (i = 0; i < zone_count; i++) {
        zones[i].valve_pin = cfg->zones[i].pin;
        zones[i].enabled = cfg->zones[i].enabled;
        zones[i].run_seconds = cfg->zones[i].run_seconds;
        zones[i].last_start = 0;
        valve_close(zones[i].valve_pin);
    }
}

static uint32_t adjusted_run_time(const struct zone_state *z, const struct weather_snapshot *wx)
{
    float factor = 1.0f;

    /* scale the base run time with reference evapotranspiration */
    if (wx->et0_mm > 6.0f) {
        factor = 1.25f;
    } else if (wx->et0_mm < 2.0f) {
        factor = 0.75f;
    }
    return (uint32_t)((float)z->run_seconds * factor);
}

int scheduler_tick(time_t now, const struct weather_snapshot *wx)
{
    uint8_t i;
    int started = 0;

    if (wx == NULL) {
        return -1;
    }
    if (wx->rain_24h_mm >= RAIN_SKIP_MM) {
        log_info("skipping irrigation: %.1f mm rain in last 24h", (double)wx->rain_24h_mm);
        return 0;
    }

    for (i = 0; i < zone_count; i++) {
        struct zone_state *z = &zones[i];
        uint32_t run;

        if (!z->enabled) {
            continue;
        }
        if (!schedule_is_due(i, now)) {
            continue;
        }

        run = adjusted_run_time(z, wx);
        if (run < MIN_RUN_SECONDS) {
            continue;
        }

        valve_open_for(z->valve_pin, run);
        z->last_start = now;
        started++;
    }

    return started;
}

void scheduler_stop_all(void)
{
    uint8_t i;

    for (i = 0; i < zone_count; i++) {
        valve_close(zones[i].valve_pin);
    }
}

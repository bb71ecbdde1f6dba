/* ... existing code ... */

int scheduler_tick(time_t now, const struct weather_snapshot *wx)
{
    /* ... existing code ... */

    for (i = 0; i < zone_count; i++) {
        struct zone_state *z = &zones[i];
        uint32_t run;

        /* ... enabled / due checks unchanged ... */

        run = adjusted_run_time(z, wx);
        if (run < MIN_RUN_SECONDS) {
            log_debug("zone %u: run time %us below minimum, skipped", (unsigned)i, (unsigned)run);
            continue;
        }
        if (wx->soil_vwc_pct[i] >= wx->refill_point_pct[i] + 8.0f) {
            log_info("zone %u: soil still wet (%.1f %%), skipped", (unsigned)i, (double)wx->soil_vwc_pct[i]);
            continue;
        }

        /* ... existing code ... */
    }

    return started;
}

/* ... existing code ... */

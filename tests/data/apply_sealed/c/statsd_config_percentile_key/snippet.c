// ... keep existing code
void config_defaults(struct config *cfg)
{
    memset(cfg, 0, sizeof(*cfg));
    cfg->port = 8125;
    cfg->flush_interval_ms = 10000;
    cfg->max_packet_size = 1432;
    cfg->percentile_count = 1;
    cfg->percentiles[0] = 90;
    snprintf(cfg->bind_addr, sizeof(cfg->bind_addr), "0.0.0.0");
    snprintf(cfg->backend, sizeof(cfg->backend), "graphite");
}
// ... keep existing code
    } else if (strcmp(key, "backend") == 0) {
        snprintf(cfg->backend, sizeof(cfg->backend), "%s", value);
    } else if (strcmp(key, "percentile") == 0) {
        if (cfg->percentile_count >= MAX_PERCENTILES) {
            log_error("config line %d: at most %d percentiles", lineno, MAX_PERCENTILES);
            return -1;
        }
        if (parse_long(value, 1, 99, &n) != 0)
            goto bad_value;
        cfg->percentiles[cfg->percentile_count++] = (int)n;
    } else {
        log_warn("config line %d: unknown key '%s' ignored", lineno, key);
    }
// ... keep existing code

/*
 * config.c - load the daemon's key=value configuration file.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "log.h"

#define LINE_MAX_LEN 512

void config_defaults(struct config *cfg)
{
    memset(cfg, 0, sizeof(*cfg));
    cfg->port = 8125;
    cfg->flush_interval_ms = 10000;
    cfg->max_packet_size = 1432;
    snprintf(cfg->bind_addr, sizeof(cfg->bind_addr), "0.0.0.0");
    snprintf(cfg->backend, sizeof(cfg->backend), "graphite");
}

static char *trim(char *s)
{
    char *end;
    while (*s == ' ' || *s == '\t')
        s++;
    end = s + strlen(s);
    while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\n' || end[-1] == '\r'))
        *--end = '\0';
    return s;
}

static int parse_long(const char *value, long min, long max, long *out)
{
    char *endp;
    errno = 0;
    long v = strtol(value, &endp, 10);
    if (errno != 0 || *endp != '\0' || v < min || v > max)
        return -1;
    *out = v;
    return 0;
}

static int apply_option(struct config *cfg, const char *key, const char *value, int lineno)
{
    long n;

    if (strcmp(key, "port") == 0) {
        if (parse_long(value, 1, 65535, &n) != 0)
            goto bad_value;
        cfg->port = (int)n;
    } else if (strcmp(key, "bind_addr") == 0) {
        snprintf(cfg->bind_addr, sizeof(cfg->bind_addr), "%s", value);
    } else if (strcmp(key, "flush_interval_ms") == 0) {
        if (parse_long(value, 100, 3600000, &n) != 0)
            goto bad_value;
        cfg->flush_interval_ms = n;
    } else if (strcmp(key, "max_packet_size") == 0) {
        if (parse_long(value, 512, 65507, &n) != 0)
            goto bad_value;
        cfg->max_packet_size = (int)n;
    } else if (strcmp(key, "backend") == 0) {
        snprintf(cfg->backend, sizeof(cfg->backend), "%s", value);
    } else {
        log_warn("config line %d: unknown key '%s' ignored", lineno, key);
    }
    return 0;

bad_value:
    log_error("config line %d: bad value '%s' for %s", lineno, value, key);
    return -1;
}

int config_load(struct config *cfg, const char *path)
{
    char line[LINE_MAX_LEN];
    int lineno = 0;
    int errors = 0;
    FILE *fp = fopen(path, "r");

    if (fp == NULL) {
        log_error("cannot open %s: %s", path, strerror(errno));
        return -1;
    }
    while (fgets(line, sizeof(line), fp) != NULL) {
        char *s = trim(line);
        char *eq;

        lineno++;
        if (*s == '\0' || *s == '#')
            continue;
        eq = strchr(s, '=');
        if (eq == NULL) {
            log_error("config line %d: expected key = value", lineno);
            errors++;
            continue;
        }
        *eq = '\0';
        if (apply_option(cfg, trim(s), trim(eq + 1), lineno) != 0)
            errors++;
    }
    fclose(fp);
    return errors == 0 ? 0 : -1;
}

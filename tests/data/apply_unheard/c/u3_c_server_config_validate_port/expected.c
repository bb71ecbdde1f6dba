#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINE 512

static char *trim(char *s)
{
    char *end;

    while (isspace((unsigned char)*s)) {
        s++;
    }
    if (*s == '\0') {
        return s;
    }
    end = s + strlen(s) - 1;
    while (end > s && isspace((unsigned char)*end)) {
        *end-- = '\0';
    }
    return s;
}

void config_set_defaults(struct config *cfg)
{
    cfg->port = 8080;
    cfg->workers = 4;
    cfg->verbose = 0;
    strncpy(cfg->log_file, "/var/log/tinyd.log", sizeof(cfg->log_file) - 1);
    cfg->log_file[sizeof(cfg->log_file) - 1] = '\0';
}

static int apply_setting(struct config *cfg, const char *key, const char *value)
{
    if (strcmp(key, "port") == 0) {
        cfg->port = atoi(value);
    } else if (strcmp(key, "workers") == 0) {
        cfg->workers = atoi(value);
    } else if (strcmp(key, "verbose") == 0) {
        cfg->verbose = strcmp(value, "true") == 0 || strcmp(value, "1") == 0;
    } else if (strcmp(key, "log_file") == 0) {
        strncpy(cfg->log_file, value, sizeof(cfg->log_file) - 1);
        cfg->log_file[sizeof(cfg->log_file) - 1] = '\0';
    } else {
        return -1;
    }
    return 0;
}

int config_load(struct config *cfg, const char *path)
{
    FILE *fp;
    char line[MAX_LINE];
    int lineno = 0;

    config_set_defaults(cfg);
    fp = fopen(path, "r");
    if (fp == NULL) {
        perror(path);
        return -1;
    }

    while (fgets(line, sizeof(line), fp) != NULL) {
        char *key, *value, *eq;

        lineno++;
        key = trim(line);
        if (*key == '\0' || *key == '#') {
            continue;
        }
        eq = strchr(key, '=');
        if (eq == NULL) {
            fprintf(stderr, "%s:%d: expected key = value\n", path, lineno);
            fclose(fp);
            return -1;
        }
        *eq = '\0';
        value = trim(eq + 1);
        key = trim(key);
        if (apply_setting(cfg, key, value) != 0) {
            fprintf(stderr, "%s:%d: unknown key '%s'\n", path, lineno, key);
            fclose(fp);
            return -1;
        }
    }

    fclose(fp);

    if (cfg->port <= 0 || cfg->port > 65535) {
        fprintf(stderr, "%s: port must be between 1 and 65535, got %d\n", path, cfg->port);
        return -1;
    }
    if (cfg->workers < 1) {
        fprintf(stderr, "%s: workers must be at least 1\n", path);
        return -1;
    }
    return 0;
}

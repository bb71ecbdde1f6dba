#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"

#define MAX_LINE 256

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
        end--;
    }
    end[1] = '\0';
    return s;
}

static int apply_setting(struct config *cfg, const char *key, const char *value)
{
    if (strcmp(key, "port") == 0) {
        cfg->port = atoi(value);
    } else if (strcmp(key, "workers") == 0) {
        cfg->workers = atoi(value);
    } else if (strcmp(key, "log_file") == 0) {
        strncpy(cfg->log_file, value, sizeof(cfg->log_file) - 1);
    } else if (strcmp(key, "verbose") == 0) {
        cfg->verbose = strcmp(value, "true") == 0;
    } else {
        return -1;
    }
    return 0;
}

void config_defaults(struct config *cfg)
{
    memset(cfg, 0, sizeof(*cfg));
    cfg->port = 8080;
    cfg->workers = 4;
    strcpy(cfg->log_file, "/var/log/app.log");
}

int config_load(struct config *cfg, const char *path, int strict)
{
    char line[MAX_LINE];
    int lineno = 0;
    FILE *fp = fopen(path, "r");

    if (fp == NULL) {
        perror(path);
        return -1;
    }

    while (fgets(line, sizeof(line), fp) != NULL) {
        char *key, *value, *eq;

        lineno++;
        key = trim(line);
        if (*key == '#' || *key == '\0') {
            continue;
        }
        eq = strchr(key, '=');
        if (eq == NULL) {
            fprintf(stderr, "%s:%d: missing '='\n", path, lineno);
            if (strict) {
                fclose(fp);
                return -1;
            }
            continue;
        }
        *eq = '\0';
        value = trim(eq + 1);
        key = trim(key);
        if (apply_setting(cfg, key, value) != 0) {
            fprintf(stderr, "%s:%d: unknown key '%s'\n", path, lineno, key);
            if (strict) {
                fclose(fp);
                return -1;
            }
        }
    }

    fclose(fp);
    return 0;
}

void config_dump(const struct config *cfg, FILE *out)
{
    fprintf(out, "port=%d\n", cfg->port);
    fprintf(out, "workers=%d\n", cfg->workers);
    fprintf(out, "log_file=%s\n", cfg->log_file);
    fprintf(out, "verbose=%s\n", cfg->verbose ? "true" : "false");
}

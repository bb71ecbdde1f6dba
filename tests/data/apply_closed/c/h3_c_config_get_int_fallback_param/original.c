#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"

#define MAX_ENTRIES 128
#define MAX_LINE 512

struct config_entry {
    char *key;
    char *value;
};

struct config {
    struct config_entry entries[MAX_ENTRIES];
    size_t count;
};

static char *trim(char *s)
{
    char *end;

    while (isspace((unsigned char)*s))
        s++;
    if (*s == '\0')
        return s;

    end = s + strlen(s) - 1;
    while (end > s && isspace((unsigned char)*end))
        end--;
    end[1] = '\0';
    return s;
}

static int config_add(struct config *cfg, const char *key, const char *value)
{
    if (cfg->count >= MAX_ENTRIES)
        return -1;

    cfg->entries[cfg->count].key = strdup(key);
    cfg->entries[cfg->count].value = strdup(value);
    cfg->count++;
    return 0;
}

struct config *config_load(const char *path)
{
    char line[MAX_LINE];
    struct config *cfg;
    FILE *fp = fopen(path, "r");

    if (!fp)
        return NULL;

    cfg = calloc(1, sizeof(*cfg));
    if (!cfg) {
        fclose(fp);
        return NULL;
    }

    while (fgets(line, sizeof(line), fp)) {
        char *text = trim(line);
        char *eq;

        if (*text == '\0' || *text == '#')
            continue;

        eq = strchr(text, '=');
        if (!eq)
            continue;

        *eq = '\0';
        if (config_add(cfg, trim(text), trim(eq + 1)) != 0)
            break;
    }

    fclose(fp);
    return cfg;
}

void config_free(struct config *cfg)
{
    size_t i;

    if (!cfg)
        return;
    for (i = 0; i < cfg->count; i++) {
        free(cfg->entries[i].key);
        free(cfg->entries[i].value);
    }
    free(cfg);
}

const char *config_lookup(const struct config *cfg, const char *key)
{
    size_t i;

    for (i = 0; i < cfg->count; i++) {
        if (strcmp(cfg->entries[i].key, key) == 0)
            return cfg->entries[i].value;
    }
    return NULL;
}

long config_get_int(const struct config *cfg, const char *key)
{
    const char *value = config_lookup(cfg, key);
    char *end;
    long result;

    if (!value)
        return 0;

    errno = 0;
    result = strtol(value, &end, 10);
    if (errno != 0 || *end != '\0')
        return 0;
    return result;
}

bool config_get_bool(const struct config *cfg, const char *key)
{
    const char *value = config_lookup(cfg, key);

    if (!value)
        return false;
    return strcmp(value, "1") == 0 || strcmp(value, "true") == 0 ||
           strcmp(value, "yes") == 0 || strcmp(value, "on") == 0;
}

double config_get_double(const struct config *cfg, const char *key)
{
    const char *value = config_lookup(cfg, key);
    char *end;
    double result;

    if (!value)
        return 0.0;

    errno = 0;
    result = strtod(value, &end);
    if (errno != 0 || *end != '\0')
        return 0.0;
    return result;
}

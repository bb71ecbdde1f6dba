#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"

#define DEFAULT_PORT     8080
#define DEFAULT_WORKERS  4

void config_defaults(struct config *cfg)
{
    memset(cfg, 0, sizeof(*cfg));
    cfg->port = DEFAULT_PORT;
    cfg->workers = DEFAULT_WORKERS;
    cfg->log_level = LOG_INFO;
}

static int parse_line(struct config *cfg, const char *key, const char *value)
{
    if (strcmp(key, "port") == 0)
        cfg->port = atoi(value);
    else if (strcmp(key, "workers") == 0)
        cfg->workers = atoi(value);
    else if (strcmp(key, "root") == 0)
        cfg->root = strdup(value);
    else if (strcmp(key, "log_level") == 0)
        cfg->log_level = log_level_from_name(value);
    else
        return -1;
    return 0;
}

int config_load(struct config *cfg, const char *path)
{
    char line[512], key[128], value[384];
    FILE *fp;
    int lineno = 0;

    fp = fopen(path, "r");
    if (fp == NULL)
        return -1;
    while (fgets(line, sizeof(line), fp) != NULL) {
        lineno++;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        if (sscanf(line, "%127[^=]=%383[^\n]", key, value) != 2 || parse_line(cfg, key, value) != 0) {
            fprintf(stderr, "%s:%d: bad line\n", path, lineno);
            fclose(fp);
            return -1;
        }
    }
    fclose(fp);
    return 0;
}

int config_validate(const struct config *cfg)
{
    if (cfg->port <= 0 || cfg->port > 65535)
        return -1;
    if (cfg->workers < 1 || cfg->workers > 256)
        return -1;
    if (cfg->root == NULL)
        return -1;
    return 0;
}

void config_free(struct config *cfg)
{
    free(cfg->root);
    cfg->root = NULL;
}

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "route_plan.h"

#define LINE_MAX_LEN 256

static void trim_newline(char *s)
{
    size_t len = strlen(s);

    while (len > 0 && (s[len - 1] == '\n' || s[len - 1] == '\r'))
        s[--len] = '\0';
}

static int parse_stop(const char *line, struct route_stop *stop)
{
    char window_start[6], window_end[6];
    int fields;

    fields = sscanf(line, "%15[^,],%63[^,],%lf,%lf,%5[^,],%5[^,],%u",
                    stop->stop_id, stop->customer, &stop->lat, &stop->lon,
                    window_start, window_end, &stop->parcels);
    if (fields != 7)
        return -1;

    stop->window_open_min = parse_hhmm(window_start);
    stop->window_close_min = parse_hhmm(window_end);
    if (stop->window_open_min < 0 || stop->window_close_min < 0)
        return -1;

    return 0;
}

int route_plan_load(const char *path, struct route_plan *plan)
{
    FILE *fp;
    char line[LINE_MAX_LEN];
    unsigned lineno = 0;

    fp = fopen(path, "r");
    if (!fp) {
        fprintf(stderr, "route_plan: cannot open %s: %s\n", path, strerror(errno));
        return -1;
    }

    memset(plan, 0, sizeof(*plan));

    while (fgets(line, sizeof(line), fp)) {
        lineno++;
        trim_newline(line);

        if (line[0] == '#' || line[0] == '\0')
            continue;

        /* CSV exports from the dispatch portal start with a header row */
        if (lineno == 1 && strncmp(line, "stop_id,", 8) == 0)
            continue;

        if (plan->stop_count >= ROUTE_MAX_STOPS) {
            fprintf(stderr, "route_plan: %s:%u: too many stops (max %d)\n",
                    path, lineno, ROUTE_MAX_STOPS);
            fclose(fp);
            return -1;
        }

        if (parse_stop(line, &plan->stops[plan->stop_count]) != 0) {
            fprintf(stderr, "route_plan: %s:%u: malformed stop\n", path, lineno);
            fclose(fp);
            return -1;
        }
        plan->stop_count++;
    }

    fclose(fp);
    if (plan->stop_count == 0)
        fprintf(stderr, "route_plan: %s: no stops found\n", path);
    return plan->stop_count > 0 ? 0 : -1;
}

unsigned route_plan_total_parcels(const struct route_plan *plan)
{
    unsigned total = 0;
    size_t i;

    for (i = 0; i < plan->stop_count; i++)
        total += plan->stops[i].parcels;
    return total;
}

/* courier_schedule.c - weekly courier runs between branches and partner libraries */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "courier_schedule.h"

static const struct courier_route routes[] = {
    { "NORTH", "Central -> Northgate -> Riverside Valley", DAY_MON | DAY_WED | DAY_FRI, 8, 30 },
    { "SOUTH", "Central -> Westfield -> Harlow State", DAY_TUE | DAY_THU, 9, 0 },
    { "EAST",  "Central -> Eastside -> Riverview", DAY_MON | DAY_THU, 13, 15 },
};

#define ROUTE_COUNT (sizeof(routes) / sizeof(routes[0]))

const struct courier_route *route_by_code(const char *code)
{
    for (size_t i = 0; i < ROUTE_COUNT; i++) {
        if (strcmp(routes[i].code, code) == 0)
            return &routes[i];
    }
    return NULL;
}

int route_runs_on(const struct courier_route *route, int weekday)
{
    static const unsigned masks[7] = {
        0, DAY_MON, DAY_TUE, DAY_WED, DAY_THU, DAY_FRI, 0
    };

    if (weekday < 0 || weekday > 6)
        return 0;
    return (route->days & masks[weekday]) != 0;
}

int next_departure(const struct courier_route *route, time_t now, time_t *out)
{
    struct tm day;

    localtime_r(&now, &day);
    for (int offset = 0; offset < 7; offset++) {
        struct tm candidate = day;

        candidate.tm_mday += offset;
        candidate.tm_hour = route->hour;
        candidate.tm_min = route->minute;
        candidate.tm_sec = 0;
        candidate.tm_isdst = -1;
        time_t t = mktime(&candidate);
        if (t > now && route_runs_on(route, candidate.tm_wday)) {
            *out = t;
            return 0;
        }
    }
    return -1;
}

void print_route(FILE *out, const struct courier_route *route)
{
    static const char *names[] = { "Mon", "Tue", "Wed", "Thu", "Fri" };
    static const unsigned bits[] = { DAY_MON, DAY_TUE, DAY_WED, DAY_THU, DAY_FRI };

    fprintf(out, "%-6s %s\n", route->code, route->stops);
    fprintf(out, "       departs %02d:%02d on", route->hour, route->minute);
    for (int i = 0; i < 5; i++) {
        if (route->days & bits[i])
            fprintf(out, " %s", names[i]);
    }
    fputc('\n', out);
}

void print_schedule(FILE *out)
{
    fprintf(out, "Interlibrary loan courier schedule\n");
    fprintf(out, "==================================\n");
    for (size_t i = 0; i < ROUTE_COUNT; i++)
        print_route(out, &routes[i]);
}

/* fleet.c - in-memory fleet register for the rental desk kiosk */

#include <stdio.h>
#include <string.h>

#include "fleet.h"

static struct vehicle fleet[FLEET_MAX];
static int fleet_len;

static const char *status_names[] = {
    [VEHICLE_AVAILABLE] = "available",
    [VEHICLE_ON_RENT] = "on-rent",
    [VEHICLE_IN_SERVICE] = "in-service",
    [VEHICLE_OFF_ROAD] = "off-road",
};

const char *vehicle_status_name(enum vehicle_status s)
{
    if ((unsigned)s >= sizeof(status_names) / sizeof(status_names[0]))
        return "unknown";
    return status_names[s];
}

int fleet_add(const char *plate, const char *model, int odometer)
{
    struct vehicle *v;

    if (fleet_len >= FLEET_MAX)
        return -1;
    v = &fleet[fleet_len];
    snprintf(v->plate, sizeof(v->plate), "%s", plate);
    snprintf(v->model, sizeof(v->model), "%s", model);
    v->odometer = odometer;
    v->status = VEHICLE_AVAILABLE;
    return fleet_len++;
}

struct vehicle *fleet_find(const char *plate)
{
    int i;

    for (i = 0; i < fleet_len; i++)
        if (strcmp(fleet[i].plate, plate) == 0)
            return &fleet[i];
    return NULL;
}

int fleet_count_available(void)
{
    int i, n = 0;

    for (i = 0; i < fleet_len; i++)
        if (fleet[i].status == VEHICLE_AVAILABLE)
            n++;
    return n;
}

int fleet_count_on_rent(void)
{
    int i, n = 0;

    for (i = 0; i < fleet_len; i++)
        if (fleet[i].status == VEHICLE_ON_RENT)
            n++;
    return n;
}

void fleet_print_summary(FILE *out)
{
    fprintf(out, "fleet: %d vehicles\n", fleet_len);
    fprintf(out, "  available: %d\n", fleet_count_available());
    fprintf(out, "  on rent:   %d\n", fleet_count_on_rent());
}

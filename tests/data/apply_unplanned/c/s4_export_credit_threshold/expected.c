/* meter_ring.c -- fixed-size ring of net-meter readings used for credit smoothing */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "meter_ring.h"

void meter_ring_init(struct meter_ring *r)
{
    memset(r, 0, sizeof(*r));
}

bool meter_ring_empty(const struct meter_ring *r)
{
    return r->count == 0;
}

bool meter_ring_full(const struct meter_ring *r)
{
    return r->count == METER_RING_CAP;
}

void meter_ring_push(struct meter_ring *r, int32_t net_wh)
{
    r->samples[r->head] = net_wh;
    r->head = (r->head + 1) % METER_RING_CAP;
    if (r->count < METER_RING_CAP)
        r->count++;
}

int32_t meter_ring_latest(const struct meter_ring *r)
{
    if (meter_ring_empty(r))
        return 0;
    size_t idx = (r->head + METER_RING_CAP - 1) % METER_RING_CAP;
    return r->samples[idx];
}

int64_t meter_ring_sum(const struct meter_ring *r)
{
    int64_t total = 0;
    for (size_t i = 0; i < r->count; i++)
        total += r->samples[i];
    return total;
}

int64_t meter_ring_export_credit(const struct meter_ring *r, int32_t min_export_wh)
{
    int64_t exported = 0;
    for (size_t i = 0; i < r->count; i++)
        if (r->samples[i] <= -min_export_wh)
            exported += -r->samples[i];
    return exported;
}

int64_t meter_ring_import_debit(const struct meter_ring *r)
{
    int64_t imported = 0;
    for (size_t i = 0; i < r->count; i++)
        if (r->samples[i] > 0)
            imported += r->samples[i];
    return imported;
}

int32_t meter_ring_min(const struct meter_ring *r)
{
    if (meter_ring_empty(r))
        return 0;
    int32_t lo = r->samples[0];
    for (size_t i = 1; i < r->count; i++)
        if (r->samples[i] < lo)
            lo = r->samples[i];
    return lo;
}

int32_t meter_ring_max(const struct meter_ring *r)
{
    if (meter_ring_empty(r))
        return 0;
    int32_t hi = r->samples[0];
    for (size_t i = 1; i < r->count; i++)
        if (r->samples[i] > hi)
            hi = r->samples[i];
    return hi;
}

double meter_ring_average(const struct meter_ring *r)
{
    if (meter_ring_empty(r))
        return 0.0;
    return (double)meter_ring_sum(r) / (double)r->count;
}

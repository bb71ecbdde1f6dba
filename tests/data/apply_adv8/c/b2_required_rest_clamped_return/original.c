/*
 * rest_rules.c - minimum rest computation for the crew pairing engine.
 *
 * All times are minutes since the start of the roster period (UTC);
 * *_local fields are already shifted to the layover station.
 */
#include <stdbool.h>
#include <stddef.h>

#include "rest_rules.h"

#define MIN_REST_MINUTES        (10 * 60)
#define MAX_REST_MINUTES        (36 * 60)
#define NIGHT_DUTY_EXTRA        (2 * 60)
#define TZ_SHIFT_EXTRA_PER_HOUR 30

static int clamp_minutes(int value, int lo, int hi)
{
    if (value < lo)
        return lo;
    if (value > hi)
        return hi;
    return value;
}

static bool is_night_duty(const struct duty_period *duty)
{
    int start = duty->report_local % (24 * 60);
    int end = duty->release_local % (24 * 60);

    return start < 6 * 60 || end > 23 * 60 || end < start;
}

int duty_length_minutes(const struct duty_period *duty)
{
    return duty->release_utc - duty->report_utc;
}

int required_rest_minutes(const struct duty_period *duty)
{
    int rest_minutes = duty_length_minutes(duty);

    if (rest_minutes < MIN_REST_MINUTES)
        rest_minutes = MIN_REST_MINUTES;
    if (is_night_duty(duty))
        rest_minutes += NIGHT_DUTY_EXTRA;
    if (duty->tz_shift_hours > 3)
        rest_minutes += duty->tz_shift_hours * TZ_SHIFT_EXTRA_PER_HOUR;

    return rest_minutes;
}

int reduced_rest_minutes(const struct duty_period *duty, int prior_reductions)
{
    int rest_minutes = required_rest_minutes(duty) - 60;

    /* only two reduced rests per 168h window */
    if (prior_reductions >= 2)
        return required_rest_minutes(duty);

    return clamp_minutes(rest_minutes, MIN_REST_MINUTES, MAX_REST_MINUTES);
}

bool rest_is_legal(const struct duty_period *prev, const struct duty_period *next,
                   bool reduced, int prior_reductions)
{
    int available = next->report_utc - prev->release_utc;
    int needed = reduced ? reduced_rest_minutes(prev, prior_reductions)
                         : required_rest_minutes(prev);

    return available >= needed;
}

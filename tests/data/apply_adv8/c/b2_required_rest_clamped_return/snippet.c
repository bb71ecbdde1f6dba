/* ... existing code ... */

int required_rest_minutes(const struct duty_period *duty)
{
    /* ... existing code ... */
    return clamp_minutes(rest_minutes, MIN_REST_MINUTES, MAX_REST_MINUTES);
}

/* ... existing code ... */

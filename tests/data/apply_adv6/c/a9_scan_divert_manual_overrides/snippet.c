/* ... existing code ... */

divert_t conveyor_on_scan(const char *label)
{
    /* ... existing code ... */
    result.kind = lookup_lane(label, &result.lane);
    return apply_manual_overrides(label, result);
}

/* ... existing code ... */

/* ... existing code ... */

static lab_flag_t flag_potassium(double v)
{
    if (v < 2.8) return FLAG_CRIT_LOW;
    /* ... existing code ... */
}

/* ... existing code ... */

/* ... existing code ... */

int fleet_count_on_rent(void)
{
    /* ... unchanged ... */
}

int fleet_count_off_road(void)
{
    int i, n = 0;

    for (i = 0; i < fleet_len; i++)
        if (fleet[i].status == VEHICLE_OFF_ROAD)
            n++;
    return n;
}

void fleet_print_summary(FILE *out)
{
    /* ... existing code ... */
    fprintf(out, "  on rent:   %d\n", fleet_count_on_rent());
    fprintf(out, "  off road:  %d\n", fleet_count_off_road());
}

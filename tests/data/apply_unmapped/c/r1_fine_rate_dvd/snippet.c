/* ... */

long fine_for_dvd(int days_late)
{
    if (days_late <= 1)
        return 0;
    long cents = (long)(days_late - 1) * DVD_DAILY_CENTS;
    return clamp_fine(cents, 2000);
}

/* ... */

/*
 * fines.c - overdue fine calculation for the city library circulation system.
 *
 * All amounts are in cents. Each material type has its own daily rate,
 * grace period and per-item cap, as set by the library board.
 */
#include <stdio.h>
#include <string.h>

#include "fines.h"

#define BOOK_DAILY_CENTS       25
#define DVD_DAILY_CENTS        100
#define MAGAZINE_DAILY_CENTS   10
#define EQUIPMENT_DAILY_CENTS  500

static long clamp_fine(long cents, long cap)
{
    if (cents < 0)
        return 0;
    return cents > cap ? cap : cents;
}

long fine_for_book(int days_late)
{
    if (days_late <= 2)
        return 0;
    long cents = (long)(days_late - 2) * BOOK_DAILY_CENTS;
    return clamp_fine(cents, 1000);
}

long fine_for_dvd(int days_late)
{
    if (days_late <= 1)
        return 0;
    long cents = (long)(days_late - 1) * DVD_DAILY_CENTS;
    return clamp_fine(cents, 2000);
}

long fine_for_magazine(int days_late)
{
    if (days_late <= 2)
        return 0;
    long cents = (long)(days_late - 2) * MAGAZINE_DAILY_CENTS;
    return clamp_fine(cents, 1000);
}

long fine_for_equipment(int days_late)
{
    if (days_late <= 0)
        return 0;
    long cents = (long)days_late * EQUIPMENT_DAILY_CENTS;
    return clamp_fine(cents, 5000);
}

long fine_for_item(const struct loan *loan, int days_late)
{
    if (loan->patron_is_child || loan->fine_waived)
        return 0;

    if (strcmp(loan->material, "book") == 0)
        return fine_for_book(days_late);
    if (strcmp(loan->material, "dvd") == 0)
        return fine_for_dvd(days_late);
    if (strcmp(loan->material, "magazine") == 0)
        return fine_for_magazine(days_late);
    if (strcmp(loan->material, "equipment") == 0)
        return fine_for_equipment(days_late);

    fprintf(stderr, "fines: unknown material '%s' on %s\n",
            loan->material, loan->barcode);
    return fine_for_book(days_late);
}

long total_fines(const struct loan *loans, size_t count, int today)
{
    long total = 0;
    for (size_t i = 0; i < count; i++) {
        int days_late = today - loans[i].due_day;
        total += fine_for_item(&loans[i], days_late);
    }
    return total;
}

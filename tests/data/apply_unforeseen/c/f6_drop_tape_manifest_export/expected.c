/* rental_ledger.c - camera and grip equipment checkout ledger for the rental desk. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "rental_ledger.h"

#define SECONDS_PER_DAY (24 * 60 * 60)

static rental_item_t *find_item(rental_ledger_t *ledger, const char *asset_tag)
{
    size_t i;

    for (i = 0; i < ledger->count; i++) {
        if (strcmp(ledger->items[i].asset_tag, asset_tag) == 0) {
            return &ledger->items[i];
        }
    }
    return NULL;
}

int rental_checkout(rental_ledger_t *ledger, const char *asset_tag,
                    const char *production, time_t due_back)
{
    rental_item_t *item = find_item(ledger, asset_tag);

    if (item == NULL || item->status != ITEM_AVAILABLE) {
        return -1;
    }
    strncpy(item->production, production, sizeof(item->production) - 1);
    item->checked_out_at = time(NULL);
    item->due_back = due_back;
    item->status = ITEM_CHECKED_OUT;
    return 0;
}

int rental_checkin(rental_ledger_t *ledger, const char *asset_tag, int damaged)
{
    rental_item_t *item = find_item(ledger, asset_tag);

    if (item == NULL || item->status != ITEM_CHECKED_OUT) {
        return -1;
    }
    item->production[0] = '\0';
    item->status = damaged ? ITEM_IN_REPAIR : ITEM_AVAILABLE;
    return 0;
}

int rental_overdue_count(const rental_ledger_t *ledger, time_t now)
{
    size_t i;
    int overdue = 0;

    for (i = 0; i < ledger->count; i++) {
        const rental_item_t *item = &ledger->items[i];

        if (item->status == ITEM_CHECKED_OUT && item->due_back < now) {
            overdue++;
        }
    }
    return overdue;
}

long rental_days_out(const rental_item_t *item, time_t now)
{
    long seconds;

    if (item->status != ITEM_CHECKED_OUT) {
        return 0;
    }
    seconds = (long)(now - item->checked_out_at);
    return (seconds + SECONDS_PER_DAY - 1) / SECONDS_PER_DAY;
}

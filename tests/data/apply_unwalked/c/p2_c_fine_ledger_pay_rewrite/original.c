/*
 * fine_ledger.c - per-patron ledger of overdue and replacement charges.
 *
 * Amounts are kept in cents to avoid rounding problems.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fine_ledger.h"

#define LEDGER_INITIAL_CAPACITY 8

static int ledger_grow(struct fine_ledger *ledger)
{
    size_t new_cap = ledger->capacity ? ledger->capacity * 2 : LEDGER_INITIAL_CAPACITY;
    struct fine_entry *entries = realloc(ledger->entries, new_cap * sizeof(*entries));

    if (entries == NULL)
        return -1;
    ledger->entries = entries;
    ledger->capacity = new_cap;
    return 0;
}

int ledger_add_fine(struct fine_ledger *ledger, const char *item_barcode,
                    long amount_cents, enum fine_reason reason)
{
    struct fine_entry *entry;

    if (amount_cents <= 0)
        return -1;
    if (ledger->count == ledger->capacity && ledger_grow(ledger) != 0)
        return -1;

    entry = &ledger->entries[ledger->count++];
    memset(entry, 0, sizeof(*entry));
    strncpy(entry->item_barcode, item_barcode, sizeof(entry->item_barcode) - 1);
    entry->amount_cents = amount_cents;
    entry->paid_cents = 0;
    entry->reason = reason;
    entry->assessed_at = time(NULL);
    return 0;
}

long ledger_pay(struct fine_ledger *ledger, long payment_cents)
{
    size_t i;
    long remaining = payment_cents;

    for (i = 0; i < ledger->count && remaining > 0; i++) {
        struct fine_entry *entry = &ledger->entries[i];
        long owed = entry->amount_cents - entry->paid_cents;

        if (entry->waived || owed <= 0)
            continue;
        if (remaining >= owed) {
            entry->paid_cents += owed;
            remaining -= owed;
        } else {
            entry->paid_cents += remaining;
            remaining = 0;
        }
    }
    return remaining;
}

int ledger_waive(struct fine_ledger *ledger, const char *item_barcode)
{
    size_t i;

    for (i = 0; i < ledger->count; i++) {
        struct fine_entry *entry = &ledger->entries[i];

        if (strcmp(entry->item_barcode, item_barcode) == 0 && !entry->waived) {
            entry->waived = 1;
            return 0;
        }
    }
    return -1;
}

long ledger_balance(const struct fine_ledger *ledger)
{
    size_t i;
    long total = 0;

    for (i = 0; i < ledger->count; i++) {
        const struct fine_entry *entry = &ledger->entries[i];

        if (!entry->waived)
            total += entry->amount_cents - entry->paid_cents;
    }
    return total;
}

void ledger_print(const struct fine_ledger *ledger, FILE *out)
{
    size_t i;
    long balance = ledger_balance(ledger);

    for (i = 0; i < ledger->count; i++) {
        const struct fine_entry *entry = &ledger->entries[i];

        fprintf(out, "%-14s %7ld.%02ld %s\n", entry->item_barcode,
                entry->amount_cents / 100, entry->amount_cents % 100,
                entry->waived ? "WAIVED" : "");
    }
    fprintf(out, "balance: %ld.%02ld\n", balance / 100, balance % 100);
}

void ledger_free(struct fine_ledger *ledger)
{
    free(ledger->entries);
    ledger->entries = NULL;
    ledger->count = 0;
    ledger->capacity = 0;
}

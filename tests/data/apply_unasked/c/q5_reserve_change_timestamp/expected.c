/*
 * reserve.c - case reserve bookkeeping for open claims.
 *
 * Amounts are kept in cents. Every change is mirrored to the general
 * ledger so finance can reconcile outstanding reserves nightly.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "reserve.h"
#include "ledger.h"

#define MAX_RESERVE_CENTS   50000000L   /* $500,000 authority ceiling */

static long authority_limit_for(enum adjuster_level level)
{
    switch (level) {
    case ADJ_LEVEL_TRAINEE:
        return 500000L;
    case ADJ_LEVEL_FIELD:
        return 2500000L;
    case ADJ_LEVEL_SENIOR:
        return 10000000L;
    case ADJ_LEVEL_MANAGER:
        return MAX_RESERVE_CENTS;
    default:
        return 0;
    }
}

int reserve_init(struct claim_reserve *r, const char *claim_id)
{
    if (r == NULL || claim_id == NULL)
        return RESERVE_EINVAL;
    memset(r, 0, sizeof(*r));
    strncpy(r->claim_id, claim_id, sizeof(r->claim_id) - 1);
    return RESERVE_OK;
}

int reserve_adjust(struct claim_reserve *r, long delta_cents,
                   enum adjuster_level level, const char *note)
{
    long new_amount;

    if (r == NULL)
        return RESERVE_EINVAL;
    if (r->closed)
        return RESERVE_ECLOSED;

    new_amount = r->amount_cents + delta_cents;
    if (new_amount < 0)
        return RESERVE_ENEGATIVE;
    if (new_amount > authority_limit_for(level))
        return RESERVE_EAUTHORITY;

    r->amount_cents = new_amount;
    r->change_count++;
    r->last_changed = time(NULL);
    if (note != NULL)
        snprintf(r->last_note, sizeof(r->last_note), "%s", note);

    return ledger_post(r->claim_id, LEDGER_RESERVE_CHANGE, delta_cents);
}

int reserve_close(struct claim_reserve *r)
{
    long release;

    if (r == NULL)
        return RESERVE_EINVAL;
    if (r->closed)
        return RESERVE_ECLOSED;

    release = -r->amount_cents;
    r->amount_cents = 0;
    r->closed = 1;
    r->last_changed = time(NULL);
    return ledger_post(r->claim_id, LEDGER_RESERVE_RELEASE, release);
}

void reserve_print(const struct claim_reserve *r, FILE *out)
{
    fprintf(out, "%-16s %10ld.%02ld  changes=%d%s\n",
            r->claim_id,
            r->amount_cents / 100, labs(r->amount_cents % 100),
            r->change_count,
            r->closed ? "  [closed]" : "");
}

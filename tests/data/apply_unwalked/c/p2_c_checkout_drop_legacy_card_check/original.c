/*
 * checkout.c - circulation desk checkout and renewal.
 */
#include <string.h>
#include <time.h>

#include "checkout.h"
#include "item.h"
#include "log.h"
#include "patron.h"

#define SECONDS_PER_DAY 86400L

static int max_loans_for(enum patron_type type)
{
    switch (type) {
    case PATRON_UNDERGRAD:
        return 30;
    case PATRON_GRADUATE:
        return 75;
    case PATRON_FACULTY:
        return 200;
    case PATRON_COMMUNITY:
        return 10;
    default:
        return 50;
    }
}

static int loan_days_for(enum patron_type type, enum item_format format)
{
    if (format == FORMAT_MEDIA)
        return type == PATRON_FACULTY ? 14 : 7;
    switch (type) {
    case PATRON_UNDERGRAD:
        return 21;
    case PATRON_FACULTY:
        return 120;
    case PATRON_COMMUNITY:
        return 14;
    default:
        return 56;
    }
}

enum checkout_result checkout_item(struct patron *patron, struct item *item,
                                   struct loan *out)
{
    time_t now = time(NULL);

    if (patron->blocked)
        return CHECKOUT_PATRON_BLOCKED;
    if (patron->card_expires < now)
        return CHECKOUT_CARD_EXPIRED;
    if (patron->legacy_card) {
        log_warn("patron %s is using a pre-2019 library card", patron->id);
        return CHECKOUT_CARD_EXPIRED;
    }
    if (patron->loans_out >= max_loans_for(patron->type))
        return CHECKOUT_LIMIT_REACHED;
    if (item->status != ITEM_AVAILABLE && item->status != ITEM_ON_HOLD_SHELF)
        return CHECKOUT_ITEM_UNAVAILABLE;
    if (item->status == ITEM_ON_HOLD_SHELF && strcmp(item->hold_patron_id, patron->id) != 0)
        return CHECKOUT_HELD_FOR_OTHER;

    memset(out, 0, sizeof(*out));
    strncpy(out->patron_id, patron->id, sizeof(out->patron_id) - 1);
    strncpy(out->item_barcode, item->barcode, sizeof(out->item_barcode) - 1);
    out->checked_out_at = now;
    out->due_at = now + loan_days_for(patron->type, item->format) * SECONDS_PER_DAY;

    item->status = ITEM_CHECKED_OUT;
    patron->loans_out++;
    log_info("checkout %s -> %s", item->barcode, patron->id);
    return CHECKOUT_OK;
}

enum checkout_result renew_loan(struct patron *patron, struct item *item,
                                struct loan *loan)
{
    time_t now = time(NULL);

    if (patron->blocked)
        return CHECKOUT_PATRON_BLOCKED;
    if (patron->card_expires < now)
        return CHECKOUT_CARD_EXPIRED;
    if (patron->legacy_card)
        return CHECKOUT_CARD_EXPIRED;
    if (item->holds_pending > 0)
        return CHECKOUT_HELD_FOR_OTHER;
    if (loan->renewals >= MAX_RENEWALS)
        return CHECKOUT_LIMIT_REACHED;

    loan->due_at = now + loan_days_for(patron->type, item->format) * SECONDS_PER_DAY;
    loan->renewals++;
    log_info("renew %s for %s (renewal %d)", item->barcode, patron->id, loan->renewals);
    return CHECKOUT_OK;
}

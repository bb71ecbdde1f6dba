// ... existing code ...

enum checkout_result checkout_item(struct patron *patron, struct item *item,
                                   struct loan *out)
{
    time_t now = time(NULL);

    if (patron->blocked)
        return CHECKOUT_PATRON_BLOCKED;
    if (patron->card_expires < now)
        return CHECKOUT_CARD_EXPIRED;
    if (patron->loans_out >= max_loans_for(patron->type))
        return CHECKOUT_LIMIT_REACHED;
    // ... existing code ...
}

// ... existing code ...

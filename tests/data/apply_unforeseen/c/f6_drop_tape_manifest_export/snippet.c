/* ... existing code ... */

int rental_checkin(rental_ledger_t *ledger, const char *asset_tag, int damaged)
{
    /* ... existing code ... */
    item->status = damaged ? ITEM_IN_REPAIR : ITEM_AVAILABLE;
    return 0;
}

/* ... removed export_legacy_tape_manifest() and its doc comment (LTO vendor contract ended) ... */

int rental_overdue_count(const rental_ledger_t *ledger, time_t now)
{
    /* ... existing code ... */
}

/* ... existing code ... */

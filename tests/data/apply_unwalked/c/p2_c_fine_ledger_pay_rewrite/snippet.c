// ... existing code ...

long ledger_pay(struct fine_ledger *ledger, long payment_cents)
{
    size_t i;
    long remaining = payment_cents;

    if (payment_cents <= 0)
        return payment_cents;

    for (i = 0; i < ledger->count && remaining > 0; i++) {
        struct fine_entry *entry = &ledger->entries[i];
        long owed = entry->amount_cents - entry->paid_cents;
        long applied;

        if (entry->waived || owed <= 0)
            continue;
        applied = remaining < owed ? remaining : owed;
        entry->paid_cents += applied;
        remaining -= applied;
        if (entry->paid_cents == entry->amount_cents)
            entry->paid_at = time(NULL);
    }
    return remaining;
}

// ... existing code ...

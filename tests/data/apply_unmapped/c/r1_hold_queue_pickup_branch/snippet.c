// ... existing code ...

int hold_queue_push(struct hold_queue *q, const char *card_number,
                    const char *pickup_branch)
{
    if (q->count == q->capacity && hold_queue_grow(q) != 0)
        return -1;

    struct hold *h = &q->items[q->count];
    memset(h, 0, sizeof(*h));
    strncpy(h->card_number, card_number, sizeof(h->card_number) - 1);
    strncpy(h->pickup_branch, pickup_branch, sizeof(h->pickup_branch) - 1);
    h->placed_at = time(NULL);
    q->count++;
    return 0;
}

// ... existing code ...

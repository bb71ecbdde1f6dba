// ... existing code ...

int rxq_pop(rx_queue *q, rx_item *out)
{
    if (q->count == 0) {
        return -1;
    }
    *out = q->items[q->head];
    q->head = (q->head + 1) % q->capacity;
    q->count--;
    return 0;
}

void rxq_free(rx_queue *q)
{
    free(q->items);
    // ... existing code ...
}

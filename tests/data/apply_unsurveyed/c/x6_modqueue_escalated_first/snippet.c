/* ... includes, capacity macro and struct modqueue unchanged ... */

static int higher_priority(const struct queued_comment *a, const struct queued_comment *b)
{
    /* Escalated comments (legal, threats) always jump the queue. */
    if (a->escalated != b->escalated) {
        return a->escalated;
    }
    if (a->toxicity != b->toxicity) {
        return a->toxicity > b->toxicity;
    }
    return a->received_at < b->received_at;
}

/* ... swap_items, sift_up/sift_down and create/push/pop as before ... */

size_t modqueue_size(const struct modqueue *q)
{
    return q->count;
}

size_t modqueue_count_stale(const struct modqueue *q, time_t now, double max_age_seconds)
{
    size_t stale = 0;
    for (size_t i = 0; i < q->count; i++) {
        if (difftime(now, q->items[i].received_at) > max_age_seconds) {
            stale++;
        }
    }
    return stale;
}

/* ... modqueue_destroy unchanged ... */

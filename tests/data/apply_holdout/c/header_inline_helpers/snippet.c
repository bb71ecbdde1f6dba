/* ... existing code ... */

static inline bool ring_empty(const struct ring *r)
{
    return r->count == 0;
}

static inline bool ring_full(const struct ring *r)
{
    return r->count == RING_CAPACITY;
}

#endif /* RING_H */

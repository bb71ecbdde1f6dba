/* ... */

int rb_pop(ringbuf_t *rb, uint8_t *out)
{
    /* ... */
    rb->count--;
    return 0;
}

/* Look at the oldest byte without removing it. */
int rb_peek(const ringbuf_t *rb, uint8_t *out)
{
    if (rb->count == 0) {
        return -1;
    }
    *out = rb->data[rb->tail];
    return 0;
}

size_t rb_count(const ringbuf_t *rb)
{
    return rb->count;
}

/* ... */

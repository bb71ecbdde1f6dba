// ... existing code ...
    rb->buf[rb->head] = byte;
    rb->head = (rb->head + 1) & rb->mask;
    return 0;
}

int rb_peek(const ringbuf_t *rb, uint8_t *out)
{
    if (rb_is_empty(rb)) {
        return -1;
    }
    *out = rb->buf[rb->tail];
    return 0;
}

int rb_pop(ringbuf_t *rb, uint8_t *out)
{
// ... existing code ...

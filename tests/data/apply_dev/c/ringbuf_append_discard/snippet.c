// ... existing code ...

size_t rb_read(ringbuf_t *rb, uint8_t *data, size_t len)
{
    size_t n = 0;
    while (n < len && rb_pop(rb, &data[n]) == 0) {
        n++;
    }
    return n;
}

/* Drop up to len bytes from the front of the buffer; returns how many were dropped. */
size_t rb_discard(ringbuf_t *rb, size_t len)
{
    size_t n = len < rb->count ? len : rb->count;
    rb->tail = (rb->tail + n) % rb->cap;
    rb->count -= n;
    return n;
}

size_t ringbuf_read(struct ringbuf *rb, uint8_t *dst, size_t len)
{
    size_t n = 0;

    while (n < len && !ringbuf_is_empty(rb)) {
        dst[n++] = rb->data[rb->tail];
        rb->tail = (rb->tail + 1) & rb->mask;
        rb->count--;
    }
    return n;
}

/* ... rest of ringbuf.c unchanged ... */

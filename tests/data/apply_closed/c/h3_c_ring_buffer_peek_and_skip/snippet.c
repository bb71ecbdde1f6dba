/* ... existing code ... */

size_t rb_peek(const ring_buffer_t *rb, unsigned char *dst, size_t len)
{
    size_t n = len < rb->count ? len : rb->count;
    size_t i;

    for (i = 0; i < n; i++)
        dst[i] = rb->data[(rb->tail + i) % rb->capacity];
    return n;
}

size_t rb_skip(ring_buffer_t *rb, size_t len)
{
    size_t n = len < rb->count ? len : rb->count;

    rb->tail = (rb->tail + n) % rb->capacity;
    rb->count -= n;
    return n;
}

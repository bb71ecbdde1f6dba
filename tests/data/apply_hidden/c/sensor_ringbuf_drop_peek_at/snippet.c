// ... existing code ...

bool ringbuf_pop(ringbuf_t *rb, uint8_t *out)
{
    if (ringbuf_is_empty(rb)) {
        return false;
    }
    *out = rb->buf[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return true;
}

size_t ringbuf_write(ringbuf_t *rb, const uint8_t *data, size_t len)
{
    size_t written = 0;
    while (written < len && ringbuf_push(rb, data[written])) {
        written++;
    }
    return written;
}

// ... existing code ...

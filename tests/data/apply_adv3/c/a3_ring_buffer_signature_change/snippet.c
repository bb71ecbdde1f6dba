// ... existing code ...

size_t ringbuf_write(struct ringbuf *rb, const uint8_t *src, size_t len, bool overwrite)
{
    size_t written = 0;

    while (written < len) {
        if (ringbuf_is_full(rb)) {
            if (!overwrite)
                break;
            rb->tail = (rb->tail + 1) % rb->capacity;
            rb->count--;
        }
        ringbuf_push(rb, src[written]);
        written++;
    }
    return written;
}

// ... existing code ...

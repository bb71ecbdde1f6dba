// ... existing code ...

int rb_push(ring_buffer_t *rb, uint8_t byte, bool overwrite)
{
    if (rb_is_full(rb)) {
        if (!overwrite) {
            return -1;
        }
        /* drop the oldest byte to make room */
        rb->tail = (rb->tail + 1) % rb->capacity;
        rb->count--;
    }
    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return 0;
}

// ... existing code ...

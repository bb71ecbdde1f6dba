// ... existing code ...
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return 0;
}

int rb_peek(const ring_buffer_t *rb, uint8_t *out)
{
    if (rb->count == 0) {
        return -1;
    }
    *out = rb->data[rb->tail];
    return 0;
}

size_t rb_count(const ring_buffer_t *rb)
{
// ... existing code ...

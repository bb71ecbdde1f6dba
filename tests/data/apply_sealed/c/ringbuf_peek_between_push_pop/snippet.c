// ... existing code ...
    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return 0;
}

int ringbuf_peek(const struct ringbuf *rb, uint8_t *out)
{
    if (rb->count == 0)
        return -1;
    *out = rb->data[rb->tail];
    return 0;
}

int ringbuf_pop(struct ringbuf *rb, uint8_t *out)
{
// ... existing code ...

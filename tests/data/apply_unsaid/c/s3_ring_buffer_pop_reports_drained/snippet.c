int rb_pop(ring_buffer_t *rb, uint8_t *out)
{
    if (rb->count == 0)
        return RB_EMPTY;

    *out = rb->buf[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return rb->count == 0 ? RB_DRAINED : RB_OK;
}

/* ... rest of file unchanged ... */

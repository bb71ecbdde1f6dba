int rb_pop(struct ring_buffer *rb, uint8_t *out)
{
    if (rb->count == 0)
        return -1;
    *out = rb->data[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return (int)rb->count;
}

/* ... */

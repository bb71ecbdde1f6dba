/* ... includes, struct ringbuf, create/destroy and the is_empty/is_full helpers unchanged ... */

int rb_push(struct ringbuf *rb, unsigned char byte, bool overwrite)
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

/* ... rb_pop, rb_peek and rb_read stay the same ... */

void rb_clear(struct ringbuf *rb)
{
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
    memset(rb->data, 0, rb->capacity);
}

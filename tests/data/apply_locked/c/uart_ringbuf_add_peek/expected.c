#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ringbuf.h"

/*
 * Fixed-size single-producer / single-consumer byte ring used by the
 * UART driver. The capacity must be a power of two.
 */

void rb_init(ringbuf_t *rb, uint8_t *storage, size_t capacity)
{
    rb->buf = storage;
    rb->mask = capacity - 1;
    rb->head = 0;
    rb->tail = 0;
}

size_t rb_count(const ringbuf_t *rb)
{
    return (rb->head - rb->tail) & rb->mask;
}

int rb_is_empty(const ringbuf_t *rb)
{
    return rb->head == rb->tail;
}

int rb_is_full(const ringbuf_t *rb)
{
    return rb_count(rb) == rb->mask;
}

int rb_push(ringbuf_t *rb, uint8_t byte)
{
    if (rb_is_full(rb)) {
        return -1;
    }
    rb->buf[rb->head] = byte;
    rb->head = (rb->head + 1) & rb->mask;
    return 0;
}

int rb_peek(const ringbuf_t *rb, uint8_t *out)
{
    if (rb_is_empty(rb)) {
        return -1;
    }
    *out = rb->buf[rb->tail];
    return 0;
}

int rb_pop(ringbuf_t *rb, uint8_t *out)
{
    if (rb_is_empty(rb)) {
        return -1;
    }
    *out = rb->buf[rb->tail];
    rb->tail = (rb->tail + 1) & rb->mask;
    return 0;
}

size_t rb_write(ringbuf_t *rb, const uint8_t *data, size_t len)
{
    size_t n = 0;
    while (n < len && rb_push(rb, data[n]) == 0) {
        n++;
    }
    return n;
}

size_t rb_read(ringbuf_t *rb, uint8_t *data, size_t len)
{
    size_t n = 0;
    while (n < len && rb_pop(rb, &data[n]) == 0) {
        n++;
    }
    return n;
}

void rb_clear(ringbuf_t *rb)
{
    rb->tail = rb->head;
}

/*
 * ringbuf.c - fixed-size byte ring buffer used by the UART driver.
 *
 * The buffer never allocates; the caller hands in the storage.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ringbuf.h"

void rb_init(ringbuf_t *rb, uint8_t *storage, size_t capacity)
{
    rb->buf = storage;
    rb->cap = capacity;
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
}

void rb_clear(ringbuf_t *rb)
{
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
}

int rb_is_empty(const ringbuf_t *rb)
{
    return rb->count == 0;
}

int rb_is_full(const ringbuf_t *rb)
{
    return rb->count == rb->cap;
}

size_t rb_size(const ringbuf_t *rb)
{
    return rb->count;
}

int rb_push(ringbuf_t *rb, uint8_t byte)
{
    if (rb_is_full(rb)) {
        return -1;
    }
    rb->buf[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->cap;
    rb->count++;
    return 0;
}

int rb_pop(ringbuf_t *rb, uint8_t *out)
{
    if (rb_is_empty(rb)) {
        return -1;
    }
    *out = rb->buf[rb->tail];
    rb->tail = (rb->tail + 1) % rb->cap;
    rb->count--;
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

size_t rb_write(ringbuf_t *rb, const uint8_t *data, size_t len)
{
    size_t written = 0;
    while (written < len && rb_push(rb, data[written]) == 0) {
        written++;
    }
    return written;
}

size_t rb_read(ringbuf_t *rb, uint8_t *data, size_t len)
{
    size_t n = 0;
    while (n < len && rb_pop(rb, &data[n]) == 0) {
        n++;
    }
    return n;
}

/* Drop up to len bytes from the front of the buffer; returns how many were dropped. */
size_t rb_discard(ringbuf_t *rb, size_t len)
{
    size_t n = len < rb->count ? len : rb->count;
    rb->tail = (rb->tail + n) % rb->cap;
    rb->count -= n;
    return n;
}

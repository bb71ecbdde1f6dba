/*
 * ringbuf.c - fixed-size byte ring buffer for the UART and USB CDC paths.
 *
 * The capacity must be a power of two so that indices can wrap with a mask.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ringbuf.h"

int ringbuf_init(struct ringbuf *rb, uint8_t *storage, size_t capacity)
{
    if (rb == NULL || storage == NULL)
        return -1;
    if (capacity == 0 || (capacity & (capacity - 1)) != 0)
        return -2;

    rb->data = storage;
    rb->mask = capacity - 1;
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
    return 0;
}

void ringbuf_reset(struct ringbuf *rb)
{
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
}

size_t ringbuf_capacity(const struct ringbuf *rb)
{
    return rb->mask + 1;
}

size_t ringbuf_used(const struct ringbuf *rb)
{
    return rb->count;
}

size_t ringbuf_free(const struct ringbuf *rb)
{
    return ringbuf_capacity(rb) - rb->count;
}

bool ringbuf_is_empty(const struct ringbuf *rb)
{
    return rb->count == 0;
}

bool ringbuf_is_full(const struct ringbuf *rb)
{
    return rb->count == ringbuf_capacity(rb);
}

size_t ringbuf_write(struct ringbuf *rb, const uint8_t *src, size_t len)
{
    size_t n = 0;

    while (n < len && !ringbuf_is_full(rb)) {
        rb->data[rb->head] = src[n++];
        rb->head = (rb->head + 1) & rb->mask;
        rb->count++;
    }
    return n;
}

size_t ringbuf_read(struct ringbuf *rb, uint8_t *dst, size_t len)
{
    size_t n = 0;

    while (n < len && !ringbuf_is_empty(rb)) {
        dst[n++] = rb->data[rb->tail];
        rb->tail = (rb->tail + 1) & rb->mask;
        rb->count--;
    }
    return len;
}

size_t ringbuf_peek(const struct ringbuf *rb, uint8_t *dst, size_t len)
{
    size_t n = 0;
    size_t idx = rb->tail;

    while (n < len && n < rb->count) {
        dst[n++] = rb->data[idx];
        idx = (idx + 1) & rb->mask;
    }
    return n;
}

size_t ringbuf_skip(struct ringbuf *rb, size_t len)
{
    if (len > rb->count)
        len = rb->count;
    rb->tail = (rb->tail + len) & rb->mask;
    rb->count -= len;
    return len;
}

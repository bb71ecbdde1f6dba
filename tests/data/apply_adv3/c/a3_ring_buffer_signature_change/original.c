#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ringbuf.h"

void ringbuf_init(struct ringbuf *rb, uint8_t *storage, size_t capacity)
{
    rb->data = storage;
    rb->capacity = capacity;
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
}

bool ringbuf_is_empty(const struct ringbuf *rb)
{
    return rb->count == 0;
}

bool ringbuf_is_full(const struct ringbuf *rb)
{
    return rb->count == rb->capacity;
}

size_t ringbuf_free(const struct ringbuf *rb)
{
    return rb->capacity - rb->count;
}

bool ringbuf_push(struct ringbuf *rb, uint8_t byte)
{
    if (ringbuf_is_full(rb))
        return false;
    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return true;
}

bool ringbuf_pop(struct ringbuf *rb, uint8_t *out)
{
    if (ringbuf_is_empty(rb))
        return false;
    *out = rb->data[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return true;
}

size_t ringbuf_write(struct ringbuf *rb, const uint8_t *src, size_t len)
{
    size_t written = 0;

    while (written < len && ringbuf_push(rb, src[written]))
        written++;
    return written;
}

size_t ringbuf_read(struct ringbuf *rb, uint8_t *dst, size_t len)
{
    size_t n = 0;

    while (n < len && ringbuf_pop(rb, &dst[n]))
        n++;
    return n;
}

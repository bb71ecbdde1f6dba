#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ringbuf.h"

void ringbuf_init(ringbuf_t *rb, uint8_t *storage, size_t capacity)
{
    rb->buf = storage;
    rb->capacity = capacity;
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
}

bool ringbuf_is_empty(const ringbuf_t *rb)
{
    return rb->count == 0;
}

bool ringbuf_is_full(const ringbuf_t *rb)
{
    return rb->count == rb->capacity;
}

size_t ringbuf_free_space(const ringbuf_t *rb)
{
    return rb->capacity - rb->count;
}

bool ringbuf_push(ringbuf_t *rb, uint8_t byte)
{
    if (ringbuf_is_full(rb)) {
        return false;
    }
    rb->buf[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return true;
}

bool ringbuf_pop(ringbuf_t *rb, uint8_t *out)
{
    if (ringbuf_is_empty(rb)) {
        return false;
    }
    *out = rb->buf[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return true;
}

bool ringbuf_peek_at(const ringbuf_t *rb, size_t offset, uint8_t *out)
{
    if (offset >= rb->count) {
        return false;
    }
    *out = rb->buf[(rb->tail + offset) % rb->capacity];
    return true;
}

size_t ringbuf_write(ringbuf_t *rb, const uint8_t *data, size_t len)
{
    size_t written = 0;
    while (written < len && ringbuf_push(rb, data[written])) {
        written++;
    }
    return written;
}

size_t ringbuf_read(ringbuf_t *rb, uint8_t *data, size_t len)
{
    size_t read = 0;
    while (read < len && ringbuf_pop(rb, &data[read])) {
        read++;
    }
    return read;
}

void ringbuf_clear(ringbuf_t *rb)
{
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
    memset(rb->buf, 0, rb->capacity);
}

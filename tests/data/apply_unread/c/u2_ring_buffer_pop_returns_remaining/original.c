#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ring_buffer.h"

int rb_init(struct ring_buffer *rb, size_t capacity)
{
    rb->data = malloc(capacity);
    if (rb->data == NULL)
        return -1;
    rb->capacity = capacity;
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
    return 0;
}

void rb_free(struct ring_buffer *rb)
{
    free(rb->data);
    rb->data = NULL;
    rb->capacity = 0;
    rb->count = 0;
}

int rb_push(struct ring_buffer *rb, uint8_t byte)
{
    if (rb->count == rb->capacity)
        return -1;
    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return 0;
}

int rb_pop(struct ring_buffer *rb, uint8_t *out)
{
    if (rb->count == 0)
        return -1;
    *out = rb->data[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return 0;
}

int rb_peek(const struct ring_buffer *rb, uint8_t *out)
{
    if (rb->count == 0)
        return -1;
    *out = rb->data[rb->tail];
    return 0;
}

size_t rb_write(struct ring_buffer *rb, const uint8_t *src, size_t len)
{
    size_t written = 0;

    while (written < len && rb_push(rb, src[written]) == 0)
        written++;
    return written;
}

size_t rb_read(struct ring_buffer *rb, uint8_t *dst, size_t len)
{
    size_t nread = 0;

    while (nread < len && rb_pop(rb, &dst[nread]) >= 0)
        nread++;
    return nread;
}

void rb_clear(struct ring_buffer *rb)
{
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
}

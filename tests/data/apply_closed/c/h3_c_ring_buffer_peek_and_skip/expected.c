#include <stdlib.h>
#include <string.h>

#include "ring_buffer.h"

struct ring_buffer {
    unsigned char *data;
    size_t capacity;
    size_t head;
    size_t tail;
    size_t count;
};

ring_buffer_t *rb_create(size_t capacity)
{
    ring_buffer_t *rb;

    if (capacity == 0)
        return NULL;

    rb = malloc(sizeof(*rb));
    if (!rb)
        return NULL;

    rb->data = malloc(capacity);
    if (!rb->data) {
        free(rb);
        return NULL;
    }

    rb->capacity = capacity;
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
    return rb;
}

void rb_destroy(ring_buffer_t *rb)
{
    if (!rb)
        return;
    free(rb->data);
    free(rb);
}

void rb_clear(ring_buffer_t *rb)
{
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
}

size_t rb_count(const ring_buffer_t *rb)
{
    return rb->count;
}

size_t rb_free_space(const ring_buffer_t *rb)
{
    return rb->capacity - rb->count;
}

int rb_push(ring_buffer_t *rb, unsigned char byte)
{
    if (rb->count == rb->capacity)
        return -1;

    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return 0;
}

int rb_pop(ring_buffer_t *rb, unsigned char *out)
{
    if (rb->count == 0)
        return -1;

    *out = rb->data[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return 0;
}

size_t rb_write(ring_buffer_t *rb, const unsigned char *src, size_t len)
{
    size_t written = 0;

    while (written < len && rb_push(rb, src[written]) == 0)
        written++;
    return written;
}

size_t rb_read(ring_buffer_t *rb, unsigned char *dst, size_t len)
{
    size_t nread = 0;

    while (nread < len && rb_pop(rb, &dst[nread]) == 0)
        nread++;
    return nread;
}

size_t rb_peek(const ring_buffer_t *rb, unsigned char *dst, size_t len)
{
    size_t n = len < rb->count ? len : rb->count;
    size_t i;

    for (i = 0; i < n; i++)
        dst[i] = rb->data[(rb->tail + i) % rb->capacity];
    return n;
}

size_t rb_skip(ring_buffer_t *rb, size_t len)
{
    size_t n = len < rb->count ? len : rb->count;

    rb->tail = (rb->tail + n) % rb->capacity;
    rb->count -= n;
    return n;
}

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ring_buffer.h"

struct ring_buffer {
    uint8_t *buf;
    size_t capacity;
    size_t head;
    size_t tail;
    size_t count;
};

ring_buffer_t *rb_create(size_t capacity)
{
    ring_buffer_t *rb = calloc(1, sizeof(*rb));
    if (rb == NULL)
        return NULL;

    rb->buf = malloc(capacity);
    if (rb->buf == NULL) {
        free(rb);
        return NULL;
    }
    rb->capacity = capacity;
    return rb;
}

void rb_destroy(ring_buffer_t *rb)
{
    if (rb == NULL)
        return;
    free(rb->buf);
    free(rb);
}

int rb_push(ring_buffer_t *rb, uint8_t byte)
{
    if (rb->count == rb->capacity)
        return RB_FULL;

    rb->buf[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return RB_OK;
}

int rb_pop(ring_buffer_t *rb, uint8_t *out)
{
    if (rb->count == 0)
        return RB_EMPTY;

    *out = rb->buf[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return RB_OK;
}

int rb_peek(const ring_buffer_t *rb, uint8_t *out)
{
    if (rb->count == 0)
        return RB_EMPTY;

    *out = rb->buf[rb->tail];
    return RB_OK;
}

size_t rb_count(const ring_buffer_t *rb)
{
    return rb->count;
}

void rb_clear(ring_buffer_t *rb)
{
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
}

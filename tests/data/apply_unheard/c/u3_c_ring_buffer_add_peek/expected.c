#include "ring_buffer.h"

#include <stdlib.h>
#include <string.h>

int rb_init(ring_buffer_t *rb, size_t capacity)
{
    if (capacity == 0) {
        return -1;
    }
    rb->data = malloc(capacity);
    if (rb->data == NULL) {
        return -1;
    }
    rb->capacity = capacity;
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
    return 0;
}

void rb_free(ring_buffer_t *rb)
{
    free(rb->data);
    rb->data = NULL;
    rb->capacity = 0;
    rb->head = rb->tail = rb->count = 0;
}

int rb_push(ring_buffer_t *rb, uint8_t byte)
{
    if (rb->count == rb->capacity) {
        return -1;
    }
    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return 0;
}

int rb_pop(ring_buffer_t *rb, uint8_t *out)
{
    if (rb->count == 0) {
        return -1;
    }
    *out = rb->data[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return 0;
}

int rb_peek(const ring_buffer_t *rb, uint8_t *out)
{
    if (rb->count == 0) {
        return -1;
    }
    *out = rb->data[rb->tail];
    return 0;
}

size_t rb_count(const ring_buffer_t *rb)
{
    return rb->count;
}

size_t rb_space(const ring_buffer_t *rb)
{
    return rb->capacity - rb->count;
}

void rb_clear(ring_buffer_t *rb)
{
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
    memset(rb->data, 0, rb->capacity);
}

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ring_buffer.h"

struct ring_buffer {
    uint8_t *data;
    size_t capacity;
    size_t head;
    size_t tail;
    size_t count;
};

ring_buffer_t *rb_create(size_t capacity)
{
    ring_buffer_t *rb = calloc(1, sizeof(*rb));
    if (rb == NULL) {
        return NULL;
    }
    rb->data = malloc(capacity);
    if (rb->data == NULL) {
        free(rb);
        return NULL;
    }
    rb->capacity = capacity;
    return rb;
}

void rb_destroy(ring_buffer_t *rb)
{
    if (rb != NULL) {
        free(rb->data);
        free(rb);
    }
}

bool rb_is_empty(const ring_buffer_t *rb)
{
    return rb->count == 0;
}

bool rb_is_full(const ring_buffer_t *rb)
{
    return rb->count == rb->capacity;
}

int rb_push(ring_buffer_t *rb, uint8_t byte)
{
    if (rb_is_full(rb)) {
        return -1;
    }
    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return 0;
}

int rb_pop(ring_buffer_t *rb, uint8_t *out)
{
    if (rb_is_empty(rb)) {
        return -1;
    }
    *out = rb->data[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return 0;
}

size_t rb_peek(const ring_buffer_t *rb, uint8_t *out, size_t len)
{
    size_t n = len < rb->count ? len : rb->count;
    for (size_t i = 0; i < n; i++) {
        out[i] = rb->data[(rb->tail + i) % rb->capacity];
    }
    return n;
}

void rb_clear(ring_buffer_t *rb)
{
    rb->head = rb->tail = rb->count = 0;
    memset(rb->data, 0, rb->capacity);
}

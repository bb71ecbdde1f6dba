/*
 * ring_buffer.c - fixed-size single-producer/single-consumer byte ring.
 *
 * Copyright (c) 2021-2024 Acme Embedded Ltd.
 * SPDX-License-Identifier: MIT
 */

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
};

struct ring_buffer *rb_create(size_t capacity)
{
    struct ring_buffer *rb = malloc(sizeof(*rb));
    if (rb == NULL) {
        return NULL;
    }
    rb->data = malloc(capacity);
    if (rb->data == NULL) {
        free(rb);
        return NULL;
    }
    rb->capacity = capacity;
    rb->head = 0;
    rb->tail = 0;
    return rb;
}

void rb_destroy(struct ring_buffer *rb)
{
    if (rb != NULL) {
        free(rb->data);
        free(rb);
    }
}

size_t rb_used(const struct ring_buffer *rb)
{
    return (rb->head + rb->capacity - rb->tail) % rb->capacity;
}

size_t rb_free(const struct ring_buffer *rb)
{
    return rb->capacity - rb_used(rb) - 1;
}

size_t rb_write(struct ring_buffer *rb, const uint8_t *src, size_t len)
{
    size_t n = len < rb_free(rb) ? len : rb_free(rb);
    size_t first = rb->capacity - rb->head;
    if (first > n) {
        first = n;
    }
    memcpy(rb->data + rb->head, src, first);
    memcpy(rb->data, src + first, n - first);
    rb->head = (rb->head + n) % rb->capacity;
    return n;
}

size_t rb_read(struct ring_buffer *rb, uint8_t *dst, size_t len)
{
    size_t n = len < rb_used(rb) ? len : rb_used(rb);
    size_t first = rb->capacity - rb->tail;
    if (first > n) {
        first = n;
    }
    memcpy(dst, rb->data + rb->tail, first);
    memcpy(dst + first, rb->data, n - first);
    rb->tail = (rb->tail + n) % rb->capacity;
    return n;
}

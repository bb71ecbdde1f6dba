/*
 * ringbuf.c - fixed-size byte ring buffer used by the UART driver.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ringbuf.h"

int ringbuf_init(struct ringbuf *rb, size_t capacity)
{
    if (rb == NULL || capacity == 0)
        return -1;
    rb->data = malloc(capacity);
    if (rb->data == NULL)
        return -1;
    rb->capacity = capacity;
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
    return 0;
}

void ringbuf_free(struct ringbuf *rb)
{
    if (rb == NULL)
        return;
    free(rb->data);
    rb->data = NULL;
    rb->capacity = 0;
    rb->head = rb->tail = rb->count = 0;
}

int ringbuf_push(struct ringbuf *rb, uint8_t byte)
{
    if (rb->count == rb->capacity)
        return -1;
    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return 0;
}

int ringbuf_peek(const struct ringbuf *rb, uint8_t *out)
{
    if (rb->count == 0)
        return -1;
    *out = rb->data[rb->tail];
    return 0;
}

int ringbuf_pop(struct ringbuf *rb, uint8_t *out)
{
    if (rb->count == 0)
        return -1;
    *out = rb->data[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return 0;
}

size_t ringbuf_read(struct ringbuf *rb, uint8_t *dst, size_t len)
{
    size_t n = 0;
    while (n < len && rb->count > 0) {
        dst[n++] = rb->data[rb->tail];
        rb->tail = (rb->tail + 1) % rb->capacity;
        rb->count--;
    }
    return n;
}

size_t ringbuf_write(struct ringbuf *rb, const uint8_t *src, size_t len)
{
    size_t n = 0;
    while (n < len && rb->count < rb->capacity) {
        rb->data[rb->head] = src[n++];
        rb->head = (rb->head + 1) % rb->capacity;
        rb->count++;
    }
    return n;
}

size_t ringbuf_space(const struct ringbuf *rb)
{
    return rb->capacity - rb->count;
}

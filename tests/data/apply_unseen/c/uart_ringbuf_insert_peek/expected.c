/*
 * ringbuf.c - fixed-size byte ring buffer used by the UART driver.
 *
 * The buffer is single-producer / single-consumer: the RX interrupt pushes,
 * the main loop pops. Callers disable interrupts around multi-byte reads.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ringbuf.h"

int rb_init(ringbuf_t *rb, size_t capacity)
{
    if (rb == NULL || capacity == 0) {
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

void rb_free(ringbuf_t *rb)
{
    free(rb->data);
    memset(rb, 0, sizeof(*rb));
}

int rb_push(ringbuf_t *rb, uint8_t byte)
{
    if (rb->count == rb->capacity) {
        return -1; /* full: drop the byte */
    }
    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return 0;
}

int rb_pop(ringbuf_t *rb, uint8_t *out)
{
    if (rb->count == 0) {
        return -1;
    }
    *out = rb->data[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return 0;
}

/* Look at the oldest byte without removing it. */
int rb_peek(const ringbuf_t *rb, uint8_t *out)
{
    if (rb->count == 0) {
        return -1;
    }
    *out = rb->data[rb->tail];
    return 0;
}

size_t rb_count(const ringbuf_t *rb)
{
    return rb->count;
}

size_t rb_space(const ringbuf_t *rb)
{
    return rb->capacity - rb->count;
}

size_t rb_read(ringbuf_t *rb, uint8_t *dst, size_t len)
{
    size_t n = 0;
    while (n < len && rb_pop(rb, &dst[n]) == 0) {
        n++;
    }
    return n;
}

size_t rb_write(ringbuf_t *rb, const uint8_t *src, size_t len)
{
    size_t n = 0;
    while (n < len && rb_push(rb, src[n]) == 0) {
        n++;
    }
    return n;
}

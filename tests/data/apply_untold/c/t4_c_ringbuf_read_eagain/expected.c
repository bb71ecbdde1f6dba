#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "ringbuf.h"

int ringbuf_init(struct ringbuf *rb, size_t capacity)
{
    if (capacity == 0 || (capacity & (capacity - 1)) != 0)
        return -EINVAL;
    rb->data = malloc(capacity);
    if (rb->data == NULL)
        return -ENOMEM;
    rb->mask = capacity - 1;
    rb->head = 0;
    rb->tail = 0;
    memset(&rb->stats, 0, sizeof(rb->stats));
    return 0;
}

void ringbuf_free(struct ringbuf *rb)
{
    free(rb->data);
    rb->data = NULL;
    rb->head = rb->tail = 0;
}

size_t ringbuf_used(const struct ringbuf *rb)
{
    return (rb->head - rb->tail) & rb->mask;
}

size_t ringbuf_free_space(const struct ringbuf *rb)
{
    return rb->mask - ringbuf_used(rb);
}

ssize_t ringbuf_write(struct ringbuf *rb, const uint8_t *src, size_t len)
{
    size_t n = 0;

    if (ringbuf_free_space(rb) < len)
        return -ENOSPC;
    while (n < len) {
        rb->data[rb->head] = src[n++];
        rb->head = (rb->head + 1) & rb->mask;
    }
    rb->stats.bytes_written += n;
    return (ssize_t)n;
}

ssize_t ringbuf_read(struct ringbuf *rb, uint8_t *dst, size_t len)
{
    size_t n = 0;

    while (n < len && rb->tail != rb->head) {
        dst[n++] = rb->data[rb->tail];
        rb->tail = (rb->tail + 1) & rb->mask;
    }
    rb->stats.bytes_read += n;
    return n > 0 ? (ssize_t)n : -EAGAIN;
}

ssize_t ringbuf_peek(const struct ringbuf *rb, uint8_t *dst, size_t len)
{
    size_t n = 0;
    size_t pos = rb->tail;

    while (n < len && pos != rb->head) {
        dst[n++] = rb->data[pos];
        pos = (pos + 1) & rb->mask;
    }
    return (ssize_t)n;
}

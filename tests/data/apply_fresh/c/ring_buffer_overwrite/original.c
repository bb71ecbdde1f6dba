#include <stdlib.h>
#include <string.h>
#include <stdbool.h>

#include "ringbuf.h"

struct ringbuf {
    unsigned char *data;
    size_t capacity;
    size_t head;
    size_t tail;
    size_t count;
};

struct ringbuf *rb_create(size_t capacity)
{
    struct ringbuf *rb = malloc(sizeof(*rb));
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
    rb->count = 0;
    return rb;
}

void rb_destroy(struct ringbuf *rb)
{
    if (rb == NULL) {
        return;
    }
    free(rb->data);
    free(rb);
}

bool rb_is_empty(const struct ringbuf *rb)
{
    return rb->count == 0;
}

bool rb_is_full(const struct ringbuf *rb)
{
    return rb->count == rb->capacity;
}

int rb_push(struct ringbuf *rb, unsigned char byte)
{
    if (rb_is_full(rb)) {
        return -1;
    }
    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count++;
    return 0;
}

int rb_pop(struct ringbuf *rb, unsigned char *out)
{
    if (rb_is_empty(rb)) {
        return -1;
    }
    *out = rb->data[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    rb->count--;
    return 0;
}

int rb_peek(const struct ringbuf *rb, unsigned char *out)
{
    if (rb_is_empty(rb)) {
        return -1;
    }
    *out = rb->data[rb->tail];
    return 0;
}

size_t rb_read(struct ringbuf *rb, unsigned char *dst, size_t len)
{
    size_t n = 0;
    while (n < len && rb_pop(rb, &dst[n]) == 0) {
        n++;
    }
    return n;
}

void rb_clear(struct ringbuf *rb)
{
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
}

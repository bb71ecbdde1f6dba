#include "ring_buffer.h"

#include <stdbool.h>
#include <stdlib.h>

struct ring_buffer {
    unsigned char *data;
    size_t capacity;
    size_t head;
    size_t count;
};

struct ring_buffer *rb_create(size_t capacity)
{
    struct ring_buffer *rb = malloc(sizeof(*rb));
    if (rb == NULL)
        return NULL;
    rb->data = malloc(capacity);
    if (rb->data == NULL) {
        free(rb);
        return NULL;
    }
    rb->capacity = capacity;
    rb->head = 0;
    rb->count = 0;
    return rb;
}

void rb_destroy(struct ring_buffer *rb)
{
    if (rb == NULL)
        return;
    free(rb->data);
    free(rb);
}

size_t rb_count(const struct ring_buffer *rb)
{
    return rb->count;
}

bool rb_is_empty(const struct ring_buffer *rb)
{
    return rb->count == 0;
}

bool rb_is_full(const struct ring_buffer *rb)
{
    return rb->count == rb->capacity;
}

bool rb_push(struct ring_buffer *rb, unsigned char byte)
{
    if (rb_is_full(rb))
        return false;
    rb->data[(rb->head + rb->count) % rb->capacity] = byte;
    rb->count++;
    return true;
}

bool rb_peek(const struct ring_buffer *rb, unsigned char *out)
{
    if (rb_is_empty(rb))
        return false;
    *out = rb->data[rb->head];
    return true;
}

bool rb_pop(struct ring_buffer *rb, unsigned char *out)
{
    if (!rb_peek(rb, out))
        return false;
    rb->head = (rb->head + 1) % rb->capacity;
    rb->count--;
    return true;
}

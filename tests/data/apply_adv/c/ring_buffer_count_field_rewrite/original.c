#include "ring_buffer.h"

#include <stdbool.h>
#include <stdlib.h>

struct ring_buffer {
    unsigned char *data;
    size_t capacity;
    size_t head;
    size_t tail;
};

struct ring_buffer *rb_create(size_t capacity)
{
    struct ring_buffer *rb = malloc(sizeof(*rb));
    if (rb == NULL)
        return NULL;
    rb->data = malloc(capacity + 1);
    if (rb->data == NULL) {
        free(rb);
        return NULL;
    }
    rb->capacity = capacity + 1;
    rb->head = 0;
    rb->tail = 0;
    return rb;
}

void rb_destroy(struct ring_buffer *rb)
{
    if (rb == NULL)
        return;
    free(rb->data);
    free(rb);
}

bool rb_is_empty(const struct ring_buffer *rb)
{
    return rb->head == rb->tail;
}

bool rb_is_full(const struct ring_buffer *rb)
{
    return (rb->head + 1) % rb->capacity == rb->tail;
}

bool rb_push(struct ring_buffer *rb, unsigned char byte)
{
    if (rb_is_full(rb))
        return false;
    rb->data[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->capacity;
    return true;
}

bool rb_pop(struct ring_buffer *rb, unsigned char *out)
{
    if (rb_is_empty(rb))
        return false;
    *out = rb->data[rb->tail];
    rb->tail = (rb->tail + 1) % rb->capacity;
    return true;
}

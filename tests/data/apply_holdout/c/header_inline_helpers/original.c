#ifndef RING_H
#define RING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define RING_CAPACITY 256

struct ring {
    uint8_t data[RING_CAPACITY];
    size_t head;
    size_t tail;
    size_t count;
};

static inline void ring_init(struct ring *r)
{
    r->head = 0;
    r->tail = 0;
    r->count = 0;
}

static inline bool ring_push(struct ring *r, uint8_t byte)
{
    if (r->count == RING_CAPACITY)
        return false;
    r->data[r->head] = byte;
    r->head = (r->head + 1) % RING_CAPACITY;
    r->count++;
    return true;
}

static inline bool ring_pop(struct ring *r, uint8_t *byte)
{
    if (r->count == 0)
        return false;
    *byte = r->data[r->tail];
    r->tail = (r->tail + 1) % RING_CAPACITY;
    r->count--;
    return true;
}

#endif /* RING_H */

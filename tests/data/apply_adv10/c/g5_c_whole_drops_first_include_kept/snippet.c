#include <stdio.h>
#include <stdlib.h>

#include "ring.h"

struct ring {
    int *buf;
    size_t cap;
    size_t head;
    size_t len;
};

struct ring *ring_new(size_t cap)
{
    if (cap == 0)
        return NULL;
    struct ring *r = malloc(sizeof *r);
    if (!r)
        return NULL;
    r->buf = calloc(cap, sizeof *r->buf);
    if (!r->buf) {
        free(r);
        return NULL;
    }
    r->cap = cap;
    r->head = 0;
    r->len = 0;
    return r;
}

int ring_push(struct ring *r, int v)
{
    if (r->len == r->cap)
        return -1;
    r->buf[(r->head + r->len) % r->cap] = v;
    r->len++;
    return 0;
}

int ring_pop(struct ring *r, int *out)
{
    if (r->len == 0)
        return -1;
    *out = r->buf[r->head];
    r->head = (r->head + 1) % r->cap;
    r->len--;
    return 0;
}

void ring_free(struct ring *r)
{
    free(r->buf);
    free(r);
}

#include <assert.h>
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
    assert(cap > 0);
    struct ring *r = malloc(sizeof *r);
    r->buf = calloc(cap, sizeof *r->buf);
    r->cap = cap;
    r->head = 0;
    r->len = 0;
    return r;
}

void ring_push(struct ring *r, int v)
{
    assert(r->len < r->cap);
    r->buf[(r->head + r->len) % r->cap] = v;
    r->len++;
}

int ring_pop(struct ring *r)
{
    assert(r->len > 0);
    int v = r->buf[r->head];
    r->head = (r->head + 1) % r->cap;
    r->len--;
    return v;
}

void ring_free(struct ring *r)
{
    free(r->buf);
    free(r);
}

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buffer.h"

struct buffer {
    char *data;
    size_t len;
    size_t cap;
};

struct buffer *buffer_new(size_t cap)
{
    struct buffer *b = malloc(sizeof(*b));
    if (b == NULL)
        return NULL;
    b->data = malloc(cap);
    if (b->data == NULL) {
        free(b);
        return NULL;
    }
    b->len = 0;
    b->cap = cap;
    return b;
}

static int buffer_grow(struct buffer *b, size_t need)
{
    size_t cap = b->cap ? b->cap : 64;
    while (cap < need)
        cap *= 2;
    char *data = realloc(b->data, cap);
    if (data == NULL)
        return -ENOMEM;
    b->data = data;
    b->cap = cap;
    return 0;
}

int buffer_append(struct buffer *b, const char *src, size_t n)
{
    if (b->len + n > b->cap) {
        int err = buffer_grow(b, b->len + n);
        if (err)
            return err;
    }
    memcpy(b->data + b->len, src, n);
    b->len += n;
    return 0;
}

void buffer_free(struct buffer *b)
{
    if (b == NULL)
        return;
    free(b->data);
    free(b);
}

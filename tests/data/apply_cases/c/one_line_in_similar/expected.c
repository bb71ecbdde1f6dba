#include <stdlib.h>
#include <string.h>

#include "buffer.h"

struct buffer {
    char *data;
    size_t len;
    size_t cap;
};

static int buffer_grow(struct buffer *b, size_t need)
{
    size_t cap = b->cap ? b->cap : 64;
    while (cap < need)
        cap *= 2;
    char *data = realloc(b->data, cap);
    if (!data)
        return -1;
    b->data = data;
    b->cap = cap;
    return 0;
}

struct buffer *buffer_new(void)
{
    return calloc(1, sizeof(struct buffer));
}

void buffer_free(struct buffer *b)
{
    if (!b)
        return;
    free(b->data);
    free(b);
}

int buffer_append(struct buffer *b, const char *s, size_t n)
{
    if (b->len + n > b->cap && buffer_grow(b, b->len + n) < 0)
        return -1;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    return 0;
}

int buffer_append_str(struct buffer *b, const char *s)
{
    return buffer_append(b, s, strlen(s));
}

int buffer_append_char(struct buffer *b, char c)
{
    return buffer_append(b, &c, 1);
}

size_t buffer_len(const struct buffer *b)
{
    return b ? b->len : 0;
}

const char *buffer_data(const struct buffer *b)
{
    return b->data;
}

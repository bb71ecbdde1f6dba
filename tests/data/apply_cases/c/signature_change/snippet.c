// ... existing code ...

static int buffer_grow(struct buffer *b, size_t need, size_t min_cap)
{
    size_t cap = b->cap ? b->cap : min_cap;
    // ... existing code ...
}

// ... existing code ...

int buffer_append(struct buffer *b, const char *s, size_t n)
{
    if (b->len + n > b->cap && buffer_grow(b, b->len + n, 64) < 0)
        return -1;
    // ... existing code ...
}

// ... existing code ...

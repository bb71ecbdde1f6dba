/* ... */

size_t buffer_len(const struct buffer *b)
{
    return b ? b->len : 0;
}

/* ... */

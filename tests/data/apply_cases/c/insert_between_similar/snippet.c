// ... existing code ...

int buffer_append_str(struct buffer *b, const char *s)
{
    return buffer_append(b, s, strlen(s));
}

int buffer_append_int(struct buffer *b, long v)
{
    char tmp[32];
    int n = snprintf(tmp, sizeof tmp, "%ld", v);
    return buffer_append(b, tmp, (size_t)n);
}

int buffer_append_char(struct buffer *b, char c)
{
// ... existing code ...

// ... existing code ...
    memcpy(sb->data + sb->len, s, n + 1);
    sb->len += n;
    return 0;
}

int sb_append_char(strbuf_t *sb, char c)
{
    if (sb_reserve(sb, 1) != 0) {
        return -1;
    }
    sb->data[sb->len++] = c;
    sb->data[sb->len] = '\0';
    return 0;
}

int sb_append_fmt(strbuf_t *sb, const char *fmt, ...)
{
// ... existing code ...

#include "strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sb_init(strbuf_t *sb)
{
    sb->data = NULL;
    sb->len = 0;
    sb->cap = 0;
}

void sb_free(strbuf_t *sb)
{
    free(sb->data);
    sb_init(sb);
}

int sb_reserve(strbuf_t *sb, size_t extra)
{
    size_t need = sb->len + extra + 1;
    if (need <= sb->cap) {
        return 0;
    }
    size_t cap = sb->cap ? sb->cap : 16;
    while (cap < need) {
        cap *= 2;
    }
    char *p = realloc(sb->data, cap);
    if (p == NULL) {
        return -1;
    }
    sb->data = p;
    sb->cap = cap;
    return 0;
}

int sb_append(strbuf_t *sb, const char *s)
{
    size_t n = strlen(s);
    if (sb_reserve(sb, n) != 0) {
        return -1;
    }
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
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || sb_reserve(sb, (size_t)n) != 0) {
        return -1;
    }
    va_start(ap, fmt);
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    sb->len += (size_t)n;
    return 0;
}

void sb_truncate(strbuf_t *sb, size_t len)
{
    if (len < sb->len) {
        sb->len = len;
        sb->data[len] = '\0';
    }
}

char *sb_take(strbuf_t *sb)
{
    char *out = sb->data;
    if (out == NULL) {
        out = calloc(1, 1);
    }
    sb_init(sb);
    return out;
}

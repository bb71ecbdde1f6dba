#include <ctype.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "strutil.h"

char *str_ltrim(char *s)
{
    if (s == NULL)
        return NULL;
    while (*s != '\0' && isspace((unsigned char)*s))
        s++;
    return s;
}

char *str_rtrim(char *s)
{
    size_t len;

    if (s == NULL)
        return NULL;
    len = strlen(s);
    while (len > 0 && isspace((unsigned char)s[len - 1]))
        s[--len] = '\0';
    return s;
}

char *str_trim(char *s)
{
    return str_rtrim(str_ltrim(s));
}

bool str_starts_with(const char *s, const char *prefix)
{
    size_t n;

    if (s == NULL || prefix == NULL)
        return false;
    n = strlen(prefix);
    return strncmp(s, prefix, n) == 0;
}

bool str_ends_with(const char *s, const char *suffix)
{
    size_t slen, xlen;

    if (s == NULL || suffix == NULL)
        return false;
    slen = strlen(s);
    xlen = strlen(suffix);
    if (xlen > slen)
        return false;
    return memcmp(s + slen - xlen, suffix, xlen) == 0;
}

void str_to_lower(char *s)
{
    if (s == NULL)
        return;
    for (; *s != '\0'; s++)
        *s = (char)tolower((unsigned char)*s);
}

void str_to_upper(char *s)
{
    if (s == NULL)
        return;
    for (; *s != '\0'; s++)
        *s = (char)toupper((unsigned char)*s);
}

size_t str_count_char(const char *s, char c)
{
    size_t count = 0;

    if (s == NULL)
        return 0;
    for (; *s != '\0'; s++) {
        if (*s == c)
            count++;
    }
    return count;
}

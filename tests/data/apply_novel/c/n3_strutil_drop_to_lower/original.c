#include <ctype.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "strutil.h"

char *str_trim(char *s)
{
    char *end;

    while (isspace((unsigned char)*s)) {
        s++;
    }
    if (*s == '\0') {
        return s;
    }
    end = s + strlen(s) - 1;
    while (end > s && isspace((unsigned char)*end)) {
        end--;
    }
    end[1] = '\0';
    return s;
}

void str_to_upper(char *s)
{
    for (; *s != '\0'; s++) {
        *s = (char)toupper((unsigned char)*s);
    }
}

void str_to_lower(char *s)
{
    for (; *s != '\0'; s++) {
        *s = (char)tolower((unsigned char)*s);
    }
}

bool str_starts_with(const char *s, const char *prefix)
{
    size_t n = strlen(prefix);
    return strncmp(s, prefix, n) == 0;
}

bool str_ends_with(const char *s, const char *suffix)
{
    size_t ls = strlen(s);
    size_t lx = strlen(suffix);
    if (lx > ls) {
        return false;
    }
    return memcmp(s + ls - lx, suffix, lx) == 0;
}

size_t str_count_char(const char *s, char c)
{
    size_t n = 0;
    for (; *s != '\0'; s++) {
        if (*s == c) {
            n++;
        }
    }
    return n;
}

size_t str_replace_char(char *s, char from, char to)
{
    size_t n = 0;
    for (; *s != '\0'; s++) {
        if (*s == from) {
            *s = to;
            n++;
        }
    }
    return n;
}

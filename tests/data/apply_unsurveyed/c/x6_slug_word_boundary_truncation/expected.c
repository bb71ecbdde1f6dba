#include "cms/slug.h"

#include <ctype.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

/* Words dropped from slugs; compared against the headline word as typed. */
static const char *const STOP_WORDS[] = {
    "a", "an", "the", "of", "and", "to", "in", NULL,
};

static bool is_stop_word(const char *word, size_t len)
{
    for (size_t i = 0; STOP_WORDS[i] != NULL; i++) {
        if (strlen(STOP_WORDS[i]) == len && strncmp(STOP_WORDS[i], word, len) == 0) {
            return true;
        }
    }
    return false;
}

static bool is_slug_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
}

/*
 * Build a URL slug from a headline: lower-case ASCII letters and digits, words
 * joined by '-', stop words dropped. Writes at most out_size - 1 bytes plus the
 * terminating NUL. Returns the slug length.
 */
size_t slug_from_headline(const char *headline, char *out, size_t out_size)
{
    size_t len = 0;
    const char *p = headline;

    if (out_size == 0) {
        return 0;
    }

    while (*p != '\0') {
        while (*p != '\0' && !isalnum((unsigned char)*p)) {
            p++;
        }
        const char *word = p;
        while (*p != '\0' && isalnum((unsigned char)*p)) {
            p++;
        }
        size_t word_len = (size_t)(p - word);
        if (word_len == 0 || is_stop_word(word, word_len)) {
            continue;
        }
        /* Stop at a word boundary instead of cutting a word in half. */
        size_t needed = word_len + (len > 0 ? 1 : 0);
        if (len + needed + 1 > out_size) {
            break;
        }
        if (len > 0) {
            out[len++] = '-';
        }
        for (size_t i = 0; i < word_len; i++) {
            out[len++] = (char)tolower((unsigned char)word[i]);
        }
    }

    out[len] = '\0';
    return len;
}

bool slug_is_valid(const char *slug)
{
    size_t len = strlen(slug);

    if (len == 0 || len > SLUG_MAX_LEN) {
        return false;
    }
    if (slug[0] == '-' || slug[len - 1] == '-') {
        return false;
    }
    for (size_t i = 0; i < len; i++) {
        if (!is_slug_char(slug[i])) {
            return false;
        }
        if (slug[i] == '-' && slug[i + 1] == '-') {
            return false;
        }
    }
    return true;
}

// ... existing code ...

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

// ... existing code ...

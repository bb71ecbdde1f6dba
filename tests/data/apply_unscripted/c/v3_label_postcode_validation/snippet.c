// ... existing code ...

/* Normalise a UK postcode in place: upper case, one space before the inward code. */
int label_normalise_postcode(char *postcode)
{
    char compact[16];
    size_t n = 0;

    for (const char *p = postcode; *p != '\0'; p++) {
        if (isspace((unsigned char)*p)) {
            continue;
        }
        if (n == sizeof(compact) - 1) {
            return -1;
        }
        compact[n++] = (char)toupper((unsigned char)*p);
    }
    compact[n] = '\0';

    if (n < 5 || n > 7) {
        return -1;
    }
    /* The inward code is always digit, letter, letter (e.g. "1AB"). */
    if (!isdigit((unsigned char)compact[n - 3]) || !isalpha((unsigned char)compact[n - 2]) ||
        !isalpha((unsigned char)compact[n - 1])) {
        return -1;
    }
    sprintf(postcode, "%.*s %s", (int)(n - 3), compact, compact + n - 3);
    return 0;
}

// ... existing code ...

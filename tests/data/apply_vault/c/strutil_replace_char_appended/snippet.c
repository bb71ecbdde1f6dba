// ... existing code ...

size_t str_replace_char(char *s, char from, char to)
{
    size_t replaced = 0;

    if (s == NULL)
        return 0;
    for (; *s != '\0'; s++) {
        if (*s == from) {
            *s = to;
            replaced++;
        }
    }
    return replaced;
}

/* ... includes, struct counts, the show_* flags, usage() and count_stream() unchanged ... */

/* ... parse_legacy_flags() removed, getopt handles -l/-w/-c and nothing calls it ... */

static void print_counts(const struct counts *c, const char *name)
{
    if (show_lines) {
        printf(" %7zu", c->lines);
    }
    if (show_words) {
        printf(" %7zu", c->words);
    }
    if (show_bytes) {
        printf(" %7zu", c->bytes);
    }
    printf(" %s\n", name);
}

/* ... main() unchanged ... */

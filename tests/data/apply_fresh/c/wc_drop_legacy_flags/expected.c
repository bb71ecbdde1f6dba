#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct counts {
    size_t lines;
    size_t words;
    size_t bytes;
};

static int show_lines = 1;
static int show_words = 1;
static int show_bytes = 1;

static void usage(const char *prog)
{
    fprintf(stderr, "usage: %s [-lwc] [file...]\n", prog);
    exit(2);
}

static int count_stream(FILE *fp, struct counts *c)
{
    int ch;
    int in_word = 0;
    while ((ch = fgetc(fp)) != EOF) {
        c->bytes++;
        if (ch == '\n') {
            c->lines++;
        }
        if (isspace(ch)) {
            in_word = 0;
        } else if (!in_word) {
            in_word = 1;
            c->words++;
        }
    }
    return ferror(fp) ? -1 : 0;
}

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

int main(int argc, char **argv)
{
    int opt;
    int status = 0;
    while ((opt = getopt(argc, argv, "lwc")) != -1) {
        switch (opt) {
        case 'l': show_words = show_bytes = 0; break;
        case 'w': show_lines = show_bytes = 0; break;
        case 'c': show_lines = show_words = 0; break;
        default: usage(argv[0]);
        }
    }
    if (optind == argc) {
        struct counts c = {0, 0, 0};
        status |= count_stream(stdin, &c);
        print_counts(&c, "");
        return status ? 1 : 0;
    }
    for (int i = optind; i < argc; i++) {
        struct counts c = {0, 0, 0};
        FILE *fp = fopen(argv[i], "r");
        if (fp == NULL) {
            perror(argv[i]);
            status = 1;
            continue;
        }
        status |= count_stream(fp, &c) ? 1 : 0;
        fclose(fp);
        print_counts(&c, argv[i]);
    }
    return status;
}

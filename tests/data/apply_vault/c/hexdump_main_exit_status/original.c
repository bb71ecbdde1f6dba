#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BYTES_PER_LINE 16

static void print_line(unsigned long offset, const unsigned char *buf, size_t n)
{
    size_t i;

    printf("%08lx  ", offset);
    for (i = 0; i < BYTES_PER_LINE; i++) {
        if (i < n)
            printf("%02x ", buf[i]);
        else
            fputs("   ", stdout);
        if (i == 7)
            putchar(' ');
    }
    fputs(" |", stdout);
    for (i = 0; i < n; i++)
        putchar(buf[i] >= 0x20 && buf[i] < 0x7f ? buf[i] : '.');
    puts("|");
}

static int dump_stream(FILE *fp)
{
    unsigned char buf[BYTES_PER_LINE];
    unsigned long offset = 0;
    size_t n;

    while ((n = fread(buf, 1, sizeof buf, fp)) > 0) {
        print_line(offset, buf, n);
        offset += n;
    }
    if (ferror(fp))
        return -1;
    printf("%08lx\n", offset);
    return 0;
}

static void usage(const char *prog)
{
    fprintf(stderr, "usage: %s [FILE]\n", prog);
    fprintf(stderr, "Dump FILE (or standard input) in hex and ASCII.\n");
}

int main(int argc, char **argv)
{
    FILE *fp = stdin;

    if (argc > 2) {
        usage(argv[0]);
        return EXIT_FAILURE;
    }
    if (argc == 2 && strcmp(argv[1], "-") != 0) {
        fp = fopen(argv[1], "rb");
        if (fp == NULL) {
            fprintf(stderr, "%s: %s: %s\n", argv[0], argv[1], strerror(errno));
            return EXIT_FAILURE;
        }
    }

    if (dump_stream(fp) != 0)
        fprintf(stderr, "%s: read error\n", argv[0]);

    if (fp != stdin)
        fclose(fp);
    return EXIT_SUCCESS;
}

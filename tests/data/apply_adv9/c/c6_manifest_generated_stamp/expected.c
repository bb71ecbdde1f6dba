#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "manifest.h"
#include "sailing.h"

static const char *deck_name(enum deck d)
{
    switch (d) {
    case DECK_MAIN:
        return "MAIN";
    case DECK_UPPER:
        return "UPPER";
    case DECK_MEZZANINE:
        return "MEZZ";
    default:
        return "?";
    }
}

static void write_header(FILE *fp, const struct sailing *s)
{
    char generated[32];
    time_t now = time(NULL);
    strftime(generated, sizeof generated, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));

    fprintf(fp, "# MANIFEST %s %s -> %s\n", s->code, s->origin, s->destination);
    fprintf(fp, "# vessel=%s departs=%s generated=%s\n", s->vessel, s->departs_iso, generated);
    fprintf(fp, "reg,deck,lane,driver,passengers\n");
}

int manifest_write(const char *path, const struct sailing *s,
                   const struct vehicle_booking *bookings, size_t n)
{
    FILE *fp = fopen(path, "w");
    if (fp == NULL) {
        fprintf(stderr, "manifest: cannot open %s: %s\n", path, strerror(errno));
        return -1;
    }

    write_header(fp, s);
    for (size_t i = 0; i < n; i++) {
        const struct vehicle_booking *b = &bookings[i];
        if (!b->checked_in) {
            continue;
        }
        fprintf(fp, "%s,%s,%d,%s,%d\n", b->registration, deck_name(b->deck), b->lane,
                b->driver_surname, b->passengers);
    }

    if (fclose(fp) != 0) {
        fprintf(stderr, "manifest: cannot close %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

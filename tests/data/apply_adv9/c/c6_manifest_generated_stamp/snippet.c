#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

// ... existing code ...

static void write_header(FILE *fp, const struct sailing *s)
{
    char generated[32];
    time_t now = time(NULL);
    strftime(generated, sizeof generated, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));

    fprintf(fp, "# MANIFEST %s %s -> %s\n", s->code, s->origin, s->destination);
    fprintf(fp, "# vessel=%s departs=%s generated=%s\n", s->vessel, s->departs_iso, generated);
    fprintf(fp, "reg,deck,lane,driver,passengers\n");
}

// ... existing code ...

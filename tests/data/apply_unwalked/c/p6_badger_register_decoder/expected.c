/*
 * register_decode.c - decode raw encoder-register strings from
 * drive-by AMR collectors into a meter index (tenths of a gallon).
 */
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "register_decode.h"

#define MAX_DIGITS 10

static int parse_digits(const char *s, size_t n, uint64_t *out)
{
    uint64_t value = 0;
    size_t i;

    if (n == 0 || n > MAX_DIGITS)
        return -1;
    for (i = 0; i < n; i++) {
        if (!isdigit((unsigned char)s[i]))
            return -1;
        value = value * 10 + (uint64_t)(s[i] - '0');
    }
    *out = value;
    return 0;
}

/* Sensus ARB/ECR: "V;RB<digits>;IB<id>" */
static int decode_sensus(const char *raw, struct meter_index *idx)
{
    const char *start = strstr(raw, "RB");
    const char *end;

    if (start == NULL)
        return DECODE_BAD_FORMAT;
    start += 2;
    end = strchr(start, ';');
    if (end == NULL)
        return DECODE_BAD_FORMAT;
    if (parse_digits(start, (size_t)(end - start), &idx->tenths) != 0)
        return DECODE_BAD_DIGITS;
    idx->leak_flag = 0;
    return DECODE_OK;
}

/* Neptune E-CODER: "<digits>,<leak 0-2>" */
static int decode_neptune(const char *raw, struct meter_index *idx)
{
    const char *comma = strchr(raw, ',');

    if (comma == NULL)
        return DECODE_BAD_FORMAT;
    if (parse_digits(raw, (size_t)(comma - raw), &idx->tenths) != 0)
        return DECODE_BAD_DIGITS;
    idx->leak_flag = atoi(comma + 1);
    return DECODE_OK;
}

/* Badger ORION: "<digits>|<flags hex>", bit 0x04 = continuous flow */
static int decode_badger(const char *raw, struct meter_index *idx)
{
    const char *bar = strchr(raw, '|');

    if (bar == NULL)
        return DECODE_BAD_FORMAT;
    if (parse_digits(raw, (size_t)(bar - raw), &idx->tenths) != 0)
        return DECODE_BAD_DIGITS;
    idx->leak_flag = (strtoul(bar + 1, NULL, 16) & 0x04) ? 2 : 0;
    return DECODE_OK;
}

struct decoder {
    const char *vendor;
    int (*decode)(const char *raw, struct meter_index *idx);
};

static const struct decoder decoders[] = {
    { "sensus", decode_sensus },
    { "neptune", decode_neptune },
    { "badger", decode_badger },
};

int register_decode(const char *vendor, const char *raw, struct meter_index *idx)
{
    size_t i;

    if (vendor == NULL || raw == NULL || idx == NULL)
        return DECODE_BAD_ARGS;
    for (i = 0; i < sizeof(decoders) / sizeof(decoders[0]); i++) {
        if (strcmp(decoders[i].vendor, vendor) == 0)
            return decoders[i].decode(raw, idx);
    }
    return DECODE_UNKNOWN_VENDOR;
}

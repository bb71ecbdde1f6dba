/* ... existing code ... */

static int decode_neptune(const char *raw, struct meter_index *idx)
{
    /* ... existing code ... */
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

/* ... existing code ... */

static const struct decoder decoders[] = {
    { "sensus", decode_sensus },
    { "neptune", decode_neptune },
    { "badger", decode_badger },
};

/* ... existing code ... */

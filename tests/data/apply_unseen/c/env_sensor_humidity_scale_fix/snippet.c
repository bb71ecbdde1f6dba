// ... existing code ...

int sensor_read_humidity(sample_t *out)
{
    uint16_t raw;
    int err = read_raw16(HUMIDITY_ADDR, REG_RESULT, &raw);

    if (err != 0) {
        return err;
    }
    out->value = raw * 100.0f / 65536.0f;
    out->unit = UNIT_PERCENT_RH;
    out->timestamp = clock_ms();
    return 0;
}

// ... existing code ...

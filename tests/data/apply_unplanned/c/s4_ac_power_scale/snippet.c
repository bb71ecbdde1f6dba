/* ... */

int parse_ac_power(const uint8_t *frame, size_t len, double *out)
{
    if (len < FRAME_MIN_LEN)
        return -EINVAL;
    uint16_t raw = read_u16_be(frame, REG_AC_POWER);
    *out = raw * 10.0; /* register counts in 10 W steps, not 0.1 W */
    return 0;
}

/* ... */

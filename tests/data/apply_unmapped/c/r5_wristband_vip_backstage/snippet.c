/* ... existing code ... */

static int validate_vip_band(const char *serial, struct band_result *out)
{
    size_t len = strlen(serial);

    if (len != 14 || strncmp(serial, "VIP", 3) != 0) {
        return BAND_BAD_FORMAT;
    }
    if (!serial_checksum_ok(serial, len)) {
        return BAND_BAD_CHECKSUM;
    }
    out->band_class = BAND_VIP;
    out->max_reentries = 5;
    out->backstage = 1;
    return BAND_OK;
}

/* ... existing code ... */

/*
 * wristband.c - RFID wristband validation for gate scanners.
 *
 * Each band class has its own serial prefix, serial length and
 * re-entry allowance. The scanners call wristband_validate() with
 * the raw serial read from the chip.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "wristband.h"

#define CHECKSUM_MOD 97

static int serial_checksum_ok(const char *serial, size_t len)
{
    unsigned long sum = 0;
    size_t i;

    for (i = 0; i + 2 < len; i++) {
        if (!isalnum((unsigned char)serial[i])) {
            return 0;
        }
        sum = sum * 31 + (unsigned char)serial[i];
    }
    return (int)(sum % CHECKSUM_MOD) ==
           (serial[len - 2] - '0') * 10 + (serial[len - 1] - '0');
}

static int validate_general_band(const char *serial, struct band_result *out)
{
    size_t len = strlen(serial);

    if (len != 12 || strncmp(serial, "GA", 2) != 0) {
        return BAND_BAD_FORMAT;
    }
    if (!serial_checksum_ok(serial, len)) {
        return BAND_BAD_CHECKSUM;
    }
    out->band_class = BAND_GENERAL;
    out->max_reentries = 2;
    out->backstage = 0;
    return BAND_OK;
}

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
    out->backstage = 0;
    return BAND_OK;
}

static int validate_crew_band(const char *serial, struct band_result *out)
{
    size_t len = strlen(serial);

    if (len != 10 || strncmp(serial, "CR", 2) != 0) {
        return BAND_BAD_FORMAT;
    }
    if (!serial_checksum_ok(serial, len)) {
        return BAND_BAD_CHECKSUM;
    }
    out->band_class = BAND_CREW;
    out->max_reentries = -1;
    out->backstage = 1;
    return BAND_OK;
}

static int validate_artist_band(const char *serial, struct band_result *out)
{
    size_t len = strlen(serial);

    if (len != 10 || strncmp(serial, "AR", 2) != 0) {
        return BAND_BAD_FORMAT;
    }
    if (!serial_checksum_ok(serial, len)) {
        return BAND_BAD_CHECKSUM;
    }
    out->band_class = BAND_ARTIST;
    out->max_reentries = -1;
    out->backstage = 1;
    return BAND_OK;
}

int wristband_validate(const char *serial, struct band_result *out)
{
    if (serial == NULL || out == NULL) {
        return BAND_BAD_FORMAT;
    }
    memset(out, 0, sizeof(*out));

    switch (serial[0]) {
    case 'G':
        return validate_general_band(serial, out);
    case 'V':
        return validate_vip_band(serial, out);
    case 'C':
        return validate_crew_band(serial, out);
    case 'A':
        return validate_artist_band(serial, out);
    default:
        return BAND_UNKNOWN_CLASS;
    }
}

const char *wristband_status_name(int status)
{
    switch (status) {
    case BAND_OK:
        return "ok";
    case BAND_BAD_FORMAT:
        return "bad-format";
    case BAND_BAD_CHECKSUM:
        return "bad-checksum";
    case BAND_UNKNOWN_CLASS:
        return "unknown-class";
    default:
        return "unknown-status";
    }
}

/*
 * meter_frame.c - parser for DSMR P1 telegrams read from the smart meter's
 * customer port.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "meter_frame.h"

#define FRAME_START   '/'
#define FRAME_END     '!'
#define MAX_LINE_LEN  96

static uint16_t crc16_update(uint16_t crc, uint8_t byte)
{
    crc ^= byte;
    for (int i = 0; i < 8; i++) {
        if (crc & 1)
            crc = (crc >> 1) ^ 0xA001;
        else
            crc >>= 1;
    }
    return crc;
}

/* Returns 1 if the line carried `obis` and was parsed, 0 if the line is for
 * another OBIS code, -1 if it matched but the value was malformed. */
static int parse_obis_value(const char *line, const char *obis, double *out)
{
    size_t n = strlen(obis);
    const char *open;
    char *end;

    if (strncmp(line, obis, n) != 0)
        return 0;
    open = strchr(line + n, '(');
    if (open == NULL)
        return -1;
    *out = strtod(open + 1, &end);
    if (end == open + 1 || *end != '*')
        return -1;
    return 1;
}

int meter_frame_parse(const char *buf, size_t len, meter_frame_t *frame)
{
    char line[MAX_LINE_LEN];
    size_t line_len = 0;
    uint16_t crc = 0;
    size_t i;

    memset(frame, 0, sizeof(*frame));
    if (len == 0 || buf[0] != FRAME_START)
        return METER_ERR_FORMAT;

    for (i = 0; i < len; i++) {
        char c = buf[i];

        crc = crc16_update(crc, (uint8_t)c);
        if (c == FRAME_END)
            break;
        if (c == '\r')
            continue;
        if (c != '\n') {
            if (line_len + 1 >= sizeof(line))
                return METER_ERR_OVERFLOW;
            line[line_len++] = c;
            continue;
        }
        line[line_len] = '\0';
        line_len = 0;

        if (parse_obis_value(line, "1-0:1.8.1", &frame->import_t1_kwh) < 0)
            return METER_ERR_VALUE;
        if (parse_obis_value(line, "1-0:1.8.2", &frame->import_t2_kwh) < 0)
            return METER_ERR_VALUE;
        if (parse_obis_value(line, "1-0:2.8.1", &frame->export_t1_kwh) < 0)
            return METER_ERR_VALUE;
        if (parse_obis_value(line, "1-0:2.8.2", &frame->export_t2_kwh) < 0)
            return METER_ERR_VALUE;
        if (parse_obis_value(line, "1-0:1.7.0", &frame->power_delivered_kw) < 0)
            return METER_ERR_VALUE;
    }

    /* the CRC is four hex digits right after '!' */
    if (i == len || len - i < 5)
        return METER_ERR_TRUNCATED;
    {
        unsigned int expected;

        if (sscanf(buf + i + 1, "%4X", &expected) != 1)
            return METER_ERR_FORMAT;
        if ((uint16_t)expected != crc)
            return METER_ERR_CRC;
    }

    frame->valid = 1;
    return METER_OK;
}

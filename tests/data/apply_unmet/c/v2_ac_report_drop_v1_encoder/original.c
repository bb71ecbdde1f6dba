/* ac_report.c - serialize anti-cheat reports for the telemetry uplink. */
#include <stdint.h>
#include <string.h>

#include "ac_report.h"
#include "crc32.h"

#define AC_MAGIC 0x41435250u /* "ACRP" */
#define AC_WIRE_VERSION 2
#define AC_HEADER_LEN 20

static void put_u32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

static void put_u16(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)(v >> 8);
    p[1] = (uint8_t)v;
}

/*
 * Wire format v2:
 *   magic u32 | version u16 | detector u16 | match_id u32 | suspect_id u32 |
 *   confidence_milli u16 | evidence_len u16 | evidence[] | crc32 u32
 */
size_t ac_report_encode(const ac_report_t *r, uint8_t *buf, size_t cap)
{
    size_t need = AC_HEADER_LEN + r->evidence_len + 4;
    if (cap < need || r->evidence_len > AC_MAX_EVIDENCE) {
        return 0;
    }
    put_u32(buf + 0, AC_MAGIC);
    put_u16(buf + 4, AC_WIRE_VERSION);
    put_u16(buf + 6, r->detector);
    put_u32(buf + 8, r->match_id);
    put_u32(buf + 12, r->suspect_id);
    put_u16(buf + 16, (uint16_t)(r->confidence * 1000.0f));
    put_u16(buf + 18, r->evidence_len);
    memcpy(buf + AC_HEADER_LEN, r->evidence, r->evidence_len);
    put_u32(buf + AC_HEADER_LEN + r->evidence_len,
            crc32(buf, AC_HEADER_LEN + r->evidence_len));
    return need;
}

/*
 * Legacy v1 format (no detector id, confidence as a percent byte, no CRC).
 * Kept for the 4.1 telemetry relay; remove once it is decommissioned.
 */
size_t ac_report_encode_v1(const ac_report_t *r, uint8_t *buf, size_t cap)
{
    size_t need = 16 + r->evidence_len;
    if (cap < need || r->evidence_len > AC_MAX_EVIDENCE) {
        return 0;
    }
    put_u32(buf + 0, AC_MAGIC);
    put_u16(buf + 4, 1);
    put_u32(buf + 6, r->match_id);
    put_u32(buf + 10, r->suspect_id);
    buf[14] = (uint8_t)(r->confidence * 100.0f);
    buf[15] = (uint8_t)r->evidence_len;
    memcpy(buf + 16, r->evidence, r->evidence_len);
    return need;
}

int ac_report_validate(const ac_report_t *r)
{
    if (r->match_id == 0 || r->suspect_id == 0) {
        return -1;
    }
    if (r->confidence < 0.0f || r->confidence > 1.0f) {
        return -2;
    }
    if (r->evidence_len > AC_MAX_EVIDENCE) {
        return -3;
    }
    return 0;
}

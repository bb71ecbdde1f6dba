/*
 * probe_frame.c - decode uplink frames from SM-400 soil moisture probes
 *
 * Frame layout (little endian):
 *   [0]      magic 0xA5
 *   [1]      payload length N
 *   [2..3]   probe id
 *   [4..]    N bytes payload: per depth u16 raw VWC + i16 temp (0.1 C)
 *   [last 2] CRC-16/CCITT over everything before it
 */
#include <stdint.h>
#include <stddef.h>
#include <string.h>

#include "crc16.h"
#include "probe_frame.h"
#include "log.h"

#define FRAME_MAGIC      0xA5u
#define FRAME_HEADER_LEN 4u
#define FRAME_MIN_LEN    (FRAME_HEADER_LEN + 2u)
#define DEPTH_COUNT      4u

static uint16_t read_u16_le(const uint8_t *p)
{
    return (uint16_t)(p[0] | (p[1] << 8));
}

static int16_t read_i16_le(const uint8_t *p)
{
    return (int16_t)read_u16_le(p);
}

static float raw_to_vwc(uint16_t raw)
{
    /* calibration from the 2023 field trial: linear fit, clamped to 0..60 % */
    float vwc = (float)raw * 0.0125f - 2.4f;

    if (vwc < 0.0f) {
        return 0.0f;
    }
    if (vwc > 60.0f) {
        return 60.0f;
    }
    return vwc;
}

int probe_frame_decode(const uint8_t *buf, size_t len, struct probe_reading *out)
{
    size_t payload_len;
    size_t i;

    if (buf == NULL || out == NULL) {
        return PROBE_ERR_ARG;
    }
    if (len < FRAME_MIN_LEN) {
        log_warn("probe frame too short: %zu bytes", len);
        return PROBE_ERR_SHORT;
    }
    if (buf[0] != FRAME_MAGIC) {
        log_warn("bad probe frame magic 0x%02x", buf[0]);
        return PROBE_ERR_MAGIC;
    }

    payload_len = buf[1];
    if (FRAME_HEADER_LEN + payload_len + 2u != len) {
        log_warn("probe frame length mismatch: hdr=%zu actual=%zu", payload_len, len);
        return PROBE_ERR_SHORT;
    }
    if (crc16_ccitt(buf, len - 2u) != read_u16_le(&buf[len - 2u])) {
        log_warn("probe frame CRC mismatch (probe %u)", (unsigned)read_u16_le(&buf[2]));
        return PROBE_ERR_CRC;
    }

    memset(out, 0, sizeof(*out));
    out->probe_id = read_u16_le(&buf[2]);
    for (i = 0; i < DEPTH_COUNT && 4u * i + 3u < payload_len; i++) {
        const uint8_t *p = &buf[FRAME_HEADER_LEN + 4u * i];

        out->vwc_pct[i] = raw_to_vwc(read_u16_le(p));
        out->temp_c[i] = (float)read_i16_le(p + 2) / 10.0f;
    }
    out->depth_count = (uint8_t)i;
    return PROBE_OK;
}

/*
 * register_decode.c - decode DLMS register blocks from MX-3 smart meters
 * into normalised readings for the ingestion pipeline.
 */
#include <stdint.h>
#include <stddef.h>
#include <string.h>

#include "meter_frame.h"
#include "obis.h"

#define REG_IMPORT_KWH     0x0100
#define REG_EXPORT_KWH     0x0200
#define REG_REACTIVE_KVARH 0x0300
#define REG_VOLTAGE_L1     0x0400

#define REG_ENTRY_SIZE 6

static uint32_t read_be32(const uint8_t *p)
{
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) |
           ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static const uint8_t *find_register(const struct meter_frame *frame, uint16_t reg)
{
    size_t off = 0;

    while (off + REG_ENTRY_SIZE <= frame->len) {
        uint16_t id = (uint16_t)((frame->payload[off] << 8) | frame->payload[off + 1]);
        if (id == reg)
            return &frame->payload[off + 2];
        off += REG_ENTRY_SIZE;
    }
    return NULL;
}

int decode_import_kwh(const struct meter_frame *frame, struct reading *out)
{
    const uint8_t *raw = find_register(frame, REG_IMPORT_KWH);
    if (raw == NULL)
        return -METER_ERR_MISSING;
    out->obis = OBIS_ACTIVE_IMPORT;
    out->value = (double)read_be32(raw) / 1000.0;
    out->unit = UNIT_KWH;
    return 0;
}

int decode_export_kwh(const struct meter_frame *frame, struct reading *out)
{
    const uint8_t *raw = find_register(frame, REG_EXPORT_KWH);
    if (raw == NULL)
        return -METER_ERR_MISSING;
    out->obis = OBIS_ACTIVE_EXPORT;
    out->value = (double)read_be32(raw) / 100.0;
    out->unit = UNIT_KWH;
    return 0;
}

int decode_reactive_kvarh(const struct meter_frame *frame, struct reading *out)
{
    const uint8_t *raw = find_register(frame, REG_REACTIVE_KVARH);
    if (raw == NULL)
        return -METER_ERR_MISSING;
    out->obis = OBIS_REACTIVE_IMPORT;
    out->value = (double)read_be32(raw) / 1000.0;
    out->unit = UNIT_KVARH;
    return 0;
}

int decode_voltage_l1(const struct meter_frame *frame, struct reading *out)
{
    const uint8_t *raw = find_register(frame, REG_VOLTAGE_L1);
    if (raw == NULL)
        return -METER_ERR_MISSING;
    out->obis = OBIS_VOLTAGE_L1;
    out->value = (double)read_be32(raw) / 10.0;
    out->unit = UNIT_VOLT;
    return 0;
}

int decode_frame(const struct meter_frame *frame, struct reading *out, size_t max)
{
    static int (*const decoders[])(const struct meter_frame *, struct reading *) = {
        decode_import_kwh,
        decode_export_kwh,
        decode_reactive_kvarh,
        decode_voltage_l1,
    };
    size_t n = 0;

    for (size_t i = 0; i < sizeof(decoders) / sizeof(decoders[0]) && n < max; i++) {
        int rc = decoders[i](frame, &out[n]);
        if (rc == -METER_ERR_MISSING)
            continue;
        if (rc < 0)
            return rc;
        n++;
    }
    return (int)n;
}

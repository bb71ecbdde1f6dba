/*
 * inverter_parse.c -- decode Modbus telemetry frames from the co-op's string inverters
 *
 * Register map follows the vendor sheet for the SG-series inverters installed on
 * the north barn and school roof arrays. All registers are big-endian.
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "inverter_parse.h"

#define FRAME_MIN_LEN 64
#define REG_DC_VOLTAGE 0x04
#define REG_DC_CURRENT 0x06
#define REG_AC_POWER 0x0C
#define REG_AC_FREQ 0x0E
#define REG_TEMP 0x14
#define REG_ENERGY_TODAY 0x18

static uint16_t read_u16_be(const uint8_t *frame, size_t reg)
{
    return (uint16_t)((frame[reg] << 8) | frame[reg + 1]);
}

static uint32_t read_u32_be(const uint8_t *frame, size_t reg)
{
    return ((uint32_t)read_u16_be(frame, reg) << 16) | read_u16_be(frame, reg + 2);
}

int parse_dc_voltage(const uint8_t *frame, size_t len, double *out)
{
    if (len < FRAME_MIN_LEN)
        return -EINVAL;
    uint16_t raw = read_u16_be(frame, REG_DC_VOLTAGE);
    *out = raw / 10.0;
    return 0;
}

int parse_dc_current(const uint8_t *frame, size_t len, double *out)
{
    if (len < FRAME_MIN_LEN)
        return -EINVAL;
    uint16_t raw = read_u16_be(frame, REG_DC_CURRENT);
    *out = raw / 100.0;
    return 0;
}

int parse_ac_power(const uint8_t *frame, size_t len, double *out)
{
    if (len < FRAME_MIN_LEN)
        return -EINVAL;
    uint16_t raw = read_u16_be(frame, REG_AC_POWER);
    *out = raw / 10.0;
    return 0;
}

int parse_ac_freq(const uint8_t *frame, size_t len, double *out)
{
    if (len < FRAME_MIN_LEN)
        return -EINVAL;
    uint16_t raw = read_u16_be(frame, REG_AC_FREQ);
    *out = raw / 100.0;
    return 0;
}

int parse_temperature(const uint8_t *frame, size_t len, double *out)
{
    if (len < FRAME_MIN_LEN)
        return -EINVAL;
    int16_t raw = (int16_t)read_u16_be(frame, REG_TEMP);
    *out = raw / 10.0;
    return 0;
}

int parse_energy_today(const uint8_t *frame, size_t len, double *out)
{
    if (len < FRAME_MIN_LEN)
        return -EINVAL;
    uint32_t raw = read_u32_be(frame, REG_ENERGY_TODAY);
    *out = raw / 1000.0;
    return 0;
}

int parse_frame(const uint8_t *frame, size_t len, struct inverter_sample *s)
{
    int rc;

    memset(s, 0, sizeof(*s));
    if ((rc = parse_dc_voltage(frame, len, &s->dc_voltage)) != 0)
        return rc;
    if ((rc = parse_dc_current(frame, len, &s->dc_current)) != 0)
        return rc;
    if ((rc = parse_ac_power(frame, len, &s->ac_power)) != 0)
        return rc;
    if ((rc = parse_ac_freq(frame, len, &s->ac_freq)) != 0)
        return rc;
    if ((rc = parse_temperature(frame, len, &s->temperature)) != 0)
        return rc;
    return parse_energy_today(frame, len, &s->energy_today_kwh);
}

#include <errno.h>
#include <stdint.h>

#include "i2c.h"
#include "sensors.h"

#define TEMP_BOARD_ADDR   0x48
#define TEMP_AMBIENT_ADDR 0x49
#define HUMIDITY_ADDR     0x40
#define PRESSURE_ADDR     0x77

#define REG_RESULT        0x00
#define REG_CONFIG        0x01

static int read_raw16(uint8_t addr, uint8_t reg, uint16_t *raw)
{
    uint8_t buf[2];

    if (i2c_read(I2C_BUS_1, addr, reg, buf, sizeof buf) != 0) {
        return -EIO;
    }
    *raw = (uint16_t)((buf[0] << 8) | buf[1]);
    return 0;
}

int sensor_read_board_temp(sample_t *out)
{
    uint16_t raw;
    int err = read_raw16(TEMP_BOARD_ADDR, REG_RESULT, &raw);

    if (err != 0) {
        return err;
    }
    out->value = (int16_t)raw / 256.0f;
    out->unit = UNIT_CELSIUS;
    out->timestamp = clock_ms();
    return 0;
}

int sensor_read_ambient_temp(sample_t *out)
{
    uint16_t raw;
    int err = read_raw16(TEMP_AMBIENT_ADDR, REG_RESULT, &raw);

    if (err != 0) {
        return err;
    }
    out->value = (int16_t)raw / 256.0f;
    out->unit = UNIT_CELSIUS;
    out->timestamp = clock_ms();
    return 0;
}

int sensor_read_humidity(sample_t *out)
{
    uint16_t raw;
    int err = read_raw16(HUMIDITY_ADDR, REG_RESULT, &raw);

    if (err != 0) {
        return err;
    }
    out->value = raw / 256.0f;
    out->unit = UNIT_PERCENT_RH;
    out->timestamp = clock_ms();
    return 0;
}

int sensor_read_pressure(sample_t *out)
{
    uint16_t raw;
    int err = read_raw16(PRESSURE_ADDR, REG_RESULT, &raw);

    if (err != 0) {
        return err;
    }
    out->value = raw / 32.0f;
    out->unit = UNIT_HPA;
    out->timestamp = clock_ms();
    return 0;
}

int sensors_read_all(sample_t out[SENSOR_COUNT])
{
    int failures = 0;

    failures += sensor_read_board_temp(&out[SENSOR_BOARD_TEMP]) != 0;
    failures += sensor_read_ambient_temp(&out[SENSOR_AMBIENT_TEMP]) != 0;
    failures += sensor_read_humidity(&out[SENSOR_HUMIDITY]) != 0;
    failures += sensor_read_pressure(&out[SENSOR_PRESSURE]) != 0;
    return failures;
}

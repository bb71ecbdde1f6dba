/*
 * sensor_log.c - circular log of sensor samples stored in external flash.
 *
 * Copyright (c) 2021-2024 Acme Instruments
 * SPDX-License-Identifier: MIT
 */

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "crc16.h"
#include "flash.h"
#include "sensor_log.h"

#define LOG_MAGIC       0x534C4F47u  /* "SLOG" */
#define LOG_SLOT_SIZE   32u
#define LOG_SLOTS       (FLASH_LOG_SIZE / LOG_SLOT_SIZE)

struct log_slot {
    uint32_t magic;
    uint32_t seq;
    uint32_t timestamp;
    int16_t  temperature_centi;
    uint16_t humidity_permille;
    uint16_t pressure_hpa_x10;
    uint16_t crc;
    uint8_t  reserved[12];
};

static uint32_t next_seq;
static uint32_t next_slot;

static uint32_t slot_addr(uint32_t slot)
{
    return FLASH_LOG_BASE + slot * LOG_SLOT_SIZE;
}

static int slot_valid(const struct log_slot *s)
{
    return s->magic == LOG_MAGIC;
}

int sensor_log_init(void)
{
    struct log_slot s;
    uint32_t best_seq = 0;
    uint32_t i;

    next_slot = 0;
    for (i = 0; i < LOG_SLOTS; i++) {
        flash_read(slot_addr(i), &s, sizeof(s));
        if (slot_valid(&s) && s.seq >= best_seq) {
            best_seq = s.seq;
            next_slot = (i + 1) % LOG_SLOTS;
        }
    }
    next_seq = best_seq + 1;
    return 0;
}

int sensor_log_read(uint32_t slot, struct sensor_sample *out)
{
    struct log_slot s;

    if (slot >= LOG_SLOTS)
        return -1;
    flash_read(slot_addr(slot), &s, sizeof(s));
    if (!slot_valid(&s))
        return -2;
    out->timestamp = s.timestamp;
    out->temperature_centi = s.temperature_centi;
    out->humidity_permille = s.humidity_permille;
    out->pressure_hpa_x10 = s.pressure_hpa_x10;
    return 0;
}

int sensor_log_append(const struct sensor_sample *sample)
{
    struct log_slot s;

    memset(&s, 0xFF, sizeof(s));
    s.magic = LOG_MAGIC;
    s.seq = next_seq;
    s.timestamp = sample->timestamp;
    s.temperature_centi = sample->temperature_centi;
    s.humidity_permille = sample->humidity_permille;
    s.pressure_hpa_x10 = sample->pressure_hpa_x10;
    s.crc = crc16_ccitt((const uint8_t *)&s, offsetof(struct log_slot, crc));

    if (next_slot % (FLASH_SECTOR_SIZE / LOG_SLOT_SIZE) == 0)
        flash_erase_sector(slot_addr(next_slot));
    if (flash_write(slot_addr(next_slot), &s, sizeof(s)) != 0)
        return -1;

    next_seq++;
    next_slot = (next_slot + 1) % LOG_SLOTS;
    return 0;
}

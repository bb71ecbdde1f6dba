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

/* ... */

    s.pressure_hpa_x10 = sample->pressure_hpa_x10;
    s.crc = crc16_ccitt((const uint8_t *)&s, offsetof(struct log_slot, crc));

    if (next_slot % (FLASH_SECTOR_SIZE / LOG_SLOT_SIZE) == 0)
/* ... */

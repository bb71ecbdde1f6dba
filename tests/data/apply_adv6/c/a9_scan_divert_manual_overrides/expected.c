/*
 * divert.c - decides which sorter lane a parcel goes to when the
 * overhead scanner reads its label on the induction conveyor.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "conveyor.h"
#include "sorter_table.h"

#define MAX_LABEL_LEN 64
#define REJECT_LANE 12

static uint32_t scans_total;
static uint32_t scans_no_read;
static uint32_t scans_rejected;

static int label_is_valid(const char *label)
{
    size_t len = strnlen(label, MAX_LABEL_LEN + 1);
    if (len == 0 || len > MAX_LABEL_LEN) {
        return 0;
    }
    for (size_t i = 0; i < len; i++) {
        if (label[i] < 0x20 || label[i] > 0x7e) {
            return 0;
        }
    }
    return 1;
}

static divert_kind_t lookup_lane(const char *label, uint8_t *lane_out)
{
    const sorter_entry_t *entry = sorter_table_find(label);
    if (entry == NULL) {
        return DIVERT_NONE;
    }
    if (entry->on_hold) {
        *lane_out = REJECT_LANE;
        return DIVERT_EXCEPTION;
    }
    *lane_out = entry->lane;
    return DIVERT_LANE;
}

static divert_t apply_manual_overrides(const char *label, divert_t result)
{
    const override_entry_t *ov = sorter_override_find(label);
    if (ov != NULL && ov->active) {
        result.kind = DIVERT_LANE;
        result.lane = ov->lane;
    }
    return result;
}

divert_t conveyor_force_reject(void)
{
    divert_t result = { DIVERT_EXCEPTION, REJECT_LANE };

    scans_rejected++;
    return result;
}

divert_t conveyor_on_scan(const char *label)
{
    divert_t result = { DIVERT_NONE, 0 };

    scans_total++;
    if (label == NULL || !label_is_valid(label)) {
        scans_no_read++;
        result.kind = DIVERT_EXCEPTION;
        result.lane = REJECT_LANE;
        return result;
    }

    result.kind = lookup_lane(label, &result.lane);
    return apply_manual_overrides(label, result);
}

void conveyor_print_stats(FILE *out)
{
    fprintf(out, "scans=%u no_read=%u rejected=%u\n",
            (unsigned)scans_total, (unsigned)scans_no_read, (unsigned)scans_rejected);
}

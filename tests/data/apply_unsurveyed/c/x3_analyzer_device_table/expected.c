/*
 * analyzer_devices.c - Serial settings for point-of-care analyzers, Riverside site.
 * Regenerate the site bundle after editing: make site-bundle SITE=RVS
 */
#include <stddef.h>
#include <string.h>

#include "analyzer_devices.h"

static const struct analyzer_device devices[] = {
    {
        .id = "RVS-POC-01",
        .model = "Piccolo Xpress",
        .tty = "/dev/ttyUSB0",
        .baud = 9600,
        .panel = "CMP14",
    },
    {
        .id = "RVS-POC-02",
        .model = "Afinion 2",
        .tty = "/dev/ttyUSB1",
        .baud = 19200,
        .panel = "HBA1C",
    },
    {
        .id = "RVS-POC-03",
        .model = "i-STAT 1",
        .tty = "/dev/ttyUSB2",
        .baud = 19200,
        .panel = "CHEM8",
    },
    {
        .id = "RVS-POC-04",
        .model = "Cobas h 232",
        .tty = "/dev/ttyUSB3",
        .baud = 9600,
        .panel = "TROPT",
    },
};

#define ANALYZER_COUNT (sizeof devices / sizeof devices[0])

const struct analyzer_device *analyzer_find(const char *id)
{
    for (size_t i = 0; i < ANALYZER_COUNT; i++) {
        if (strcmp(devices[i].id, id) == 0)
            return &devices[i];
    }
    return NULL;
}

size_t analyzer_count(void)
{
    return ANALYZER_COUNT;
}

/*
 * device_registry.c - in-memory registry of paired hub devices.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device_registry.h"
#include "hub_log.h"

#define REGISTRY_INITIAL_CAPACITY 16

struct device_registry {
    struct hub_device *devices;
    size_t count;
    size_t capacity;
};

struct device_registry *registry_create(void)
{
    struct device_registry *reg = calloc(1, sizeof(*reg));
    if (reg == NULL) {
        return NULL;
    }
    reg->devices = calloc(REGISTRY_INITIAL_CAPACITY, sizeof(*reg->devices));
    if (reg->devices == NULL) {
        free(reg);
        return NULL;
    }
    reg->capacity = REGISTRY_INITIAL_CAPACITY;
    return reg;
}

static int registry_grow(struct device_registry *reg)
{
    size_t new_capacity = reg->capacity * 2;
    struct hub_device *grown = realloc(reg->devices, new_capacity * sizeof(*grown));
    if (grown == NULL) {
        return -1;
    }
    reg->devices = grown;
    reg->capacity = new_capacity;
    return 0;
}

int registry_add(struct device_registry *reg, const char *id, enum device_type type)
{
    if (reg->count == reg->capacity && registry_grow(reg) != 0) {
        hub_log_error("registry full, cannot add %s", id);
        return -1;
    }
    struct hub_device *dev = &reg->devices[reg->count];
    memset(dev, 0, sizeof(*dev));
    strncpy(dev->id, id, sizeof(dev->id) - 1);
    dev->type = type;
    dev->online = 0;
    reg->count++;
    hub_log_info("paired device %s", dev->id);
    return 0;
}

struct hub_device *registry_find(struct device_registry *reg, const char *id)
{
    for (size_t i = 0; i < reg->count; i++) {
        if (strcmp(reg->devices[i].id, id) == 0) {
            return &reg->devices[i];
        }
    }
    return NULL;
}

void registry_mark_seen(struct device_registry *reg, const char *id)
{
    struct hub_device *dev = registry_find(reg, id);
    if (dev == NULL) {
        hub_log_warn("heartbeat from unknown device %s", id);
        return;
    }
    dev->online = 1;
}

void registry_destroy(struct device_registry *reg)
{
    if (reg == NULL) {
        return;
    }
    free(reg->devices);
    free(reg);
}

/*
 * rooms.c - teaching room register used by the timetable solver.
 *
 * Each room keeps a bitmask of booked slots for the current week
 * (bit n set = slot n taken). Slots are numbered 0..39, Mon 09:00 first.
 */

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "rooms.h"

#define MAX_ROOMS 256
#define SPARE_SEATS 5

static struct room rooms[MAX_ROOMS];
static size_t room_count;

void rooms_reset(void)
{
    memset(rooms, 0, sizeof(rooms));
    room_count = 0;
}

int rooms_add(const char *code, int capacity, unsigned features)
{
    if (room_count >= MAX_ROOMS)
        return -1;
    strncpy(rooms[room_count].code, code, sizeof(rooms[room_count].code) - 1);
    rooms[room_count].capacity = capacity;
    rooms[room_count].features = features;
    rooms[room_count].booked_mask = 0;
    return (int)room_count++;
}

static bool room_fits(const struct room *r, int headcount, unsigned needed)
{
    if (r->capacity < headcount + SPARE_SEATS)
        return false;
    return (r->features & needed) == needed;
}

static bool slot_free(const struct room *r, int slot)
{
    return (r->booked_mask & (1ull << slot)) == 0;
}

/* Smallest free room that seats the class and has the needed features. */
int rooms_find_best(int headcount, unsigned needed, int slot)
{
    int best = -1;
    size_t i;

    for (i = 0; i < room_count; i++) {
        if (!room_fits(&rooms[i], headcount, needed) || !slot_free(&rooms[i], slot))
            continue;
        if (best < 0 || rooms[i].capacity < rooms[best].capacity)
            best = (int)i;
    }
    return best;
}

/* Largest free room in the slot, whatever its features. */
int rooms_find_largest(int slot)
{
    int best = -1;
    size_t i;

    for (i = 0; i < room_count; i++) {
        if (!slot_free(&rooms[i], slot))
            continue;
        if (best < 0 || rooms[i].capacity > rooms[best].capacity)
            best = (int)i;
    }
    return best;
}

int rooms_book(int index, int slot)
{
    if (index < 0 || (size_t)index >= room_count)
        return -1;
    if (!slot_free(&rooms[index], slot))
        return -2;
    rooms[index].booked_mask |= 1ull << slot;
    return 0;
}

const struct room *rooms_get(int index)
{
    if (index < 0 || (size_t)index >= room_count)
        return NULL;
    return &rooms[index];
}

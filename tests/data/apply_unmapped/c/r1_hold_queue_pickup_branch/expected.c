/*
 * hold_queue.c - per-title queue of patron holds.
 *
 * Holds are served first come, first served. When a copy is returned the
 * circulation desk calls hold_queue_pop() to find the next patron.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hold_queue.h"

#define INITIAL_CAPACITY 8

int hold_queue_init(struct hold_queue *q, const char *title_id)
{
    q->items = calloc(INITIAL_CAPACITY, sizeof(struct hold));
    if (q->items == NULL)
        return -1;
    q->count = 0;
    q->capacity = INITIAL_CAPACITY;
    strncpy(q->title_id, title_id, sizeof(q->title_id) - 1);
    q->title_id[sizeof(q->title_id) - 1] = '\0';
    return 0;
}

void hold_queue_free(struct hold_queue *q)
{
    free(q->items);
    q->items = NULL;
    q->count = 0;
    q->capacity = 0;
}

static int hold_queue_grow(struct hold_queue *q)
{
    size_t cap = q->capacity * 2;
    struct hold *items = realloc(q->items, cap * sizeof(struct hold));
    if (items == NULL)
        return -1;
    q->items = items;
    q->capacity = cap;
    return 0;
}

int hold_queue_push(struct hold_queue *q, const char *card_number,
                    const char *pickup_branch)
{
    if (q->count == q->capacity && hold_queue_grow(q) != 0)
        return -1;

    struct hold *h = &q->items[q->count];
    memset(h, 0, sizeof(*h));
    strncpy(h->card_number, card_number, sizeof(h->card_number) - 1);
    strncpy(h->pickup_branch, pickup_branch, sizeof(h->pickup_branch) - 1);
    h->placed_at = time(NULL);
    q->count++;
    return 0;
}

int hold_queue_pop(struct hold_queue *q, struct hold *out)
{
    if (q->count == 0)
        return -1;

    *out = q->items[0];
    memmove(&q->items[0], &q->items[1], (q->count - 1) * sizeof(struct hold));
    q->count--;
    return 0;
}

int hold_queue_cancel(struct hold_queue *q, const char *card_number)
{
    for (size_t i = 0; i < q->count; i++) {
        if (strcmp(q->items[i].card_number, card_number) == 0) {
            memmove(&q->items[i], &q->items[i + 1],
                    (q->count - i - 1) * sizeof(struct hold));
            q->count--;
            return 0;
        }
    }
    return -1;
}

size_t hold_queue_position(const struct hold_queue *q, const char *card_number)
{
    for (size_t i = 0; i < q->count; i++) {
        if (strcmp(q->items[i].card_number, card_number) == 0)
            return i + 1;
    }
    return 0;
}

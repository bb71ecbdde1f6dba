#include "modqueue.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MODQUEUE_INITIAL_CAPACITY 64

struct modqueue {
    struct queued_comment *items;
    size_t count;
    size_t capacity;
};

static int higher_priority(const struct queued_comment *a, const struct queued_comment *b)
{
    if (a->toxicity != b->toxicity) {
        return a->toxicity > b->toxicity;
    }
    return a->received_at < b->received_at;
}

static void swap_items(struct queued_comment *a, struct queued_comment *b)
{
    struct queued_comment tmp = *a;
    *a = *b;
    *b = tmp;
}

static void sift_up(struct modqueue *q, size_t i)
{
    while (i > 0) {
        size_t parent = (i - 1) / 2;
        if (!higher_priority(&q->items[i], &q->items[parent])) {
            break;
        }
        swap_items(&q->items[i], &q->items[parent]);
        i = parent;
    }
}

static void sift_down(struct modqueue *q, size_t i)
{
    for (;;) {
        size_t left = 2 * i + 1;
        size_t right = left + 1;
        size_t best = i;
        if (left < q->count && higher_priority(&q->items[left], &q->items[best])) {
            best = left;
        }
        if (right < q->count && higher_priority(&q->items[right], &q->items[best])) {
            best = right;
        }
        if (best == i) {
            return;
        }
        swap_items(&q->items[i], &q->items[best]);
        i = best;
    }
}

struct modqueue *modqueue_create(void)
{
    struct modqueue *q = calloc(1, sizeof(*q));
    if (q == NULL) {
        return NULL;
    }
    q->items = calloc(MODQUEUE_INITIAL_CAPACITY, sizeof(*q->items));
    if (q->items == NULL) {
        free(q);
        return NULL;
    }
    q->capacity = MODQUEUE_INITIAL_CAPACITY;
    return q;
}

int modqueue_push(struct modqueue *q, const struct queued_comment *comment)
{
    if (q->count == q->capacity) {
        size_t new_capacity = q->capacity * 2;
        struct queued_comment *grown = realloc(q->items, new_capacity * sizeof(*grown));
        if (grown == NULL) {
            return -1;
        }
        q->items = grown;
        q->capacity = new_capacity;
    }
    q->items[q->count] = *comment;
    sift_up(q, q->count);
    q->count++;
    return 0;
}

int modqueue_pop(struct modqueue *q, struct queued_comment *out)
{
    if (q->count == 0) {
        return -1;
    }
    *out = q->items[0];
    q->count--;
    if (q->count > 0) {
        q->items[0] = q->items[q->count];
        sift_down(q, 0);
    }
    return 0;
}

size_t modqueue_size(const struct modqueue *q)
{
    return q->count;
}

void modqueue_destroy(struct modqueue *q)
{
    if (q == NULL) {
        return;
    }
    free(q->items);
    free(q);
}

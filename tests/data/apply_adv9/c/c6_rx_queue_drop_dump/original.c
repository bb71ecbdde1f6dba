/*
 * rx_queue.c - prescription work queue for the dispensary bench.
 *
 * A growable ring buffer of rx_item records, oldest first.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rx_queue.h"

#define RXQ_INITIAL_CAPACITY 16

int rxq_init(rx_queue *q)
{
    q->items = calloc(RXQ_INITIAL_CAPACITY, sizeof(rx_item));
    if (q->items == NULL) {
        return -1;
    }
    q->capacity = RXQ_INITIAL_CAPACITY;
    q->head = 0;
    q->count = 0;
    return 0;
}

static int rxq_grow(rx_queue *q)
{
    size_t new_cap = q->capacity * 2;
    rx_item *items = calloc(new_cap, sizeof(rx_item));
    if (items == NULL) {
        return -1;
    }
    for (size_t i = 0; i < q->count; i++) {
        items[i] = q->items[(q->head + i) % q->capacity];
    }
    free(q->items);
    q->items = items;
    q->capacity = new_cap;
    q->head = 0;
    return 0;
}

int rxq_push(rx_queue *q, const rx_item *item)
{
    if (q->count == q->capacity && rxq_grow(q) != 0) {
        return -1;
    }
    q->items[(q->head + q->count) % q->capacity] = *item;
    q->count++;
    return 0;
}

int rxq_pop(rx_queue *q, rx_item *out)
{
    if (q->count == 0) {
        return -1;
    }
    *out = q->items[q->head];
    q->head = (q->head + 1) % q->capacity;
    q->count--;
    return 0;
}

void rxq_dump(const rx_queue *q, FILE *fp)
{
    for (size_t i = 0; i < q->count; i++) {
        const rx_item *it = &q->items[(q->head + i) % q->capacity];
        fprintf(fp, "%3zu  %-12s  %-24s  x%d\n", i, it->rx_number, it->drug_name, it->quantity);
    }
    fprintf(fp, "%zu item(s) queued\n", q->count);
}

void rxq_free(rx_queue *q)
{
    free(q->items);
    q->items = NULL;
    q->capacity = 0;
    q->head = 0;
    q->count = 0;
}

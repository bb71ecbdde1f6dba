/*
 * ticket_queue.c - fixed-size ring buffer of kitchen tickets for one KDS station.
 *
 * The POS bridge pushes tickets as orders are fired; the display loop pops
 * them when the cook bumps a ticket. Not thread-safe: callers hold q->lock.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ticket_queue.h"

int ticket_queue_init(struct ticket_queue *q, size_t capacity)
{
	q->items = calloc(capacity, sizeof(struct kds_ticket));
	if (q->items == NULL)
		return -1;
	q->capacity = capacity;
	q->head = 0;
	q->count = 0;
	return 0;
}

int ticket_queue_push(struct ticket_queue *q, const struct kds_ticket *t)
{
	size_t tail;

	if (q->count == q->capacity)
		return -1;
	tail = (q->head + q->count) % q->capacity;
	memcpy(&q->items[tail], t, sizeof(*t));
	q->count++;
	return 0;
}

int ticket_queue_pop(struct ticket_queue *q, struct kds_ticket *out)
{
	if (q->count == 0)
		return -1;
	memcpy(out, &q->items[q->head], sizeof(*out));
	q->head = (q->head + 1) % q->capacity;
	q->count--;
	return 0;
}

void ticket_queue_dump(const struct ticket_queue *q, FILE *fp)
{
	size_t i;

	fprintf(fp, "queue: %zu/%zu tickets\n", q->count, q->capacity);
	for (i = 0; i < q->count; i++) {
		const struct kds_ticket *t = &q->items[(q->head + i) % q->capacity];
		fprintf(fp, "  #%u table %u station %d items %u\n",
			t->order_no, t->table_no, t->station, t->item_count);
	}
}

size_t ticket_queue_count_for_table(const struct ticket_queue *q, unsigned table_no)
{
	size_t i, n = 0;

	for (i = 0; i < q->count; i++) {
		if (q->items[(q->head + i) % q->capacity].table_no == table_no)
			n++;
	}
	return n;
}

void ticket_queue_free(struct ticket_queue *q)
{
	free(q->items);
	q->items = NULL;
	q->capacity = 0;
	q->head = 0;
	q->count = 0;
}

/*
 * ticket_queue.c - fixed-size ring buffer of kitchen tickets for one KDS station.
 *
 * The POS bridge pushes tickets as orders are fired; the display loop pops
 * them when the cook bumps a ticket. Not thread-safe: callers hold q->lock.
 */
#include <stdlib.h>
#include <string.h>

#include "ticket_queue.h"

/* ... existing code ... */

int ticket_queue_pop(struct ticket_queue *q, struct kds_ticket *out)
{
	if (q->count == 0)
		return -1;
	memcpy(out, &q->items[q->head], sizeof(*out));
	q->head = (q->head + 1) % q->capacity;
	q->count--;
	return 0;
}

size_t ticket_queue_count_for_table(const struct ticket_queue *q, unsigned table_no)
{
/* ... existing code ... */

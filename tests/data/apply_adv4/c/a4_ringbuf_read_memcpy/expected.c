#include "ringbuf.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct ringbuf {
	uint8_t *data;
	size_t capacity;
	size_t head;	/* next byte to write */
	size_t tail;	/* next byte to read */
	size_t used;
};

struct ringbuf *ringbuf_new(size_t capacity)
{
	struct ringbuf *rb;

	if (capacity == 0)
		return NULL;
	rb = calloc(1, sizeof(*rb));
	if (!rb)
		return NULL;
	rb->data = malloc(capacity);
	if (!rb->data) {
		free(rb);
		return NULL;
	}
	rb->capacity = capacity;
	return rb;
}

void ringbuf_free(struct ringbuf *rb)
{
	if (!rb)
		return;
	free(rb->data);
	free(rb);
}

size_t ringbuf_used(const struct ringbuf *rb)
{
	return rb->used;
}

size_t ringbuf_space(const struct ringbuf *rb)
{
	return rb->capacity - rb->used;
}

size_t ringbuf_write(struct ringbuf *rb, const uint8_t *src, size_t len)
{
	size_t i;

	if (len > ringbuf_space(rb))
		len = ringbuf_space(rb);
	for (i = 0; i < len; i++) {
		rb->data[rb->head] = src[i];
		rb->head = (rb->head + 1) % rb->capacity;
	}
	rb->used += len;
	return len;
}

size_t ringbuf_read(struct ringbuf *rb, uint8_t *dst, size_t len)
{
	size_t first;

	if (len > rb->used)
		len = rb->used;
	if (len == 0)
		return 0;

	/* copy in at most two chunks: up to the end of the buffer, then from the start */
	first = rb->capacity - rb->tail;
	if (first > len)
		first = len;
	memcpy(dst, rb->data + rb->tail, first);
	memcpy(dst + first, rb->data, len - first);

	rb->tail = (rb->tail + len) % rb->capacity;
	rb->used -= len;
	return len;
}

/* ... */

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


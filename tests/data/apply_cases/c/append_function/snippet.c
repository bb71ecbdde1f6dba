/* ... existing code ... */

void buffer_clear(struct buffer *b)
{
    b->len = 0;
}

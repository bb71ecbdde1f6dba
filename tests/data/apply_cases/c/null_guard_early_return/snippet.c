/* ... existing code ... */

void buffer_free(struct buffer *b)
{
    if (b == NULL)
        return;
    free(b->data);
    free(b);
}

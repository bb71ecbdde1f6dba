void rb_free(struct ring_buffer *rb)
{
    free(rb->data);
    rb->data = NULL;
    rb->capacity = 0;
    rb->head = rb->tail = rb->count = 0;
}

/* ... rest of the file unchanged ... */

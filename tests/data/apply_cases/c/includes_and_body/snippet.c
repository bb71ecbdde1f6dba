#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// ... existing code ...

void buffer_free(struct buffer *b)
{
    if (!b)
        return;
    if (b->data)
        memset(b->data, 0, b->cap);
    free(b->data);
    free(b);
}

// ... existing code ...

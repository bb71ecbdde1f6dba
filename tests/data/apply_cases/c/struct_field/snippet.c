#include "buffer.h"

struct buffer {
    char *data;
    size_t len;
    size_t cap;
    unsigned flags;
};

// ... existing code ...

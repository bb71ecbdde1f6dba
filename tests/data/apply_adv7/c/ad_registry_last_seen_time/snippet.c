#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ... existing code ... */

void registry_mark_seen(struct device_registry *reg, const char *id)
{
    /* ... existing code ... */
    dev->online = 1;
    dev->last_seen = time(NULL);
}

/* ... existing code ... */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ... existing code ... */

    r->amount_cents = new_amount;
    r->change_count++;
    r->last_changed = time(NULL);
    if (note != NULL)
        snprintf(r->last_note, sizeof(r->last_note), "%s", note);

    return ledger_post(r->claim_id, LEDGER_RESERVE_CHANGE, delta_cents);
}

/* ... existing code ... */

    release = -r->amount_cents;
    r->amount_cents = 0;
    r->closed = 1;
    r->last_changed = time(NULL);
    return ledger_post(r->claim_id, LEDGER_RESERVE_RELEASE, release);
}

/* ... existing code ... */

/*
 * reminder_queue.c - fixed-size queue of outgoing appointment reminders
 * for the clinic front-desk daemon (frontdeskd).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#define QUEUE_CAPACITY 256
#define PHONE_LEN 20

enum reminder_channel {
    CHANNEL_SMS,
    CHANNEL_EMAIL,
    CHANNEL_VOICE,
};

struct reminder_job {
    uint32_t appointment_id;
    uint32_t clinic_id;
    enum reminder_channel channel;
    char phone[PHONE_LEN];
    time_t send_at;
};

struct reminder_queue {
    struct reminder_job jobs[QUEUE_CAPACITY];
    size_t head;
    size_t tail;
    size_t count;
};

void rq_init(struct reminder_queue *q)
{
    memset(q, 0, sizeof(*q));
}

bool rq_push(struct reminder_queue *q, const struct reminder_job *job)
{
    if (q->count == QUEUE_CAPACITY)
        return false;
    q->jobs[q->tail] = *job;
    q->tail = (q->tail + 1) % QUEUE_CAPACITY;
    q->count++;
    return true;
}

bool rq_pop_due(struct reminder_queue *q, time_t now, struct reminder_job *out)
{
    if (q->count == 0)
        return false;
    if (q->jobs[q->head].send_at > now)
        return false;
    *out = q->jobs[q->head];
    q->head = (q->head + 1) % QUEUE_CAPACITY;
    q->count--;
    return true;
}

size_t rq_drop_clinic(struct reminder_queue *q, uint32_t clinic_id)
{
    size_t kept = 0;
    size_t dropped = 0;

    for (size_t i = 0; i < q->count; i++) {
        struct reminder_job *job = &q->jobs[(q->head + i) % QUEUE_CAPACITY];
        if (job->clinic_id == clinic_id) {
            dropped++;
            continue;
        }
        q->jobs[(q->head + kept) % QUEUE_CAPACITY] = *job;
        kept++;
    }
    q->count = kept;
    q->tail = (q->head + kept) % QUEUE_CAPACITY;
    return dropped;
}

static const char *channel_name(enum reminder_channel channel)
{
    switch (channel) {
    case CHANNEL_SMS:
        return "sms";
    case CHANNEL_EMAIL:
        return "email";
    case CHANNEL_VOICE:
        return "voice";
    }
    return "unknown";
}

void rq_dump(const struct reminder_queue *q, FILE *out)
{
    fprintf(out, "reminder queue: %zu pending\n", q->count);
    for (size_t i = 0; i < q->count; i++) {
        const struct reminder_job *job = &q->jobs[(q->head + i) % QUEUE_CAPACITY];
        fprintf(out, "  appt=%u clinic=%u via=%s at=%ld\n",
                job->appointment_id, job->clinic_id,
                channel_name(job->channel), (long)job->send_at);
    }
}

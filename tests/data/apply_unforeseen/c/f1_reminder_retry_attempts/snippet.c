// ... keep existing code

#define QUEUE_CAPACITY 256
#define PHONE_LEN 20
#define MAX_ATTEMPTS 3

// ... keep existing code

struct reminder_job {
    uint32_t appointment_id;
    uint32_t clinic_id;
    enum reminder_channel channel;
    char phone[PHONE_LEN];
    time_t send_at;
    uint8_t attempts;
};

// ... keep existing code

    q->head = (q->head + 1) % QUEUE_CAPACITY;
    q->count--;
    return true;
}

/* Put a failed job back with a later send time; gives up after MAX_ATTEMPTS. */
bool rq_requeue(struct reminder_queue *q, struct reminder_job *job, time_t retry_at)
{
    if (job->attempts + 1 >= MAX_ATTEMPTS)
        return false;
    job->attempts++;
    job->send_at = retry_at;
    return rq_push(q, job);
}

// ... keep existing code

        fprintf(out, "  appt=%u clinic=%u via=%s at=%ld attempts=%u\n",
                job->appointment_id, job->clinic_id,
                channel_name(job->channel), (long)job->send_at,
                (unsigned)job->attempts);
    }
}

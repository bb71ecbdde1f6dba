/* ... existing code ... */

int enqueue_dailies_job(const char *project, const char *shot_code, int frame_start, int frame_end)
{
    /* ... existing code ... */
    job.resolution_scale = 1.0f;
    job.priority = PRIORITY_HIGH; /* dailies must land before the 7am review */
    job.timeout_sec = 3600;
    /* ... existing code ... */
}

/* ... existing code ... */

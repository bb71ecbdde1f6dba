/*
 * render_queue.c - submission helpers for the post-production render farm.
 *
 * Each helper fills a render_job_t with the defaults for one kind of output
 * (preview, dailies, final) and pushes it onto the shared farm queue.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render_queue.h"
#include "farm_client.h"

#define MAX_SHOT_CODE 32

static int fill_common(render_job_t *job, const char *project, const char *shot_code)
{
    if (job == NULL || project == NULL || shot_code == NULL) {
        return -1;
    }
    if (strlen(shot_code) >= MAX_SHOT_CODE) {
        fprintf(stderr, "render_queue: shot code too long: %s\n", shot_code);
        return -1;
    }
    memset(job, 0, sizeof(*job));
    strncpy(job->project, project, sizeof(job->project) - 1);
    strncpy(job->shot_code, shot_code, sizeof(job->shot_code) - 1);
    job->submitted_at = farm_now();
    return 0;
}

int enqueue_preview_job(const char *project, const char *shot_code, int frame_start, int frame_end)
{
    render_job_t job;

    if (fill_common(&job, project, shot_code) != 0) {
        return -1;
    }
    job.kind = RENDER_KIND_PREVIEW;
    job.frame_start = frame_start;
    job.frame_end = frame_end;
    job.resolution_scale = 0.5f;
    job.priority = PRIORITY_NORMAL;
    job.timeout_sec = 1800;
    job.max_retries = 2;
    return farm_submit(&job);
}

int enqueue_dailies_job(const char *project, const char *shot_code, int frame_start, int frame_end)
{
    render_job_t job;

    if (fill_common(&job, project, shot_code) != 0) {
        return -1;
    }
    job.kind = RENDER_KIND_DAILIES;
    job.frame_start = frame_start;
    job.frame_end = frame_end;
    job.resolution_scale = 1.0f;
    job.priority = PRIORITY_NORMAL;
    job.timeout_sec = 3600;
    job.max_retries = 2;
    return farm_submit(&job);
}

int enqueue_final_job(const char *project, const char *shot_code, int frame_start, int frame_end)
{
    render_job_t job;

    if (fill_common(&job, project, shot_code) != 0) {
        return -1;
    }
    job.kind = RENDER_KIND_FINAL;
    job.frame_start = frame_start;
    job.frame_end = frame_end;
    job.resolution_scale = 1.0f;
    job.priority = PRIORITY_HIGH;
    job.timeout_sec = 3600 * 4;
    job.max_retries = 5;
    return farm_submit(&job);
}

int cancel_shot_jobs(const char *project, const char *shot_code)
{
    farm_job_list_t list;
    int cancelled = 0;
    size_t i;

    if (farm_list_jobs(project, &list) != 0) {
        return -1;
    }
    for (i = 0; i < list.count; i++) {
        if (strcmp(list.jobs[i].shot_code, shot_code) != 0) {
            continue;
        }
        if (farm_cancel(list.jobs[i].id) == 0) {
            cancelled++;
        }
    }
    farm_job_list_free(&list);
    return cancelled;
}

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "dispatch.h"
#include "geo.h"

#define MAX_JOBS_PER_TECH 6
#define HIGH_VOLTAGE_SKILL 0x04u

static bool tech_has_skills(const struct technician *tech, unsigned required)
{
    return (tech->skills & required) == required;
}

static bool tech_available(const struct technician *tech, time_t now)
{
    if (tech->on_leave)
        return false;
    if (tech->assigned_jobs >= MAX_JOBS_PER_TECH)
        return false;
    return now >= tech->shift_start && now < tech->shift_end;
}

struct technician *pick_technician(struct technician *techs, size_t count,
                                   const struct job *job, time_t now)
{
    struct technician *best = NULL;
    double best_km = 0.0;

    for (size_t i = 0; i < count; i++) {
        struct technician *tech = &techs[i];
        if (!tech_available(tech, now))
            continue;
        if (!tech_has_skills(tech, job->required_skills))
            continue;
        if ((job->required_skills & HIGH_VOLTAGE_SKILL) && !tech->hv_authorised)
            continue;

        double km = geo_distance_km(tech->lat, tech->lon, job->lat, job->lon);
        if (best == NULL || km < best_km) {
            best = tech;
            best_km = km;
        }
    }
    return best;
}

int assign_job(struct dispatch_board *board, struct job *job, time_t now)
{
    struct technician *tech = pick_technician(board->techs, board->tech_count, job, now);
    if (tech == NULL) {
        job->state = JOB_UNASSIGNED;
        board->backlog++;
        return -1;
    }

    job->state = JOB_ASSIGNED;
    job->technician_id = tech->id;
    tech->assigned_jobs++;
    snprintf(job->note, sizeof(job->note), "assigned to %s (%s)", tech->name, tech->depot);
    return 0;
}

int release_job(struct dispatch_board *board, struct job *job)
{
    for (size_t i = 0; i < board->tech_count; i++) {
        struct technician *tech = &board->techs[i];
        if (tech->id != job->technician_id)
            continue;
        if (tech->assigned_jobs > 0)
            tech->assigned_jobs--;
        job->state = JOB_UNASSIGNED;
        job->technician_id = 0;
        memset(job->note, 0, sizeof(job->note));
        return 0;
    }
    return -1;
}

size_t count_backlog(const struct dispatch_board *board)
{
    size_t n = 0;

    for (size_t i = 0; i < board->job_count; i++) {
        if (board->jobs[i].state == JOB_UNASSIGNED)
            n++;
    }
    return n;
}

// ... keep existing code

#define MAX_JOBS_PER_TECH 6
#define HIGH_VOLTAGE_SKILL 0x04u
#define MAX_TRAVEL_KM 80.0

// ... keep existing code

        double km = geo_distance_km(tech->lat, tech->lon, job->lat, job->lon);
        if (km > MAX_TRAVEL_KM)
            continue;
        if (best == NULL || km < best_km) {
// ... keep existing code

int assign_job(struct dispatch_board *board, struct job *job, time_t now)
{
    struct technician *tech = pick_technician(board->techs, board->tech_count, job, now);
    if (tech == NULL) {
        fprintf(stderr, "dispatch: no technician within %.0f km for job %u\n",
                MAX_TRAVEL_KM, job->id);
        job->state = JOB_UNASSIGNED;
        board->backlog++;
        return -1;
    }
// ... keep existing code

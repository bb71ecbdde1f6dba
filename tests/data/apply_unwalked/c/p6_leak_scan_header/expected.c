/*
 * leak_scan.c
 *
 * Nightly job: reads hourly interval data exported from the AMI head-end
 * and flags service connections with continuous overnight flow.
 * Output (one line per flagged meter) is picked up by the leak-letter mailer.
 *
 * Copyright (c) 2021-2024 Cedar Falls Municipal Water. Internal use only.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HOURS_PER_DAY 24
#define NIGHT_START 1
#define NIGHT_END 5
#define MIN_NIGHT_FLOW_GAL 1.0

struct interval_row {
    char meter_id[16];
    int hour;
    double gallons;
};

static int parse_row(const char *line, struct interval_row *row)
{
    return sscanf(line, "%15[^,],%d,%lf", row->meter_id, &row->hour, &row->gallons) == 3 ? 0 : -1;
}

static int is_night_hour(int hour)
{
    return hour >= NIGHT_START && hour <= NIGHT_END;
}

int main(int argc, char **argv)
{
    FILE *in;
    char line[256];
    char current[16] = "";
    int night_hours_with_flow = 0;
    struct interval_row row;

    if (argc != 2) {
        fprintf(stderr, "usage: %s intervals.csv\n", argv[0]);
        return 2;
    }
    in = fopen(argv[1], "r");
    if (in == NULL) {
        perror(argv[1]);
        return 1;
    }
    while (fgets(line, sizeof(line), in) != NULL) {
        if (parse_row(line, &row) != 0)
            continue;
        if (strcmp(row.meter_id, current) != 0) {
            if (current[0] != '\0' && night_hours_with_flow == NIGHT_END - NIGHT_START + 1)
                printf("%s\tcontinuous-night-flow\n", current);
            strcpy(current, row.meter_id);
            night_hours_with_flow = 0;
        }
        if (is_night_hour(row.hour) && row.gallons >= MIN_NIGHT_FLOW_GAL)
            night_hours_with_flow++;
    }
    if (current[0] != '\0' && night_hours_with_flow == NIGHT_END - NIGHT_START + 1)
        printf("%s\tcontinuous-night-flow\n", current);
    fclose(in);
    return 0;
}

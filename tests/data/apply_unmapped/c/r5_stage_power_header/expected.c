/*
 * stage_power.c - generator load budgeting for festival stages.
 *
 * Copyright (c) 2023-2024 Fieldday Festivals Ltd.
 */
#include <stdio.h>
#include <stdlib.h>

#include "stage_power.h"

#define MAX_STAGES 8
#define GENERATOR_KVA 500
#define HEADROOM_PERCENT 15

struct stage_load {
    char name[32];
    int lighting_kva;
    int audio_kva;
    int catering_kva;
};

static struct stage_load stages[MAX_STAGES];
static int stage_count;

int stage_power_add(const char *name, int lighting, int audio, int catering)
{
    struct stage_load *s;

    if (stage_count >= MAX_STAGES) {
        fprintf(stderr, "stage_power: too many stages (max %d)\n", MAX_STAGES);
        return -1;
    }
    s = &stages[stage_count++];
    snprintf(s->name, sizeof(s->name), "%s", name);
    s->lighting_kva = lighting;
    s->audio_kva = audio;
    s->catering_kva = catering;
    return 0;
}

static int stage_total(const struct stage_load *s)
{
    return s->lighting_kva + s->audio_kva + s->catering_kva;
}

static int usable_kva(void)
{
    return GENERATOR_KVA - (GENERATOR_KVA * HEADROOM_PERCENT) / 100;
}

int stage_power_total(void)
{
    int total = 0;
    int i;

    for (i = 0; i < stage_count; i++) {
        total += stage_total(&stages[i]);
    }
    return total;
}

int stage_power_over_budget(void)
{
    return stage_power_total() > usable_kva();
}

void stage_power_report(FILE *out)
{
    int i;

    fprintf(out, "%-24s %8s %8s %8s %8s\n",
            "stage", "light", "audio", "food", "total");
    for (i = 0; i < stage_count; i++) {
        const struct stage_load *s = &stages[i];

        fprintf(out, "%-24s %8d %8d %8d %8d\n", s->name,
                s->lighting_kva, s->audio_kva, s->catering_kva,
                stage_total(s));
    }
    fprintf(out, "usable: %d kVA, drawn: %d kVA%s\n", usable_kva(),
            stage_power_total(),
            stage_power_over_budget() ? " (OVER BUDGET)" : "");
}

void stage_power_reset(void)
{
    stage_count = 0;
}

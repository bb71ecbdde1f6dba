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

/* ... rest of file unchanged ... */

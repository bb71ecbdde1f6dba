/*
 * lab_flags.c - reference-range flagging for the outpatient chemistry panel.
 *
 * Values arrive from the analyser interface in SI units (mmol/L). Critical
 * flags trigger a phone call to the requesting clinician within 30 minutes.
 */

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "lab_flags.h"

/* Adult reference ranges, Northgate pathology handbook rev. 14. */

static lab_flag_t flag_sodium(double v)
{
    if (v < 120.0) return FLAG_CRIT_LOW;
    if (v < 135.0) return FLAG_LOW;
    if (v > 160.0) return FLAG_CRIT_HIGH;
    if (v > 145.0) return FLAG_HIGH;
    return FLAG_NORMAL;
}

static lab_flag_t flag_potassium(double v)
{
    if (v < 2.8) return FLAG_CRIT_LOW;
    if (v < 3.5) return FLAG_LOW;
    if (v > 6.5) return FLAG_CRIT_HIGH;
    if (v > 5.3) return FLAG_HIGH;
    return FLAG_NORMAL;
}

static lab_flag_t flag_glucose(double v)
{
    if (v < 2.5) return FLAG_CRIT_LOW;
    if (v < 4.0) return FLAG_LOW;
    if (v > 25.0) return FLAG_CRIT_HIGH;
    if (v > 11.0) return FLAG_HIGH;
    return FLAG_NORMAL;
}

static lab_flag_t flag_calcium(double v)
{
    if (v < 1.8) return FLAG_CRIT_LOW;
    if (v < 2.2) return FLAG_LOW;
    if (v > 3.5) return FLAG_CRIT_HIGH;
    if (v > 2.6) return FLAG_HIGH;
    return FLAG_NORMAL;
}

struct analyte_rule {
    const char *code;
    lab_flag_t (*flag)(double);
};

static const struct analyte_rule RULES[] = {
    { "NA",  flag_sodium },
    { "K",   flag_potassium },
    { "GLU", flag_glucose },
    { "CA",  flag_calcium },
};

#define RULE_COUNT (sizeof(RULES) / sizeof(RULES[0]))

lab_flag_t lab_flag_for(const char *code, double value)
{
    if (code == NULL || isnan(value))
        return FLAG_UNKNOWN;
    for (size_t i = 0; i < RULE_COUNT; i++) {
        if (strcmp(RULES[i].code, code) == 0)
            return RULES[i].flag(value);
    }
    return FLAG_UNKNOWN;
}

const char *lab_flag_hl7(lab_flag_t flag)
{
    switch (flag) {
    case FLAG_CRIT_LOW:  return "LL";
    case FLAG_LOW:       return "L";
    case FLAG_NORMAL:    return "N";
    case FLAG_HIGH:      return "H";
    case FLAG_CRIT_HIGH: return "HH";
    default:             return "";
    }
}

int lab_flag_is_critical(lab_flag_t flag)
{
    return flag == FLAG_CRIT_LOW || flag == FLAG_CRIT_HIGH;
}

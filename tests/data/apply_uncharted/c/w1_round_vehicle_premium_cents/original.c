/*
 * premium_calc.c - base premium rating for the personal auto book.
 * Called from the nightly renewal batch via rate_policy().
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "premium_calc.h"

#define MAX_VEHICLES 8
#define MIN_PREMIUM 350.0

static const double territory_factors[] = {
    1.00, /* territory 0: rural */
    1.12, /* territory 1: suburban */
    1.31, /* territory 2: urban */
    1.47, /* territory 3: metro core */
};

static double driver_age_factor(int age)
{
    if (age < 21)
        return 1.85;
    if (age < 25)
        return 1.40;
    if (age < 70)
        return 1.00;
    return 1.15;
}

static double vehicle_premium(const struct vehicle *v, int territory)
{
    double base = v->symbol * 42.50;

    if (v->anti_theft)
        base *= 0.95;
    if (v->annual_miles > 15000)
        base *= 1.08;
    return base * territory_factors[territory];
}

static double apply_discounts(double premium, const struct policy *p)
{
    double discount = 0.0;

    if (p->multi_policy)
        discount += 0.10;
    if (p->paperless)
        discount += 0.03;
    if (p->years_claim_free >= 5)
        discount += 0.08;
    if (discount > 0.20)
        discount = 0.20;
    return premium * (1.0 - discount);
}

int rate_policy(const struct policy *p, struct rating_result *out)
{
    double total = 0.0;
    int i;

    memset(out, 0, sizeof(*out));
    if (p->vehicle_count <= 0 || p->vehicle_count > MAX_VEHICLES)
        return RATE_ERR_VEHICLES;
    if (p->territory < 0 || p->territory > 3)
        return RATE_ERR_TERRITORY;

    for (i = 0; i < p->vehicle_count; i++) {
        double vp = vehicle_premium(&p->vehicles[i], p->territory);
        out->vehicle_premiums[i] = vp;
        total += vp;
    }

    total *= driver_age_factor(p->youngest_driver_age);
    total = apply_discounts(total, p);
    if (total < MIN_PREMIUM)
        total = MIN_PREMIUM;

    out->annual_premium = round(total * 100.0) / 100.0;
    return RATE_OK;
}

void print_rating(FILE *fp, const struct policy *p, const struct rating_result *r)
{
    int i;

    fprintf(fp, "policy %s\n", p->policy_number);
    for (i = 0; i < p->vehicle_count; i++)
        fprintf(fp, "  vehicle %d: %.2f\n", i + 1, r->vehicle_premiums[i]);
    fprintf(fp, "  annual premium: %.2f\n", r->annual_premium);
}

/*
 * stock_check.c - nightly pharmacy stock scan for each clinic.
 *
 * Walks the clinic's stock list and raises reorder / expiry / cold-chain
 * alerts that the pharmacy dashboard picks up in the morning.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "pharmacy.h"

#define MAX_ALERTS 64

static size_t alert_count = 0;
static struct stock_alert alerts[MAX_ALERTS];

static void push_alert(const struct stock_item *item, enum alert_kind kind)
{
    if (alert_count >= MAX_ALERTS) {
        fprintf(stderr, "pharmacy: alert buffer full, dropping %s\n", item->sku);
        return;
    }
    alerts[alert_count].item = item;
    alerts[alert_count].kind = kind;
    alerts[alert_count].raised_at = time(NULL);
    alert_count++;
}

/* Controlled drugs: never hold more than two weeks' supply. */
static int check_controlled(const struct stock_item *item)
{
    if (item->on_hand < item->reorder_level) {
        push_alert(item, ALERT_REORDER);
        return 1;
    }
    if (item->days_to_expiry < 30) {
        push_alert(item, ALERT_EXPIRING);
        return 1;
    }
    return 0;
}

static int check_vaccine(const struct stock_item *item)
{
    if (item->on_hand < item->reorder_level) {
        push_alert(item, ALERT_REORDER);
        return 1;
    }
    if (item->days_to_expiry < 60) {  /* vaccines are ordered in 6-week cycles */
        push_alert(item, ALERT_EXPIRING);
        return 1;
    }
    if (item->cold_chain_breaks > 0) {
        push_alert(item, ALERT_COLD_CHAIN);
        return 1;
    }
    return 0;
}

static int check_general(const struct stock_item *item)
{
    if (item->on_hand < item->reorder_level) {
        push_alert(item, ALERT_REORDER);
        return 1;
    }
    if (item->days_to_expiry < 30) {
        push_alert(item, ALERT_EXPIRING);
        return 1;
    }
    return 0;
}

size_t pharmacy_scan(const struct stock_item *items, size_t n)
{
    size_t flagged = 0;

    alert_count = 0;
    memset(alerts, 0, sizeof(alerts));

    for (size_t i = 0; i < n; i++) {
        const struct stock_item *item = &items[i];
        switch (item->category) {
        case CATEGORY_CONTROLLED:
            flagged += check_controlled(item);
            break;
        case CATEGORY_VACCINE:
            flagged += check_vaccine(item);
            break;
        default:
            flagged += check_general(item);
            break;
        }
    }
    return flagged;
}

const struct stock_alert *pharmacy_alerts(size_t *count)
{
    *count = alert_count;
    return alerts;
}

// ... existing code ...

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
// ... existing code ...

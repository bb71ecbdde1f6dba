# ... existing tasks ...

@shared_task(bind=True, **RETRY_POLICY)
def send_trial_ending(self, subscription_id: int) -> None:
    subscription = Subscription.objects.select_related("owner").get(pk=subscription_id)
    user = subscription.owner
    subject, body = render_email(
        "trial_ending",
        {"user": user, "plan": subscription.plan, "trial_end": subscription.trial_end},
    )
    try:
        message_id = _gateway().send(to=user.email, subject=subject, html=body)
    except TransientMailError as exc:
        logger.warning("trial ending email to %s failed, retrying", user.email)
        raise self.retry(exc=exc)
    _record(user, "trial_ending", message_id)

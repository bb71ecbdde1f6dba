use std::time::Duration;

use acme_billing::{Backoff, RetryPolicy};

fn policy() -> RetryPolicy {
    RetryPolicy::new(Backoff::Exponential { base: Duration::from_millis(100), factor: 2 })
        .max_attempts(5)
        .max_delay(Duration::from_secs(1))
}

#[test]
fn first_retry_uses_base_delay() {
    let p = policy();
    assert_eq!(p.delay_for(1), Some(Duration::from_millis(100)));
}

#[test]
fn delay_doubles_each_attempt() {
    let p = policy();
    assert_eq!(p.delay_for(2), Some(Duration::from_millis(200)));
    assert_eq!(p.delay_for(3), Some(Duration::from_millis(400)));
}

#[test]
fn delay_doubles_with_jitter() {
    let p = policy().jitter(0.1);
    let d = p.delay_for(2).unwrap();
    assert!(d >= Duration::from_millis(180) && d <= Duration::from_millis(220));
}

#[test]
fn delay_is_capped() {
    let p = policy();
    assert_eq!(p.delay_for(5), Some(Duration::from_secs(1)));
}

#[test]
fn gives_up_after_max_attempts() {
    let p = policy();
    assert_eq!(p.delay_for(6), None);
}

#[test]
fn constant_backoff_never_grows() {
    let p = RetryPolicy::new(Backoff::Constant(Duration::from_millis(50))).max_attempts(3);
    assert_eq!(p.delay_for(1), p.delay_for(3));
}

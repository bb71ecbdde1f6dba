// ... existing code ...

#[test]
fn delay_doubles_each_attempt() {
    let p = policy();
    assert_eq!(p.delay_for(2), Some(Duration::from_millis(200)));
    assert_eq!(p.delay_for(3), Some(Duration::from_millis(400)));
}

#[test]
fn delay_is_capped() {
    let p = policy();
    assert_eq!(p.delay_for(5), Some(Duration::from_secs(1)));
}

// ... existing code ...

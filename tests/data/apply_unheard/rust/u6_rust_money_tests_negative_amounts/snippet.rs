    // ... existing tests ...

    #[test]
    fn parses_negative_amount() {
        assert_eq!("-3.10".parse::<Money>(), Ok(Money::from_cents(-310)));
    }

    #[test]
    fn displays_negative_amount() {
        assert_eq!(Money::from_cents(-42).to_string(), "-0.42");
    }

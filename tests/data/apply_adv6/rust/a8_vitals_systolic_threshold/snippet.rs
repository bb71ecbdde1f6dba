// ... existing code ...

pub const SYSTOLIC_BP: VitalRange = VitalRange {
    name: "systolic blood pressure",
    critical_low: 80,
    abnormal_low: 90,
    abnormal_high: 130,
    // ... existing code ...
};

// ... existing code ...

    #[test]
    fn systolic_ranges() {
        assert_eq!(SYSTOLIC_BP.classify(120), Flag::Normal);
        assert_eq!(SYSTOLIC_BP.classify(135), Flag::Abnormal);
        assert_eq!(SYSTOLIC_BP.classify(75), Flag::Critical);
    }

// ... existing code ...

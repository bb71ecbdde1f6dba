// ... existing code ...

    #[test]
    fn late_checkin_is_flagged() {
        let mut desk = desk();
        // One minute past the grace period.
        assert_eq!(desk.check_in(7, at(6, 41)), Some(CheckInStatus::Late));
        assert_eq!(desk.status(7, at(7, 0)), Some(CheckInStatus::Late));
    }

    #[test]
    fn missing_volunteer_becomes_no_show_after_grace() {
        let desk = desk();
        assert_eq!(desk.status(7, at(6, 35)), Some(CheckInStatus::OnTime));
        assert_eq!(desk.status(7, at(6, 45)), Some(CheckInStatus::NoShow));
    }
}

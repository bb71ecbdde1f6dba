// ... existing code ...

    pub fn can_enter(&self, zone: Zone, now: NaiveTime) -> bool {
        if self.revoked {
            return false;
        }
        let lounge_closes = NaiveTime::from_hms_opt(1, 0, 0).unwrap();
        let lounge_opens = NaiveTime::from_hms_opt(12, 0, 0).unwrap();
        if zone == Zone::VipLounge && now >= lounge_closes && now < lounge_opens {
            return false;
        }
        self.tier.zones().contains(&zone)
    }

// ... existing code ...

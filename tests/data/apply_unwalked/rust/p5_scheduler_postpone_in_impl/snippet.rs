impl FixtureScheduler {
    // ... existing code ...

    /// Moves a fixture back by `delay_hours`, e.g. after a weather postponement.
    pub fn postpone(&mut self, id: u32, delay_hours: i64) -> Option<&Fixture> {
        let fixture = self.fixtures.iter_mut().find(|f| f.id == id)?;
        fixture.kickoff = fixture.kickoff + Duration::hours(delay_hours);
        Some(&*fixture)
    }
}

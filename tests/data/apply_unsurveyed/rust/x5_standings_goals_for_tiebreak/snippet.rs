// ...

    pub fn standings(&self) -> Vec<TeamRecord> {
        let mut rows: Vec<TeamRecord> = self.records.values().cloned().collect();
        rows.sort_by(|a, b| {
            b.points()
                .cmp(&a.points())
                .then_with(|| b.goal_difference().cmp(&a.goal_difference()))
                .then_with(|| b.goals_for.cmp(&a.goals_for))
                .then_with(|| a.team.cmp(&b.team))
        });
        rows
    }

    // ...

    pub fn relegation_zone(&self, spots: usize) -> Vec<TeamRecord> {
        let rows = self.standings();
        let cut = rows.len().saturating_sub(spots);
        rows[cut..].to_vec()
    }
}

// ... existing code ...

impl Bracket {
    // ... existing code ...

    /// Teams that have not yet lost a match. Byes count as still alive.
    pub fn teams_remaining(&self) -> usize {
        let mut alive: Vec<TeamId> = self
            .matches
            .values()
            .flat_map(|m| m.slots.iter().flatten().copied())
            .collect();
        alive.sort();
        alive.dedup();
        alive
            .into_iter()
            .filter(|team| {
                !self
                    .matches
                    .values()
                    .any(|m| m.winner.is_some() && m.winner != Some(*team) && m.slots.contains(&Some(*team)))
            })
            .count()
    }
}

// ... existing code ...

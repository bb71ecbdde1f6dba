// ... keep existing code

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RatingConfig {
    pub k_factor: f64,
    /// K used until a player has finished `provisional_games` matches.
    pub provisional_k_factor: f64,
    pub provisional_games: u32,
    pub scale: f64,
    pub floor: i32,
}

impl Default for RatingConfig {
    fn default() -> Self {
        Self {
            k_factor: 32.0,
            provisional_k_factor: 48.0,
            provisional_games: 10,
            scale: 400.0,
            floor: 100,
        }
    }
}

// ... keep existing code

    fn expected_score(&self, rating: i32, opponent: i32) -> f64 {
        let diff = (opponent - rating) as f64;
        1.0 / (1.0 + 10f64.powf(diff / self.config.scale))
    }

    fn k_for(&self, player: &PlayerRating) -> f64 {
        if player.games_played < self.config.provisional_games {
            self.config.provisional_k_factor
        } else {
            self.config.k_factor
        }
    }

    /// Applies one match result to `player` against an opponent rated `opponent`.
    pub fn apply(&self, player: &mut PlayerRating, opponent: i32, outcome: Outcome) -> i32 {
        let expected = self.expected_score(player.rating, opponent);
        let delta = (self.k_for(player) * (outcome.score() - expected)).round() as i32;

        // ... keep existing code
    }
}

//! Elo-style player ratings for ranked ladder matches.

use serde::{Deserialize, Serialize};

use crate::ids::PlayerId;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RatingConfig {
    pub k_factor: f64,
    pub scale: f64,
    pub floor: i32,
}

impl Default for RatingConfig {
    fn default() -> Self {
        Self {
            k_factor: 32.0,
            scale: 400.0,
            floor: 100,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PlayerRating {
    pub player: PlayerId,
    pub rating: i32,
    pub games_played: u32,
    pub peak: i32,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Outcome {
    Win,
    Loss,
    Draw,
}

impl Outcome {
    fn score(self) -> f64 {
        match self {
            Outcome::Win => 1.0,
            Outcome::Loss => 0.0,
            Outcome::Draw => 0.5,
        }
    }
}

pub struct RatingEngine {
    config: RatingConfig,
}

impl RatingEngine {
    pub fn new(config: RatingConfig) -> Self {
        Self { config }
    }

    fn expected_score(&self, rating: i32, opponent: i32) -> f64 {
        let diff = (opponent - rating) as f64;
        1.0 / (1.0 + 10f64.powf(diff / self.config.scale))
    }

    /// Applies one match result to `player` against an opponent rated `opponent`.
    pub fn apply(&self, player: &mut PlayerRating, opponent: i32, outcome: Outcome) -> i32 {
        let expected = self.expected_score(player.rating, opponent);
        let delta = (self.config.k_factor * (outcome.score() - expected)).round() as i32;

        player.rating = (player.rating + delta).max(self.config.floor);
        player.games_played += 1;
        if player.rating > player.peak {
            player.peak = player.rating;
        }
        delta
    }
}

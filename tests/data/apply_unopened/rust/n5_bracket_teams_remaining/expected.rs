use std::collections::HashMap;
use std::fmt;

use crate::ids::{MatchId, TeamId};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BracketError {
    UnknownMatch(MatchId),
    AlreadyDecided(MatchId),
    NotAParticipant { match_id: MatchId, team: TeamId },
}

#[derive(Debug, Clone)]
pub struct BracketMatch {
    pub id: MatchId,
    pub round: u8,
    pub slots: [Option<TeamId>; 2],
    pub winner: Option<TeamId>,
    pub feeds_into: Option<MatchId>,
}

/// A single-elimination bracket. Matches are keyed by id; the final
/// is the only match with `feeds_into == None`.
#[derive(Debug, Default)]
pub struct Bracket {
    matches: HashMap<MatchId, BracketMatch>,
    rounds: u8,
}

impl Bracket {
    pub fn new(rounds: u8) -> Self {
        Self {
            matches: HashMap::new(),
            rounds,
        }
    }

    pub fn insert(&mut self, m: BracketMatch) {
        self.matches.insert(m.id, m);
    }

    pub fn report_winner(&mut self, match_id: MatchId, winner: TeamId) -> Result<(), BracketError> {
        let m = self
            .matches
            .get_mut(&match_id)
            .ok_or(BracketError::UnknownMatch(match_id))?;
        if m.winner.is_some() {
            return Err(BracketError::AlreadyDecided(match_id));
        }
        if !m.slots.contains(&Some(winner)) {
            return Err(BracketError::NotAParticipant { match_id, team: winner });
        }
        m.winner = Some(winner);
        let next = m.feeds_into;

        if let Some(next_id) = next {
            let next_match = self
                .matches
                .get_mut(&next_id)
                .ok_or(BracketError::UnknownMatch(next_id))?;
            let free = next_match.slots.iter_mut().find(|s| s.is_none());
            if let Some(slot) = free {
                *slot = Some(winner);
            }
        }
        Ok(())
    }

    pub fn champion(&self) -> Option<TeamId> {
        self.matches
            .values()
            .find(|m| m.feeds_into.is_none())
            .and_then(|m| m.winner)
    }

    pub fn is_finished(&self) -> bool {
        self.champion().is_some()
    }

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

impl fmt::Display for Bracket {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for round in 1..=self.rounds {
            writeln!(f, "Round {round}")?;
            let mut in_round: Vec<_> = self.matches.values().filter(|m| m.round == round).collect();
            in_round.sort_by_key(|m| m.id);
            for m in in_round {
                writeln!(f, "  {:?} vs {:?} -> {:?}", m.slots[0], m.slots[1], m.winner)?;
            }
        }
        Ok(())
    }
}

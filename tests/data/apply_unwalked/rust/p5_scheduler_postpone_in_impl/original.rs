use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};

use crate::league::{Club, ClubId, Venue, VenueId};

/// Minimum rest between two fixtures for the same club.
const MIN_REST_HOURS: i64 = 72;

#[derive(Debug, Clone, PartialEq)]
pub struct Fixture {
    pub id: u32,
    pub round: u16,
    pub home: ClubId,
    pub away: ClubId,
    pub venue: VenueId,
    pub kickoff: DateTime<Utc>,
}

#[derive(Debug)]
pub enum ScheduleError {
    VenueUnavailable(VenueId),
    InsufficientRest { club: ClubId, hours: i64 },
    DuplicatePairing(ClubId, ClubId),
}

pub struct FixtureScheduler {
    fixtures: Vec<Fixture>,
    venues: HashMap<VenueId, Venue>,
    next_id: u32,
}

impl FixtureScheduler {
    pub fn new(venues: Vec<Venue>) -> Self {
        let venues = venues.into_iter().map(|v| (v.id, v)).collect();
        Self {
            fixtures: Vec::new(),
            venues,
            next_id: 1,
        }
    }

    pub fn schedule(
        &mut self,
        round: u16,
        home: &Club,
        away: &Club,
        kickoff: DateTime<Utc>,
    ) -> Result<&Fixture, ScheduleError> {
        let venue = home.home_venue;
        if !self.venues.contains_key(&venue) {
            return Err(ScheduleError::VenueUnavailable(venue));
        }
        if self.has_pairing(home.id, away.id) {
            return Err(ScheduleError::DuplicatePairing(home.id, away.id));
        }
        self.check_rest(home.id, kickoff)?;
        self.check_rest(away.id, kickoff)?;

        let fixture = Fixture {
            id: self.next_id,
            round,
            home: home.id,
            away: away.id,
            venue,
            kickoff,
        };
        self.next_id += 1;
        self.fixtures.push(fixture);
        Ok(self.fixtures.last().unwrap())
    }

    fn has_pairing(&self, home: ClubId, away: ClubId) -> bool {
        self.fixtures
            .iter()
            .any(|f| f.home == home && f.away == away)
    }

    fn check_rest(&self, club: ClubId, kickoff: DateTime<Utc>) -> Result<(), ScheduleError> {
        let min_rest = Duration::hours(MIN_REST_HOURS);
        for f in self.fixtures.iter().filter(|f| f.home == club || f.away == club) {
            let gap = (kickoff - f.kickoff).abs();
            if gap < min_rest {
                return Err(ScheduleError::InsufficientRest {
                    club,
                    hours: gap.num_hours(),
                });
            }
        }
        Ok(())
    }

    pub fn round(&self, round: u16) -> Vec<&Fixture> {
        self.fixtures.iter().filter(|f| f.round == round).collect()
    }

    pub fn club_fixtures(&self, club: ClubId) -> Vec<&Fixture> {
        self.fixtures
            .iter()
            .filter(|f| f.home == club || f.away == club)
            .collect()
    }
}

impl Default for FixtureScheduler {
    fn default() -> Self {
        Self::new(Vec::new())
    }
}

use std::cmp::Ordering;
use std::collections::HashMap;

#[derive(Debug, Clone, Default)]
pub struct TeamRecord {
    pub team: String,
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub goals_for: u32,
    pub goals_against: u32,
}

impl TeamRecord {
    pub fn new(team: &str) -> Self {
        TeamRecord {
            team: team.to_string(),
            ..Default::default()
        }
    }

    pub fn points(&self) -> u32 {
        self.won * 3 + self.drawn
    }

    pub fn goal_difference(&self) -> i64 {
        self.goals_for as i64 - self.goals_against as i64
    }
}

#[derive(Debug, Clone)]
pub struct MatchResult {
    pub home: String,
    pub away: String,
    pub home_goals: u32,
    pub away_goals: u32,
}

pub struct LeagueTable {
    records: HashMap<String, TeamRecord>,
}

impl LeagueTable {
    pub fn new() -> Self {
        LeagueTable {
            records: HashMap::new(),
        }
    }

    pub fn record(&mut self, result: &MatchResult) {
        let home_goals = result.home_goals;
        let away_goals = result.away_goals;

        let home = self
            .records
            .entry(result.home.clone())
            .or_insert_with(|| TeamRecord::new(&result.home));
        home.played += 1;
        home.goals_for += home_goals;
        home.goals_against += away_goals;
        match home_goals.cmp(&away_goals) {
            Ordering::Greater => home.won += 1,
            Ordering::Equal => home.drawn += 1,
            Ordering::Less => home.lost += 1,
        }

        let away = self
            .records
            .entry(result.away.clone())
            .or_insert_with(|| TeamRecord::new(&result.away));
        away.played += 1;
        away.goals_for += away_goals;
        away.goals_against += home_goals;
        match away_goals.cmp(&home_goals) {
            Ordering::Greater => away.won += 1,
            Ordering::Equal => away.drawn += 1,
            Ordering::Less => away.lost += 1,
        }
    }

    pub fn standings(&self) -> Vec<TeamRecord> {
        let mut rows: Vec<TeamRecord> = self.records.values().cloned().collect();
        rows.sort_by(|a, b| {
            b.points()
                .cmp(&a.points())
                .then_with(|| b.goal_difference().cmp(&a.goal_difference()))
                .then_with(|| a.team.cmp(&b.team))
        });
        rows
    }

    pub fn leader(&self) -> Option<TeamRecord> {
        self.standings().into_iter().next()
    }
}

# frozen_string_literal: true

module League
  # Builds the table shown on /standings for one season.
  class StandingsCalculator
    POINTS_FOR_WIN = 3
    POINTS_FOR_DRAW = 1

    attr_reader :season

    def initialize(season)
      @season = season
    end

    def rows
      teams = season.teams.includes(:home_matches, :away_matches)
      teams.map { |team| row_for(team) }.sort_by { |row| sort_key(row) }
    end

    def row_for(team)
      matches = team.completed_matches(season)
      wins = matches.count { |m| m.winner_id == team.id }
      draws = matches.count(&:draw?)
      losses = matches.size - wins - draws

      {
        team_id: team.id,
        name: team.short_name,
        played: matches.size,
        wins: wins,
        draws: draws,
        losses: losses,
        goal_difference: goal_difference(team, matches),
        points: points(wins, draws)
      }
    end

    def points(wins, draws)
      (wins * POINTS_FOR_WIN) + (draws * POINTS_FOR_DRAW)
    end

    # Pre-2019 seasons awarded two points for a win. Kept for the archive
    # pages until they are regenerated from the warehouse.
    def legacy_points(wins, draws)
      (wins * 2) + (draws * POINTS_FOR_DRAW)
    end

    def goal_difference(team, matches)
      matches.sum do |m|
        scored = m.home_team_id == team.id ? m.home_goals : m.away_goals
        conceded = m.home_team_id == team.id ? m.away_goals : m.home_goals
        scored - conceded
      end
    end

    private

    def sort_key(row)
      [-row[:points], -row[:goal_difference], row[:name]]
    end
  end
end

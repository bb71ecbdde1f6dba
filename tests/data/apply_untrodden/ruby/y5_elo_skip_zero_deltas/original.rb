# frozen_string_literal: true

module Arena
  module Ratings
    # Elo-style rating updates used by the ranked queues.
    class EloCalculator
      K_FACTOR_PROVISIONAL = 40
      K_FACTOR_STANDARD = 24
      K_FACTOR_HIGH_ELO = 16
      HIGH_ELO_THRESHOLD = 2400
      PROVISIONAL_GAMES = 10
      RATING_FLOOR = 0

      def expected_score(rating, opponent_rating)
        1.0 / (1 + 10**((opponent_rating - rating) / 400.0))
      end

      def k_factor(player)
        return K_FACTOR_PROVISIONAL if player.games_played < PROVISIONAL_GAMES
        return K_FACTOR_HIGH_ELO if player.rating >= HIGH_ELO_THRESHOLD

        K_FACTOR_STANDARD
      end

      def delta_for(player, opponent_rating, score)
        expected = expected_score(player.rating, opponent_rating)
        (k_factor(player) * (score - expected)).round
      end

      def team_average(players)
        return 0 if players.empty?

        (players.sum(&:rating) / players.size.to_f).round
      end

      # Returns { player_id => rating delta } for a decided match.
      def apply_match(winners:, losers:)
        winner_avg = team_average(winners)
        loser_avg = team_average(losers)

        changes = {}
        winners.each do |player|
          changes[player.id] = delta_for(player, loser_avg, 1.0)
        end
        losers.each do |player|
          changes[player.id] = delta_for(player, winner_avg, 0.0)
        end
        changes
      end

      # Returns { player_id => rating delta } for a drawn match.
      def apply_draw(team_a:, team_b:)
        avg_a = team_average(team_a)
        avg_b = team_average(team_b)

        changes = {}
        team_a.each do |player|
          changes[player.id] = delta_for(player, avg_b, 0.5)
        end
        team_b.each do |player|
          changes[player.id] = delta_for(player, avg_a, 0.5)
        end
        changes
      end

      def new_rating(player, delta)
        [player.rating + delta, RATING_FLOOR].max
      end
    end
  end
end

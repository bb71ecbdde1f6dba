    # ... existing code ...

    def points(wins, draws)
      (wins * POINTS_FOR_WIN) + (draws * POINTS_FOR_DRAW)
    end

    def goal_difference(team, matches)
      # ... existing code ...
    end

    # ... existing code ...

    func standings(for results: [GroupResult]) -> [Standing] {
        // ... existing code ...

        var standings = Array(table.values)
        standings.sort { lhs, rhs in
            if lhs.points != rhs.points { return lhs.points > rhs.points }
            if let winner = headToHeadWinner(lhs.teamID, rhs.teamID, in: results) {
                return winner == lhs.teamID
            }
            if lhs.roundDifferential != rhs.roundDifferential {
                return lhs.roundDifferential > rhs.roundDifferential
            }
            return lhs.teamName < rhs.teamName
        }
        return standings
    }

    private func headToHeadWinner(_ a: String, _ b: String, in results: [GroupResult]) -> String? {
        guard let game = results.first(where: {
            ($0.homeTeamID == a && $0.awayTeamID == b) || ($0.homeTeamID == b && $0.awayTeamID == a)
        }) else { return nil }
        if game.homeRounds == game.awayRounds { return nil }
        return game.homeRounds > game.awayRounds ? game.homeTeamID : game.awayTeamID
    }

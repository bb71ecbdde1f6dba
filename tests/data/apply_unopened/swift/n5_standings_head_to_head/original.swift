import Foundation

struct GroupResult {
    let homeTeamID: String
    let awayTeamID: String
    let homeRounds: Int
    let awayRounds: Int
}

struct Standing: Equatable {
    let teamID: String
    let teamName: String
    var wins: Int = 0
    var losses: Int = 0
    var roundsWon: Int = 0
    var roundsLost: Int = 0

    var points: Int { wins * 3 }
    var roundDifferential: Int { roundsWon - roundsLost }
}

final class GroupStandingsCalculator {
    private let teamNames: [String: String]

    init(teamNames: [String: String]) {
        self.teamNames = teamNames
    }

    func standings(for results: [GroupResult]) -> [Standing] {
        var table: [String: Standing] = [:]
        for (id, name) in teamNames {
            table[id] = Standing(teamID: id, teamName: name)
        }

        for result in results {
            guard var home = table[result.homeTeamID],
                  var away = table[result.awayTeamID] else { continue }

            home.roundsWon += result.homeRounds
            home.roundsLost += result.awayRounds
            away.roundsWon += result.awayRounds
            away.roundsLost += result.homeRounds

            if result.homeRounds > result.awayRounds {
                home.wins += 1
                away.losses += 1
            } else {
                away.wins += 1
                home.losses += 1
            }

            table[result.homeTeamID] = home
            table[result.awayTeamID] = away
        }

        var standings = Array(table.values)
        standings.sort { lhs, rhs in
            if lhs.points != rhs.points { return lhs.points > rhs.points }
            if lhs.roundDifferential != rhs.roundDifferential {
                return lhs.roundDifferential > rhs.roundDifferential
            }
            return lhs.teamName < rhs.teamName
        }
        return standings
    }

    func qualifiers(for results: [GroupResult], advancing: Int) -> [Standing] {
        Array(standings(for: results).prefix(advancing))
    }
}

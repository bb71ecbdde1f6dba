    func fetchLoans(club: String) async throws -> [LoanSummary] {
        var request = URLRequest(url: baseURL.appendingPathComponent("clubs/\(club)/loans"))
        request.setValue("application/vnd.proleague.loans.v2+json", forHTTPHeaderField: "Accept")
        // ... rest unchanged
    }

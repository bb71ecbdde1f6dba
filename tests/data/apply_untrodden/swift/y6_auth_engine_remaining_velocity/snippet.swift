final class AuthorizationEngine {
    // ... existing code ...

    private func makeAuthCode() -> String {
        let digits = (0..<6).map { _ in String(Int.random(in: 0...9)) }
        return digits.joined()
    }

    func remainingAuthorizations(for cardToken: String) -> Int {
        let used = velocityStore.count(cardToken: cardToken, within: velocityWindow)
        return max(0, maxAuthorizationsPerWindow - used)
    }
}

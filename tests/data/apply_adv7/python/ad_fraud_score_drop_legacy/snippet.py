# ... existing code ...
        reasons.append("repair shop is on the watchlist")
    return score, reasons


# ... removed legacy_score() ...


def score_claim(claim: Claim, watchlist: Watchlist) -> FraudScore:
    timing, timing_reasons = score_timing(claim)
    parties, party_reasons = score_parties(claim, watchlist)
    total = min(1.0, timing + parties)
    result = FraudScore(claim.id, total, timing_reasons + party_reasons)
    if result.refer_to_siu:
        log.warning("claim %s referred to SIU (score %.2f)", claim.id, total)
    return result

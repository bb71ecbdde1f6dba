package org.solarcoop.payouts;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Works out each member's annual payout: interest on share capital plus the
 * member's portion of the surplus from exported generation.
 */
public final class PayoutCalculator {

    private static final BigDecimal HUNDRED = new BigDecimal("100");

    private final BigDecimal shareInterestPercent;
    private final BigDecimal withholdingPercent;

    public PayoutCalculator(BigDecimal shareInterestPercent, BigDecimal withholdingPercent) {
        this.shareInterestPercent = shareInterestPercent;
        this.withholdingPercent = withholdingPercent;
    }

    public BigDecimal shareInterest(BigDecimal capitalHeld) {
        BigDecimal interest = capitalHeld.multiply(shareInterestPercent).divide(HUNDRED, 6, RoundingMode.HALF_UP);
        return interest.setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal surplusShare(BigDecimal surplus, int memberShares, int totalShares) {
        if (totalShares == 0) {
            return BigDecimal.ZERO.setScale(2);
        }
        BigDecimal fraction = BigDecimal.valueOf(memberShares)
                .divide(BigDecimal.valueOf(totalShares), 10, RoundingMode.HALF_UP);
        return surplus.multiply(fraction).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal withholding(BigDecimal gross) {
        BigDecimal tax = gross.multiply(withholdingPercent).divide(HUNDRED, 6, RoundingMode.HALF_UP);
        return tax.setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal netPayout(BigDecimal capitalHeld, BigDecimal surplus, int memberShares, int totalShares) {
        BigDecimal gross = shareInterest(capitalHeld).add(surplusShare(surplus, memberShares, totalShares));
        BigDecimal tax = withholding(gross);
        return gross.subtract(tax).max(BigDecimal.ZERO).setScale(2, RoundingMode.HALF_EVEN);
    }

    public Map<String, BigDecimal> payoutsFor(List<MemberHolding> holdings, BigDecimal surplus) {
        int totalShares = holdings.stream().mapToInt(MemberHolding::shares).sum();
        return holdings.stream().collect(Collectors.toMap(
                MemberHolding::memberNo,
                h -> netPayout(h.capital(), surplus, h.shares(), totalShares)));
    }

    public record MemberHolding(String memberNo, int shares, BigDecimal capital) {
    }
}

package com.fleetline.fuel;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public class FuelCardService {

    private static final BigDecimal DEFAULT_DAILY_LIMIT = new BigDecimal("350.00");

    private final FuelCardRepository cards;
    private final TransactionRepository transactions;
    private final Clock clock;
    private final Map<String, BigDecimal> spentToday = new ConcurrentHashMap<>();

    public FuelCardService(FuelCardRepository cards, TransactionRepository transactions, Clock clock) {
        this.cards = cards;
        this.transactions = transactions;
        this.clock = clock;
    }

    public AuthorizationResult authorize(String cardNumber, String vehicleId, BigDecimal amount) {
        FuelCard card = cards.findByNumber(cardNumber)
                .orElseThrow(() -> new UnknownCardException(cardNumber));
        if (card.isBlocked()) {
            return AuthorizationResult.declined("CARD_BLOCKED");
        }
        if (!card.vehicleId().equals(vehicleId)) {
            return AuthorizationResult.declined("VEHICLE_MISMATCH");
        }
        BigDecimal limit = card.dailyLimit() != null ? card.dailyLimit() : DEFAULT_DAILY_LIMIT;
        BigDecimal spent = spentToday.getOrDefault(cardNumber, BigDecimal.ZERO);
        if (spent.add(amount).compareTo(limit) > 0) {
            return AuthorizationResult.declined("DAILY_LIMIT");
        }
        spentToday.merge(cardNumber, amount, BigDecimal::add);
        transactions.save(new FuelTransaction(cardNumber, vehicleId, amount, Instant.now(clock)));
        return AuthorizationResult.approved();
    }

    public List<FuelTransaction> exportTransactions(String depotId, Instant from, Instant to) {
        return transactions.findByDepotBetween(depotId, from, to);
    }

    public void blockCard(String cardNumber, String reason) {
        FuelCard card = cards.findByNumber(cardNumber)
                .orElseThrow(() -> new UnknownCardException(cardNumber));
        cards.save(card.blocked(reason, Instant.now(clock)));
        spentToday.remove(cardNumber);
    }

    public void resetDailySpend() {
        spentToday.clear();
    }
}

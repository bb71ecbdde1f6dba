package com.northbank.statements;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

public final class MonthlyStatementAssembler {

    private static final DateTimeFormatter PERIOD_FORMAT = DateTimeFormatter.ofPattern("yyyy-MM");
    private static final int MAX_LINES_PER_PAGE = 38;

    private final InterestCalculator interestCalculator;

    public MonthlyStatementAssembler(InterestCalculator interestCalculator) {
        this.interestCalculator = interestCalculator;
    }

    public StatementHeader header(String accountId, LocalDate periodEnd, BigDecimal opening, BigDecimal closing, int sequenceNumber) {
        LocalDate periodStart = periodEnd.withDayOfMonth(1);
        return new StatementHeader(accountId, periodStart, periodEnd, opening, closing, sequenceNumber);
    }

    public List<List<StatementLine>> paginate(List<StatementLine> lines) {
        List<List<StatementLine>> pages = new ArrayList<>();
        for (int start = 0; start < lines.size(); start += MAX_LINES_PER_PAGE) {
            int end = Math.min(start + MAX_LINES_PER_PAGE, lines.size());
            pages.add(List.copyOf(lines.subList(start, end)));
        }
        if (pages.isEmpty()) {
            pages.add(List.of());
        }
        return pages;
    }

    public BigDecimal totalDebits(List<StatementLine> lines) {
        BigDecimal total = BigDecimal.ZERO;
        for (StatementLine line : lines) {
            if (line.amount().signum() < 0) {
                total = total.add(line.amount().negate());
            }
        }
        return total.setScale(2, RoundingMode.HALF_EVEN);
    }

    public BigDecimal totalCredits(List<StatementLine> lines) {
        BigDecimal total = BigDecimal.ZERO;
        for (StatementLine line : lines) {
            if (line.amount().signum() > 0) {
                total = total.add(line.amount());
            }
        }
        return total.setScale(2, RoundingMode.HALF_EVEN);
    }

    public BigDecimal accruedInterest(StatementHeader header, List<StatementLine> lines) {
        BigDecimal averageBalance = interestCalculator.averageDailyBalance(header, lines);
        BigDecimal rate = interestCalculator.annualRateFor(header.accountId(), header.periodEnd());
        return interestCalculator.accrue(averageBalance, rate, header.periodStart(), header.periodEnd());
    }

    public String fileName(StatementHeader header) {
        String period = header.periodEnd().format(PERIOD_FORMAT);
        return header.accountId() + "_" + period + ".pdf";
    }

    public String archiveKey(StatementHeader header) {
        String period = header.periodEnd().format(PERIOD_FORMAT);
        return header.accountId() + "/" + period + ".pdf";
    }
}

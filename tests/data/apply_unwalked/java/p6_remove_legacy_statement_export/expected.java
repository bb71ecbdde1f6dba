package gov.cityworks.water.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Collectors;

import gov.cityworks.water.model.Account;
import gov.cityworks.water.model.BillLine;
import gov.cityworks.water.model.Statement;

public class StatementService {

    private static final BigDecimal BASE_SERVICE_CHARGE = new BigDecimal("14.50");
    private static final BigDecimal SEWER_RATIO = new BigDecimal("0.85");

    private final RateTable rateTable;
    private final StatementRepository repository;

    public StatementService(RateTable rateTable, StatementRepository repository) {
        this.rateTable = rateTable;
        this.repository = repository;
    }

    public Statement buildStatement(Account account, BigDecimal gallonsUsed, LocalDate periodEnd) {
        Statement statement = new Statement(account.getId(), periodEnd);
        statement.addLine(new BillLine("Base service charge", BASE_SERVICE_CHARGE));
        BigDecimal waterCharge = rateTable.chargeFor(account.getRateClass(), gallonsUsed);
        statement.addLine(new BillLine("Water usage", waterCharge));
        if (account.isSewerConnected()) {
            BigDecimal sewerCharge = waterCharge.multiply(SEWER_RATIO).setScale(2, RoundingMode.HALF_UP);
            statement.addLine(new BillLine("Sewer", sewerCharge));
        }
        return statement;
    }

    public BigDecimal totalDue(Statement statement) {
        return statement.getLines().stream()
                .map(BillLine::getAmount)
                .reduce(BigDecimal.ZERO, BigDecimal::add)
                .add(statement.getPastDueBalance());
    }

    public String renderSummary(Statement statement) {
        String lines = statement.getLines().stream()
                .map(line -> line.getLabel() + ": $" + line.getAmount().toPlainString())
                .collect(Collectors.joining("\n"));
        return "Account " + statement.getAccountId() + " (period ending " + statement.getPeriodEnd() + ")\n"
                + lines + "\nTotal due: $" + totalDue(statement).toPlainString();
    }

    public void saveAll(List<Statement> statements) {
        for (Statement statement : statements) {
            repository.save(statement);
        }
    }
}

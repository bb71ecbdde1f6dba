package com.northbank.statements.export;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.format.DateTimeFormatter;
import java.util.List;

import com.northbank.ledger.LedgerRepository;
import com.northbank.ledger.Transaction;
import com.northbank.statements.model.Account;
import com.northbank.statements.model.ExportedFile;

/**
 * Produces CSV statement exports for the online banking "Download statement" button.
 */
public class StatementCsvExporter {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ISO_LOCAL_DATE;

    private final LedgerRepository ledger;

    public StatementCsvExporter(LedgerRepository ledger) {
        this.ledger = ledger;
    }

    public ExportedFile exportMonthly(Account account, YearMonth month) {
        List<Transaction> txns = ledger.findPosted(account.getId(), month.atDay(1), month.atEndOfMonth());
        String body = renderCsv(txns);
        return new ExportedFile(fileName(account, month.toString()), body.getBytes(StandardCharsets.UTF_8));
    }

    public ExportedFile exportRange(Account account, LocalDate from, LocalDate to) {
        if (to.isBefore(from)) {
            throw new IllegalArgumentException("Export range end " + to + " is before start " + from);
        }
        List<Transaction> txns = ledger.findPosted(account.getId(), from, to);
        String body = renderCsv(txns);
        return new ExportedFile(fileName(account, from + "_" + to), body.getBytes(StandardCharsets.UTF_8));
    }

    private String fileName(Account account, String periodLabel) {
        String masked = account.getNumber().substring(account.getNumber().length() - 4);
        return "statement-" + masked + "-" + periodLabel + ".csv";
    }

    private String renderCsv(List<Transaction> txns) {
        StringBuilder sb = new StringBuilder();
        sb.append("date,description,amount,balance\n");
        for (Transaction t : txns) {
            sb.append(DATE.format(t.getPostedOn())).append(',')
              .append(escape(t.getDescription())).append(',')
              .append(t.getAmount().toPlainString()).append(',')
              .append(t.getRunningBalance().toPlainString()).append('\n');
        }
        return sb.toString();
    }

    private static String escape(String value) {
        if (value.contains(",") || value.contains("\"") || value.contains("\n")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }
}

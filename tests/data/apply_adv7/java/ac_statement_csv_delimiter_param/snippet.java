    // ... existing code ...

    public ExportedFile exportMonthly(Account account, YearMonth month) {
        List<Transaction> txns = ledger.findPosted(account.getId(), month.atDay(1), month.atEndOfMonth());
        String body = renderCsv(txns, account.getStatementPreferences().csvDelimiter());
        return new ExportedFile(fileName(account, month.toString()), body.getBytes(StandardCharsets.UTF_8));
    }

    public ExportedFile exportRange(Account account, LocalDate from, LocalDate to) {
        // ... existing code ...
        List<Transaction> txns = ledger.findPosted(account.getId(), from, to);
        String body = renderCsv(txns, account.getStatementPreferences().csvDelimiter());
        return new ExportedFile(fileName(account, from + "_" + to), body.getBytes(StandardCharsets.UTF_8));
    }

    // ... existing code ...

    private String renderCsv(List<Transaction> txns, char delimiter) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.join(String.valueOf(delimiter), "date", "description", "amount", "balance")).append('\n');
        for (Transaction t : txns) {
            sb.append(DATE.format(t.getPostedOn())).append(delimiter)
              .append(escape(t.getDescription(), delimiter)).append(delimiter)
              .append(t.getAmount().toPlainString()).append(delimiter)
              .append(t.getRunningBalance().toPlainString()).append('\n');
        }
        return sb.toString();
    }

    private static String escape(String value, char delimiter) {
        if (value.indexOf(delimiter) >= 0 || value.contains("\"") || value.contains("\n")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }
}

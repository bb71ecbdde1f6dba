package com.northbank.ledger.posting;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

import com.northbank.ledger.account.AccountRepository;
import com.northbank.ledger.account.LedgerAccount;
import com.northbank.ledger.journal.JournalRepository;

/**
 * Posts balanced double-entry journals against the general ledger.
 */
public class LedgerPostingService {

    private final AccountRepository accounts;
    private final JournalRepository journals;
    private final Clock clock;

    public LedgerPostingService(AccountRepository accounts, JournalRepository journals, Clock clock) {
        this.accounts = Objects.requireNonNull(accounts);
        this.journals = Objects.requireNonNull(journals);
        this.clock = Objects.requireNonNull(clock);
    }

    public JournalEntry post(String reference, List<PostingLine> lines) {
        if (lines.size() < 2) {
            throw new PostingException("A journal entry needs at least two lines: " + reference);
        }
        BigDecimal balance = BigDecimal.ZERO;
        for (PostingLine line : lines) {
            balance = balance.add(line.signedAmount());
        }
        if (balance.signum() != 0) {
            throw new PostingException("Unbalanced entry " + reference + ": off by " + balance);
        }
        for (PostingLine line : lines) {
            LedgerAccount account = accounts.findByCode(line.accountCode())
                    .orElseThrow(() -> new PostingException("Unknown account " + line.accountCode()));
            if (account.isClosed()) {
                throw new PostingException("Account " + account.code() + " is closed");
            }
        }
        JournalEntry entry = new JournalEntry(UUID.randomUUID(), reference, Instant.now(clock), lines);
        journals.save(entry);
        for (PostingLine line : lines) {
            accounts.applyMovement(line.accountCode(), line.signedAmount());
        }
        return entry;
    }

    public JournalEntry reverse(UUID entryId, String reason) {
        JournalEntry original = journals.findById(entryId)
                .orElseThrow(() -> new PostingException("No journal entry " + entryId));
        if (original.isReversed()) {
            throw new PostingException("Entry " + entryId + " already reversed");
        }
        List<PostingLine> mirrored = original.lines().stream()
                .map(PostingLine::negate)
                .toList();
        JournalEntry reversal = post("REV-" + original.reference(), mirrored);
        journals.markReversed(entryId, reversal.id(), reason);
        return reversal;
    }
}

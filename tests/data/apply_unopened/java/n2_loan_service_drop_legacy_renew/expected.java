package org.riverton.circulation.loans;

import java.time.Clock;
import java.time.LocalDate;
import java.util.List;

import org.riverton.circulation.holds.HoldQueueService;
import org.riverton.circulation.patrons.Patron;
import org.riverton.circulation.patrons.PatronRepository;

public class LoanService {

    private static final int MAX_RENEWALS = 3;

    private final LoanRepository loans;
    private final PatronRepository patrons;
    private final HoldQueueService holds;
    private final LoanPolicy policy;
    private final Clock clock;

    public LoanService(LoanRepository loans, PatronRepository patrons, HoldQueueService holds,
                       LoanPolicy policy, Clock clock) {
        this.loans = loans;
        this.patrons = patrons;
        this.holds = holds;
        this.policy = policy;
        this.clock = clock;
    }

    public Loan checkout(String itemBarcode, String patronBarcode, String branchCode) {
        Patron patron = patrons.findByBarcode(patronBarcode)
                .orElseThrow(() -> new UnknownPatronException(patronBarcode));
        if (patron.isBlocked()) {
            throw new PatronBlockedException(patron.id(), patron.blockReason());
        }
        LocalDate today = LocalDate.now(clock);
        LocalDate due = today.plusDays(policy.loanDays(itemBarcode, patron.category()));
        Loan loan = Loan.open(itemBarcode, patron.id(), branchCode, today, due);
        loans.save(loan);
        return loan;
    }

    public Loan renew(String loanId) {
        Loan loan = loans.get(loanId);
        if (loan.renewals() >= MAX_RENEWALS) {
            throw new RenewalDeniedException(loanId, "renewal limit reached");
        }
        if (holds.hasWaitingHolds(loan.titleId())) {
            throw new RenewalDeniedException(loanId, "item has holds");
        }
        LocalDate newDue = LocalDate.now(clock).plusDays(policy.renewalDays(loan));
        Loan renewed = loan.renewedUntil(newDue);
        loans.save(renewed);
        return renewed;
    }

    public Loan checkin(String itemBarcode, String branchCode) {
        Loan loan = loans.findOpenByItem(itemBarcode)
                .orElseThrow(() -> new NoOpenLoanException(itemBarcode));
        Loan closed = loan.closedAt(LocalDate.now(clock), branchCode);
        loans.save(closed);
        holds.trapNextHold(loan.titleId());
        return closed;
    }

    public List<Loan> overdueFor(String patronId) {
        LocalDate today = LocalDate.now(clock);
        return loans.findOpenByPatron(patronId).stream()
                .filter(l -> l.dueDate().isBefore(today))
                .toList();
    }
}

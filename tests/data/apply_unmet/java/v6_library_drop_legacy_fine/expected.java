package edu.riverside.library.lending;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

import edu.riverside.library.catalog.CopyRepository;
import edu.riverside.library.members.Member;

public class LoanService {

    private static final int STANDARD_LOAN_DAYS = 21;
    private static final int MAX_RENEWALS = 2;
    private static final BigDecimal DAILY_FINE = new BigDecimal("0.25");
    private static final BigDecimal FINE_CAP = new BigDecimal("10.00");

    private final LoanRepository loans;
    private final CopyRepository copies;

    public LoanService(LoanRepository loans, CopyRepository copies) {
        this.loans = loans;
        this.copies = copies;
    }

    public Loan checkout(Member member, String barcode, LocalDate today) {
        if (member.isSuspended()) {
            throw new LendingException("Member " + member.getCardNumber() + " is suspended");
        }
        var copy = copies.findByBarcode(barcode)
                .orElseThrow(() -> new LendingException("Unknown barcode " + barcode));
        if (!copy.isAvailable()) {
            throw new LendingException("Copy " + barcode + " is already on loan");
        }
        copy.markOnLoan();
        Loan loan = new Loan(member.getId(), copy.getId(), today, today.plusDays(STANDARD_LOAN_DAYS));
        return loans.save(loan);
    }

    public Loan renew(long loanId, LocalDate today) {
        Loan loan = loans.findById(loanId)
                .orElseThrow(() -> new LendingException("No loan " + loanId));
        if (loan.getRenewals() >= MAX_RENEWALS) {
            throw new LendingException("Loan " + loanId + " has reached the renewal limit");
        }
        loan.extendTo(today.plusDays(STANDARD_LOAN_DAYS));
        return loans.save(loan);
    }

    public BigDecimal returnCopy(long loanId, LocalDate returnedOn) {
        Loan loan = loans.findById(loanId)
                .orElseThrow(() -> new LendingException("No loan " + loanId));
        loan.close(returnedOn);
        copies.markAvailable(loan.getCopyId());
        loans.save(loan);
        return calculateFine(loan, returnedOn);
    }

    public BigDecimal calculateFine(Loan loan, LocalDate returnedOn) {
        long daysLate = ChronoUnit.DAYS.between(loan.getDueDate(), returnedOn);
        if (daysLate <= 0) {
            return BigDecimal.ZERO;
        }
        BigDecimal fine = DAILY_FINE.multiply(BigDecimal.valueOf(daysLate));
        return fine.min(FINE_CAP).setScale(2, RoundingMode.HALF_UP);
    }

    public Optional<Loan> findOpenLoan(long copyId) {
        return loans.findOpenByCopyId(copyId);
    }
}

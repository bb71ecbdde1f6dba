package edu.hartwell.library.notices;

import java.time.Clock;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.logging.Logger;

/**
 * Nightly job that emails overdue notices at 1, 7 and 28 days past due.
 */
public class OverdueNoticeJob implements Runnable {

    private static final Logger LOG = Logger.getLogger(OverdueNoticeJob.class.getName());
    private static final int FIRST_NOTICE_DAYS = 1;
    private static final int SECOND_NOTICE_DAYS = 7;
    private static final int BILLING_NOTICE_DAYS = 28;

    private final LoanRepository loans;
    private final PatronDirectory patrons;
    private final NoticeSender sender;
    private final Clock clock;

    public OverdueNoticeJob(LoanRepository loans, PatronDirectory patrons, NoticeSender sender, Clock clock) {
        this.loans = loans;
        this.patrons = patrons;
        this.sender = sender;
        this.clock = clock;
    }

    @Override
    public void run() {
        LocalDate today = LocalDate.now(clock);
        List<Loan> overdue = loans.findOverdue(today);
        LOG.info("Overdue notice run for " + today + ": " + overdue.size() + " loans");

        int sent = 0;
        int skipped = 0;
        for (Loan loan : overdue) {
            Patron patron = patrons.find(loan.patronId());
            if (patron == null || patron.email() == null) {
                skipped++;
                continue;
            }
            long daysLate = ChronoUnit.DAYS.between(loan.dueDate(), today);
            NoticeType type = noticeFor(daysLate);
            if (type == null) {
                continue;
            }
            if (loan.lastNoticeType() == type) {
                continue;
            }
            sender.send(patron.email(), type, loan);
            loans.recordNotice(loan.id(), type, today);
            sent++;
        }

        LOG.info("Overdue notices sent: " + sent + ", skipped (no contact): " + skipped);
    }

    static NoticeType noticeFor(long daysLate) {
        if (daysLate >= BILLING_NOTICE_DAYS) {
            return NoticeType.BILLING;
        }
        if (daysLate >= SECOND_NOTICE_DAYS) {
            return NoticeType.SECOND;
        }
        if (daysLate >= FIRST_NOTICE_DAYS) {
            return NoticeType.FIRST;
        }
        return null;
    }
}

package org.citylibrary.ill.notices;

import java.time.Clock;
import java.time.LocalDate;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class OverdueNoticeJob {

    private static final Logger log = LoggerFactory.getLogger(OverdueNoticeJob.class);

    private final LoanRepository loans;
    private final NoticeSender sender;
    private final Clock clock;

    public OverdueNoticeJob(LoanRepository loans, NoticeSender sender, Clock clock) {
        this.loans = loans;
        this.sender = sender;
        this.clock = clock;
    }

    @Scheduled(cron = "0 0 7 * * MON-SAT")
    public void sendFirstNotices() {
        LocalDate today = LocalDate.now(clock);
        List<Loan> overdue = loans.findOverdueWithoutNotice(today, NoticeLevel.FIRST);
        int sent = 0;
        for (Loan loan : overdue) {
            if (loan.isRenewable()) {
                sender.sendRenewalReminder(loan);
            } else {
                sender.sendOverdueNotice(loan, NoticeLevel.FIRST);
            }
            loans.recordNotice(loan.getId(), NoticeLevel.FIRST, today);
            sent++;
        }
        log.info("Sent {} first overdue notices", sent);
    }

    @Scheduled(cron = "0 30 7 * * MON-SAT")
    public void sendSecondNotices() {
        LocalDate today = LocalDate.now(clock);
        List<Loan> overdue = loans.findOverdueWithoutNotice(today.minusDays(14), NoticeLevel.SECOND);
        int sent = 0;
        for (Loan loan : overdue) {
            sender.sendOverdueNotice(loan, NoticeLevel.SECOND);
            loans.recordNotice(loan.getId(), NoticeLevel.SECOND, today);
            sent++;
        }
        log.info("Sent {} second overdue notices", sent);
    }

    @Scheduled(cron = "0 0 8 * * MON")
    public void sendLendingLibraryRecalls() {
        LocalDate today = LocalDate.now(clock);
        List<Loan> overdue = loans.findOverdueWithoutNotice(today.minusDays(28), NoticeLevel.RECALL);
        int sent = 0;
        for (Loan loan : overdue) {
            sender.notifyLendingLibrary(loan);
            sender.sendOverdueNotice(loan, NoticeLevel.RECALL);
            loans.recordNotice(loan.getId(), NoticeLevel.RECALL, today);
            sent++;
        }
        log.info("Sent {} recall notices to lending libraries", sent);
    }
}

<?php

declare(strict_types=1);

namespace Water\Billing;

use DateTimeImmutable;
use Water\Billing\Model\Invoice;
use Water\Billing\Model\LedgerEntry;

final class LateFeeAssessor
{
    private const LATE_FEE_RATE = 0.015;
    private const MINIMUM_LATE_FEE = 5.00;
    private const EXEMPT_RATE_CLASSES = ['municipal', 'fire_service'];

    public function __construct(
        private readonly LedgerRepository $ledger,
        private readonly HolidayCalendar $holidays,
    ) {
    }

    public function assess(Invoice $invoice, DateTimeImmutable $today): ?LedgerEntry
    {
        if (in_array($invoice->rateClass(), self::EXEMPT_RATE_CLASSES, true)) {
            return null;
        }

        if ($invoice->balance() <= 0.0) {
            return null;
        }

        if ($today <= $this->effectiveDueDate($invoice)) {
            return null;
        }

        if ($this->ledger->hasLateFee($invoice->id())) {
            return null;
        }

        $fee = max(self::MINIMUM_LATE_FEE, round($invoice->balance() * self::LATE_FEE_RATE, 2));

        return $this->ledger->post(
            LedgerEntry::lateFee($invoice->accountId(), $invoice->id(), $fee, $today)
        );
    }

    private function effectiveDueDate(Invoice $invoice): DateTimeImmutable
    {
        $due = $invoice->dueDate();
        while ($this->holidays->isHoliday($due) || (int) $due->format('N') >= 6) {
            $due = $due->modify('+1 day');
        }

        return $due;
    }

    /**
     * @param Invoice[] $invoices
     * @return LedgerEntry[]
     */
    public function assessBatch(array $invoices, DateTimeImmutable $today): array
    {
        $entries = [];
        foreach ($invoices as $invoice) {
            $entry = $this->assess($invoice, $today);
            if ($entry !== null) {
                $entries[] = $entry;
            }
        }

        return $entries;
    }
}

// ... keep existing code

    private const EXEMPT_RATE_CLASSES = ['municipal', 'fire_service'];
    private const GRACE_PERIOD_DAYS = 5;

// ... keep existing code

    private function effectiveDueDate(Invoice $invoice): DateTimeImmutable
    {
        $due = $invoice->dueDate()->modify(sprintf('+%d days', self::GRACE_PERIOD_DAYS));
        while ($this->holidays->isHoliday($due) || (int) $due->format('N') >= 6) {
            $due = $due->modify('+1 day');
        }

        return $due;
    }

// ... keep existing code

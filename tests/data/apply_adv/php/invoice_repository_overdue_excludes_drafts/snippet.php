final class InvoiceRepository
{
    // ... constructor and lookup methods unchanged ...

    public function overdue(?CarbonImmutable $asOf = null): Collection
    {
        $asOf ??= CarbonImmutable::now();

        return $this->model->newQuery()
            ->whereNull('paid_at')
            ->where('status', '!=', Invoice::STATUS_DRAFT)
            ->where('due_at', '<', $asOf)
            ->orderBy('due_at')
            ->get();
    }

    // ... dueWithin(), totals and markPaid() stay as they are ...
}

// ... existing code ...

    public function void(Invoice $invoice, string $reason): void
    {
        if ($invoice->voided_at !== null) {
            return;
        }

        $invoice->voided_at = new \DateTimeImmutable();
        $invoice->void_reason = $reason;
        $this->invoices->save($invoice);
        $this->logger->warning('invoice voided', ['number' => $invoice->number]);
    }

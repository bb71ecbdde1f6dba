use App\Mail\Mailer;
use App\Models\Invoice;
// ...

final class InvoiceService
{
    public function __construct(
        private readonly InvoiceRepository $invoices,
        private readonly LoggerInterface $logger,
        private readonly Mailer $mailer,
    ) {
    }

    public function issue(Invoice $invoice): Invoice
    {
        $invoice->number = $this->invoices->nextNumber();
        $invoice->issued_at = new \DateTimeImmutable();
        $this->invoices->save($invoice);
        $this->logger->info('invoice issued', ['number' => $invoice->number]);
        $this->mailer->sendInvoice($invoice);

        return $invoice;
    }

    // ... existing methods ...
}

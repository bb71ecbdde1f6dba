// ... existing code ...

use App\Billing\Exceptions\InvoiceAlreadyFinalisedException;
use App\Models\Client;
// ... existing code ...

    public function addLine(Invoice $invoice, string $code, int $quantity): InvoiceLine
    {
        if ($invoice->status === Invoice::STATUS_FINAL) {
            throw new InvoiceAlreadyFinalisedException($invoice->number);
        }

        $price = $this->priceList->priceFor($code);

        // ... existing code ...
    }

// ... existing code ...

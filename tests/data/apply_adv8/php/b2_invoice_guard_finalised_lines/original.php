<?php

declare(strict_types=1);

namespace App\Billing;

use App\Models\Client;
use App\Models\Invoice;
use App\Models\InvoiceLine;
use App\Models\Patient;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

final class InvoiceService
{
    private const VAT_RATE = 0.23;

    public function __construct(
        private readonly PriceList $priceList,
        private readonly InvoiceNumberGenerator $numbers,
    ) {
    }

    public function draftForVisit(Client $client, Patient $patient, Collection $treatments): Invoice
    {
        $invoice = Invoice::create([
            'client_id' => $client->id,
            'patient_id' => $patient->id,
            'status' => Invoice::STATUS_DRAFT,
        ]);

        foreach ($treatments as $treatment) {
            $price = $this->priceList->priceFor($treatment->code);
            $invoice->lines()->create([
                'code' => $treatment->code,
                'description' => $treatment->description,
                'quantity' => $treatment->quantity,
                'net_amount' => $price * $treatment->quantity,
            ]);
        }

        $this->recalculate($invoice);

        return $invoice;
    }

    public function addLine(Invoice $invoice, string $code, int $quantity): InvoiceLine
    {
        $price = $this->priceList->priceFor($code);

        $line = $invoice->lines()->create([
            'code' => $code,
            'description' => $this->priceList->describe($code),
            'quantity' => $quantity,
            'net_amount' => $price * $quantity,
        ]);

        $this->recalculate($invoice);

        return $line;
    }

    public function finalise(Invoice $invoice): Invoice
    {
        return DB::transaction(function () use ($invoice) {
            $invoice->number = $this->numbers->next();
            $invoice->status = Invoice::STATUS_FINAL;
            $invoice->finalised_at = now();
            $invoice->save();

            return $invoice;
        });
    }

    private function recalculate(Invoice $invoice): void
    {
        $net = (float) $invoice->lines()->sum('net_amount');
        $invoice->net_total = round($net, 2);
        $invoice->vat_total = round($net * self::VAT_RATE, 2);
        $invoice->gross_total = $invoice->net_total + $invoice->vat_total;
        $invoice->save();
    }
}

<?php

declare(strict_types=1);

namespace Acme\Billing\Pdf;

use Acme\Billing\Model\Invoice;
use Acme\Billing\Model\InvoiceLine;
use Dompdf\Dompdf;
use Dompdf\Options;
use Twig\Environment;

class InvoicePdfService
{
    private const PAPER = 'A4';

    public function __construct(
        private Environment $twig,
        private string $logoPath,
        private string $locale = 'en_GB',
    ) {
    }

    public function render(Invoice $invoice): string
    {
        $options = new Options();
        $options->set('isRemoteEnabled', false);
        $options->set('defaultFont', 'DejaVu Sans');

        $dompdf = new Dompdf($options);
        $dompdf->setPaper(self::PAPER, 'portrait');

        $html = $this->twig->render('invoice/pdf.html.twig', [
            'invoice' => $invoice,
            'lines' => $this->formatLines($invoice),
            'totals' => $this->totals($invoice),
            'logo' => $this->logoDataUri(),
        ]);

        if ($invoice->isDraft()) {
            $html = str_replace(
                '</body>',
                '<div class="watermark">DRAFT</div></body>',
                $html
            );
        }

        $dompdf->loadHtml($html);
        $dompdf->render();

        return $dompdf->output();
    }

    public function filename(Invoice $invoice): string
    {
        return sprintf('invoice-%s-%s.pdf', $invoice->getNumber(), $invoice->getIssuedAt()->format('Ymd'));
    }

    /** @return array<int, array<string, string>> */
    private function formatLines(Invoice $invoice): array
    {
        $fmt = new \NumberFormatter($this->locale, \NumberFormatter::CURRENCY);

        return array_map(fn (InvoiceLine $line) => [
            'description' => $line->getDescription(),
            'quantity' => (string) $line->getQuantity(),
            'unit' => $fmt->formatCurrency($line->getUnitPrice() / 100, $invoice->getCurrency()),
            'total' => $fmt->formatCurrency($line->getTotal() / 100, $invoice->getCurrency()),
        ], $invoice->getLines());
    }

    /** @return array<string, string> */
    private function totals(Invoice $invoice): array
    {
        $fmt = new \NumberFormatter($this->locale, \NumberFormatter::CURRENCY);
        $currency = $invoice->getCurrency();

        return [
            'net' => $fmt->formatCurrency($invoice->getNetTotal() / 100, $currency),
            'tax' => $fmt->formatCurrency($invoice->getTaxTotal() / 100, $currency),
            'gross' => $fmt->formatCurrency($invoice->getGrossTotal() / 100, $currency),
        ];
    }

    private function logoDataUri(): string
    {
        $data = file_get_contents($this->logoPath);
        $mime = mime_content_type($this->logoPath) ?: 'image/png';

        return 'data:' . $mime . ';base64,' . base64_encode($data);
    }
}

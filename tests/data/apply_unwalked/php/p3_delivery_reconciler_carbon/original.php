<?php

declare(strict_types=1);

namespace HarborDining\Deliveries;

use HarborDining\Deliveries\Model\Delivery;
use HarborDining\Deliveries\Model\DeliveryLine;
use HarborDining\Deliveries\Repository\SupplierRepository;
use InvalidArgumentException;

final class DeliveryReconciler
{
    private const PRICE_TOLERANCE = 0.02;

    public function __construct(
        private readonly SupplierRepository $suppliers,
    ) {
    }

    /**
     * @return array<string, string> discrepancies keyed by SKU
     */
    public function reconcile(Delivery $delivery, array $purchaseOrder): array
    {
        $supplier = $this->suppliers->find($delivery->supplierId);
        if ($supplier === null) {
            throw new InvalidArgumentException("Unknown supplier {$delivery->supplierId}");
        }

        $issues = [];
        foreach ($delivery->lines as $line) {
            $ordered = $purchaseOrder[$line->sku] ?? null;
            if ($ordered === null) {
                $issues[$line->sku] = 'not on purchase order';
                continue;
            }
            $issue = $this->compareLine($line, $ordered);
            if ($issue !== null) {
                $issues[$line->sku] = $issue;
            }
        }

        foreach (array_diff_key($purchaseOrder, $this->indexBySku($delivery->lines)) as $sku => $_) {
            $issues[$sku] = 'ordered but not delivered';
        }

        return $issues;
    }

    public function isLate(Delivery $delivery): bool
    {
        $promised = new \DateTimeImmutable($delivery->promisedAt);
        $arrived = new \DateTimeImmutable($delivery->arrivedAt);

        return $arrived > $promised->modify('+30 minutes');
    }

    private function compareLine(DeliveryLine $line, array $ordered): ?string
    {
        if ($line->quantity < $ordered['quantity']) {
            return sprintf('short by %d', $ordered['quantity'] - $line->quantity);
        }
        $diff = abs($line->unitPrice - $ordered['unitPrice']);
        if ($diff > self::PRICE_TOLERANCE * $ordered['unitPrice']) {
            return sprintf('price %.2f vs %.2f ordered', $line->unitPrice, $ordered['unitPrice']);
        }

        return null;
    }

    /**
     * @param DeliveryLine[] $lines
     * @return array<string, DeliveryLine>
     */
    private function indexBySku(array $lines): array
    {
        $bySku = [];
        foreach ($lines as $line) {
            $bySku[$line->sku] = $line;
        }

        return $bySku;
    }
}

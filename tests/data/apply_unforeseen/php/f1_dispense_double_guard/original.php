<?php

declare(strict_types=1);

namespace PawCare\Pharmacy;

use PawCare\Pharmacy\Exception\InsufficientStockException;
use PawCare\Pharmacy\Exception\PrescriptionExpiredException;
use Psr\Log\LoggerInterface;

final class DispensingService
{
    public function __construct(
        private readonly StockRepository $stock,
        private readonly PrescriptionRepository $prescriptions,
        private readonly LoggerInterface $logger,
    ) {
    }

    public function dispense(string $prescriptionId, string $clinicId, string $staffId): DispenseRecord
    {
        $prescription = $this->prescriptions->get($prescriptionId);
        if ($prescription->expiresAt() < new \DateTimeImmutable()) {
            throw new PrescriptionExpiredException($prescriptionId);
        }

        $batch = $this->stock->oldestBatch($clinicId, $prescription->productCode());
        if ($batch === null || $batch->quantity() < $prescription->quantity()) {
            throw new InsufficientStockException($prescription->productCode(), $clinicId);
        }

        $this->stock->decrement($batch->id(), $prescription->quantity());
        $record = new DispenseRecord(
            prescriptionId: $prescriptionId,
            batchId: $batch->id(),
            quantity: $prescription->quantity(),
            dispensedBy: $staffId,
            dispensedAt: new \DateTimeImmutable(),
        );
        $this->prescriptions->markDispensed($prescriptionId, $record);

        $this->logger->info('Dispensed prescription', [
            'prescription' => $prescriptionId,
            'clinic' => $clinicId,
            'batch' => $batch->id(),
        ]);

        return $record;
    }

    public function returnToStock(string $dispenseId, int $quantity, string $staffId): void
    {
        $record = $this->prescriptions->findDispense($dispenseId);
        if ($record === null) {
            throw new \InvalidArgumentException("Unknown dispense record {$dispenseId}");
        }
        if ($quantity <= 0 || $quantity > $record->quantity) {
            throw new \InvalidArgumentException('Return quantity out of range');
        }

        $this->stock->increment($record->batchId, $quantity);
        $this->logger->info('Returned dispensed stock', [
            'dispense' => $dispenseId,
            'quantity' => $quantity,
            'staff' => $staffId,
        ]);
    }

    public function lowStockReport(string $clinicId): array
    {
        $report = [];
        foreach ($this->stock->productsForClinic($clinicId) as $product) {
            $onHand = $this->stock->totalQuantity($clinicId, $product->code());
            if ($onHand < $product->reorderLevel()) {
                $report[] = [
                    'code' => $product->code(),
                    'name' => $product->name(),
                    'on_hand' => $onHand,
                    'reorder_level' => $product->reorderLevel(),
                ];
            }
        }

        return $report;
    }
}

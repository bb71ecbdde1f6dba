<?php

// ... existing code ...

    public function dispense(string $prescriptionId, string $clinicId, string $staffId): DispenseRecord
    {
        $prescription = $this->prescriptions->get($prescriptionId);
        if ($prescription->isDispensed()) {
            throw new \LogicException("Prescription {$prescriptionId} has already been dispensed");
        }
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
            'quantity' => $prescription->quantity(),
            'staff' => $staffId,
        ]);

        return $record;
    }

// ... existing code ...

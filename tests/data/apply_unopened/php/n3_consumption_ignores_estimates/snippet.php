final class MeterReadingRepository
{
    // ... existing code ...

    public function consumptionKwh(string $mpan, CarbonImmutable $from, CarbonImmutable $to): float
    {
        // Estimated reads would be double-counted once the actual read arrives.
        $readings = $this->between($mpan, $from, $to)
            ->reject(fn (MeterReading $r) => $r->isEstimated);
        if ($readings->count() < 2) {
            return 0.0;
        }

        return round($readings->last()->registerKwh - $readings->first()->registerKwh, 3);
    }

    // ... existing code ...
}

<?php

declare(strict_types=1);

namespace App\Repositories;

use App\Models\MeterReading;
use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

final class MeterReadingRepository
{
    private const TABLE = 'meter_readings';

    public function __construct(
        private readonly string $connection = 'metering',
    ) {
    }

    public function latestForMeter(string $mpan): ?MeterReading
    {
        $row = DB::connection($this->connection)
            ->table(self::TABLE)
            ->where('mpan', $mpan)
            ->orderByDesc('read_at')
            ->first();

        return $row ? MeterReading::fromRow($row) : null;
    }

    public function between(string $mpan, CarbonImmutable $from, CarbonImmutable $to): Collection
    {
        return DB::connection($this->connection)
            ->table(self::TABLE)
            ->where('mpan', $mpan)
            ->whereBetween('read_at', [$from, $to])
            ->orderBy('read_at')
            ->get()
            ->map(fn ($row) => MeterReading::fromRow($row));
    }

    public function consumptionKwh(string $mpan, CarbonImmutable $from, CarbonImmutable $to): float
    {
        $readings = $this->between($mpan, $from, $to);
        if ($readings->count() < 2) {
            return 0.0;
        }

        return round($readings->last()->registerKwh - $readings->first()->registerKwh, 3);
    }

    public function store(MeterReading $reading): void
    {
        DB::connection($this->connection)
            ->table(self::TABLE)
            ->insert([
                'mpan' => $reading->mpan,
                'read_at' => $reading->readAt,
                'register_kwh' => $reading->registerKwh,
                'is_estimated' => $reading->isEstimated,
                'source' => $reading->source,
            ]);
    }

    public function countEstimatedSince(CarbonImmutable $since): int
    {
        return DB::connection($this->connection)
            ->table(self::TABLE)
            ->where('is_estimated', true)
            ->where('read_at', '>=', $since)
            ->count();
    }
}

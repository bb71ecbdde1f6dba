<?php

declare(strict_types=1);

namespace App\Services\Intake;

use App\Models\FirstNoticeOfLoss;
use App\Models\Policy;
use App\Services\Intake\Exceptions\InvalidBordereauRow;
use Illuminate\Support\Collection;
use Psr\Log\LoggerInterface;

/**
 * Imports first notice of loss rows from a broker's weekly bordereau CSV.
 */
final class BordereauImporter
{
    private const REQUIRED_COLUMNS = ['policy_number', 'loss_date', 'loss_type', 'reported_amount'];

    public function __construct(
        private readonly LoggerInterface $logger,
        private readonly string $brokerCode,
    ) {
    }

    /**
     * @param iterable<array<string, string>> $rows
     * @return Collection<int, FirstNoticeOfLoss>
     */
    public function import(iterable $rows): Collection
    {
        $created = new Collection();

        foreach ($rows as $line => $row) {
            try {
                $created->push($this->importRow($row));
            } catch (InvalidBordereauRow $e) {
                $this->logger->warning('Skipping bordereau row', [
                    'broker' => $this->brokerCode,
                    'line' => $line,
                    'reason' => $e->getMessage(),
                ]);
            }
        }

        return $created;
    }

    /**
     * @param array<string, string> $row
     */
    private function importRow(array $row): FirstNoticeOfLoss
    {
        foreach (self::REQUIRED_COLUMNS as $column) {
            if (!isset($row[$column]) || trim($row[$column]) === '') {
                throw new InvalidBordereauRow("Missing {$column}");
            }
        }

        $policy = Policy::where('number', $row['policy_number'])->first();
        if ($policy === null) {
            throw new InvalidBordereauRow("Unknown policy {$row['policy_number']}");
        }

        $lossDate = new \DateTimeImmutable($row['loss_date']);

        return FirstNoticeOfLoss::create([
            'policy_id' => $policy->id,
            'loss_date' => $lossDate->format('Y-m-d'),
            'loss_type' => strtolower($row['loss_type']),
            'reported_amount_cents' => (int) round((float) $row['reported_amount'] * 100),
            'channel' => 'bordereau',
            'broker_code' => $this->brokerCode,
        ]);
    }
}

<?php

declare(strict_types=1);

namespace Warehouse\Shipping\Manifest;

use Carbon\CarbonImmutable;
use InvalidArgumentException;
use Warehouse\Shipping\Carrier\CarrierCode;
use Warehouse\Shipping\Parcel;

final class ManifestBuilder
{
    private const MAX_PARCELS = 500;

    /** @var array<string, Parcel> */
    private array $parcels = [];

    public function __construct(
        private readonly CarrierCode $carrier,
        private readonly string $depotId,
    ) {
    }

    public function add(Parcel $parcel): self
    {
        if (count($this->parcels) >= self::MAX_PARCELS) {
            throw new InvalidArgumentException(sprintf('Manifest for %s is full', $this->depotId));
        }
        if ($parcel->carrier() !== $this->carrier) {
            throw new InvalidArgumentException(
                sprintf('Parcel %s belongs to another carrier', $parcel->trackingNumber()),
            );
        }
        $this->parcels[$parcel->trackingNumber()] = $parcel;

        return $this;
    }

    public function totalWeightGrams(): int
    {
        return array_sum(array_map(static fn (Parcel $p): int => $p->weightGrams(), $this->parcels));
    }

    /** @return array<string, mixed> */
    public function build(): array
    {
        return [
            'carrier' => $this->carrier->value,
            'depot' => $this->depotId,
            'generated_at' => CarbonImmutable::now('UTC')->toAtomString(),
            'parcel_count' => count($this->parcels),
            'total_weight_g' => $this->totalWeightGrams(),
            'parcels' => array_values(array_map(
                static fn (Parcel $p): array => [
                    'tracking' => $p->trackingNumber(),
                    'weight_g' => $p->weightGrams(),
                    'postcode' => $p->postcode(),
                ],
                $this->parcels,
            )),
        ];
    }

    /** @return array<string, mixed> */
    public function close(): array
    {
        $manifest = $this->build();
        $manifest['closed_at'] = CarbonImmutable::now('UTC')->toAtomString();
        $this->parcels = [];

        return $manifest;
    }
}

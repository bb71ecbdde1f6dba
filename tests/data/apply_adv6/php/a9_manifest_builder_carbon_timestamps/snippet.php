<?php

declare(strict_types=1);

namespace Warehouse\Shipping\Manifest;

use Carbon\CarbonImmutable;
use InvalidArgumentException;
use Warehouse\Shipping\Carrier\CarrierCode;
use Warehouse\Shipping\Parcel;

// ... existing code ...

    /** @return array<string, mixed> */
    public function build(): array
    {
        return [
            'carrier' => $this->carrier->value,
            'depot' => $this->depotId,
            'generated_at' => CarbonImmutable::now('UTC')->toAtomString(),
            // ... existing code ...
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

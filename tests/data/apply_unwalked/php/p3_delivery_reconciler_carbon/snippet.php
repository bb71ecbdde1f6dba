<?php

declare(strict_types=1);

namespace HarborDining\Deliveries;

use Carbon\CarbonImmutable;
use HarborDining\Deliveries\Model\Delivery;
// ... existing code ...

    public function isLate(Delivery $delivery): bool
    {
        $promised = CarbonImmutable::parse($delivery->promisedAt, $delivery->timezone);
        $arrived = CarbonImmutable::parse($delivery->arrivedAt, $delivery->timezone);

        return $arrived->greaterThan($promised->addMinutes(30));
    }

// ... existing code ...

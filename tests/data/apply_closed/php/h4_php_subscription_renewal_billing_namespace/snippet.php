<?php

declare(strict_types=1);

namespace App\Services\Billing;

// ... existing imports and class body ...

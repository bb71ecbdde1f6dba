<?php

declare(strict_types=1);

namespace App\Support;

// ... rest of the file unchanged ...

<?php

declare(strict_types=1);

namespace App\Models;

// ... rest of the file unchanged ...

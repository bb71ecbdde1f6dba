package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// ... existing code ...

// ... removed findBySKULegacy (deprecated, no callers left) ...

// ... existing code ...

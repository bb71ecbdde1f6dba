import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"
)

// ... existing code ...

func (s *RentalService) ReturnEquipment(ctx context.Context, rentalID int64) error {
	// ... existing checks ...
	now := s.now()
	fee := 0.0
	if now.After(r.DueAt) {
		fee = lateFeePerHour * now.Sub(r.DueAt).Hours()
		slog.Info("late equipment return",
			"rental", rentalID, "item", r.ItemTag, "fee", fee)
	}
	// ... existing code ...
}

// ... existing code ...

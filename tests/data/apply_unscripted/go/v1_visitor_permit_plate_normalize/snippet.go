import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// ... existing code ...

// IssueVisitorPermit creates a 72-hour permit for a guest of a resident.
func IssueVisitorPermit(id, plate, zone string, now time.Time) (*Permit, error) {
	plate = strings.ToUpper(strings.TrimSpace(plate))
	if plate == "" {
		return nil, ErrEmptyPlate
	}
	// ... existing code ...
}

// ... existing code ...

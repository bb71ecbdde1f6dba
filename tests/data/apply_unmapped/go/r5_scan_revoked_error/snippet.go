import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/fieldday/festival/internal/bands"
)

// ErrBandRevoked is returned by Scan when security has revoked the wristband.
var ErrBandRevoked = errors.New("wristband revoked")

// ... existing code ...

func (s *Scanner) Scan(ctx context.Context, serial string) (*Entry, error) {
	band, err := s.Bands.Lookup(ctx, serial)
	if err != nil {
		return nil, fmt.Errorf("lookup band %s: %w", serial, err)
	}
	if band.Revoked {
		return nil, fmt.Errorf("band %s: %w", serial, ErrBandRevoked)
	}
	// ... rest of Scan unchanged ...
}

// ... existing code ...

package gate

import (
	"context"
	"fmt"
	"time"

	"github.com/fieldday/festival/internal/bands"
)

// Scanner checks wristbands at a gate lane and records each entry.
type Scanner struct {
	GateID string
	Lane   int
	Bands  bands.Repository
	Clock  func() time.Time
}

// Entry is one accepted scan.
type Entry struct {
	Serial  string
	GateID  string
	Lane    int
	Scanned time.Time
}

func NewScanner(gateID string, lane int, repo bands.Repository) *Scanner {
	return &Scanner{GateID: gateID, Lane: lane, Bands: repo, Clock: time.Now}
}

// Scan validates the wristband and records an entry if it may pass.
func (s *Scanner) Scan(ctx context.Context, serial string) (*Entry, error) {
	band, err := s.Bands.Lookup(ctx, serial)
	if err != nil {
		return nil, fmt.Errorf("lookup band %s: %w", serial, err)
	}
	if band.Revoked {
		return nil, fmt.Errorf("band %s has been revoked", serial)
	}
	if band.Reentries >= band.MaxReentries && band.MaxReentries >= 0 {
		return nil, fmt.Errorf("band %s has no re-entries left", serial)
	}
	entry := &Entry{
		Serial:  serial,
		GateID:  s.GateID,
		Lane:    s.Lane,
		Scanned: s.Clock(),
	}
	if err := s.Bands.RecordEntry(ctx, serial, entry.Scanned); err != nil {
		return nil, fmt.Errorf("record entry for %s: %w", serial, err)
	}
	return entry, nil
}

// Exit records a wristband leaving through this gate.
func (s *Scanner) Exit(ctx context.Context, serial string) error {
	band, err := s.Bands.Lookup(ctx, serial)
	if err != nil {
		return fmt.Errorf("lookup band %s: %w", serial, err)
	}
	if err := s.Bands.RecordExit(ctx, band.Serial, s.Clock()); err != nil {
		return fmt.Errorf("record exit for %s: %w", serial, err)
	}
	return nil
}

// Describe returns a short label for gate dashboards.
func (s *Scanner) Describe() string {
	return fmt.Sprintf("gate %s lane %d", s.GateID, s.Lane)
}

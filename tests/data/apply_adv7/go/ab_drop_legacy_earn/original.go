package loyalty

import (
	"context"
	"fmt"
	"math"
	"time"
)

// Tier is a member's status level in the SkyHop Miles programme.
type Tier string

const (
	TierBlue   Tier = "blue"
	TierSilver Tier = "silver"
	TierGold   Tier = "gold"
)

// Ledger persists point movements for members.
type Ledger interface {
	Credit(ctx context.Context, memberID string, points int64, reason string) error
	Debit(ctx context.Context, memberID string, points int64, reason string) error
	Balance(ctx context.Context, memberID string) (int64, error)
}

// Service applies earn and burn rules on top of a Ledger.
type Service struct {
	ledger Ledger
	now    func() time.Time
}

// NewService returns a Service that uses the wall clock.
func NewService(l Ledger) *Service {
	return &Service{ledger: l, now: time.Now}
}

// multiplier returns the earn multiplier for a tier.
func multiplier(t Tier) float64 {
	switch t {
	case TierGold:
		return 2.0
	case TierSilver:
		return 1.5
	default:
		return 1.0
	}
}

// EarnForFlight credits points for a flown segment based on the fare paid.
func (s *Service) EarnForFlight(ctx context.Context, memberID string, tier Tier, fareCents int64) (int64, error) {
	base := float64(fareCents) / 100.0 * 5
	points := int64(math.Floor(base * multiplier(tier)))
	if points <= 0 {
		return 0, nil
	}
	if err := s.ledger.Credit(ctx, memberID, points, "flight"); err != nil {
		return 0, fmt.Errorf("credit flight points: %w", err)
	}
	return points, nil
}

// EarnForFlightLegacy credits points using the pre-2023 distance-based scheme.
//
// Deprecated: use EarnForFlight.
func (s *Service) EarnForFlightLegacy(ctx context.Context, memberID string, miles int64) (int64, error) {
	points := miles
	if points <= 0 {
		return 0, nil
	}
	if err := s.ledger.Credit(ctx, memberID, points, "flight-legacy"); err != nil {
		return 0, fmt.Errorf("credit legacy points: %w", err)
	}
	return points, nil
}

// Redeem debits points for an award booking after checking the balance.
func (s *Service) Redeem(ctx context.Context, memberID string, points int64) error {
	bal, err := s.ledger.Balance(ctx, memberID)
	if err != nil {
		return fmt.Errorf("read balance: %w", err)
	}
	if bal < points {
		return fmt.Errorf("insufficient points: have %d, need %d", bal, points)
	}
	if err := s.ledger.Debit(ctx, memberID, points, "redeem"); err != nil {
		return fmt.Errorf("debit points: %w", err)
	}
	return nil
}

// ExpiryDate returns when a member's points lapse without further activity.
func (s *Service) ExpiryDate(lastActivity time.Time) time.Time {
	return lastActivity.AddDate(0, 18, 0)
}

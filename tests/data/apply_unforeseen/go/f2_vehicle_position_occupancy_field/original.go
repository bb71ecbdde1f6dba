package tracking

import (
	"errors"
	"math"
	"sync"
	"time"
)

var ErrStalePosition = errors.New("tracking: position older than last report")

// VehiclePosition is one AVL report from an on-board unit.
type VehiclePosition struct {
	VehicleID string    `json:"vehicle_id"`
	TripID    string    `json:"trip_id"`
	RouteID   string    `json:"route_id"`
	Lat       float64   `json:"lat"`
	Lon       float64   `json:"lon"`
	Bearing   float64   `json:"bearing"`
	SpeedMps  float64   `json:"speed_mps"`
	Reported  time.Time `json:"reported_at"`
}

// ArrivalEstimate is a predicted arrival of a vehicle at a stop.
type ArrivalEstimate struct {
	VehicleID string    `json:"vehicle_id"`
	StopID    string    `json:"stop_id"`
	ETA       time.Time `json:"eta"`
	DelaySecs int       `json:"delay_secs"`
	Reported  time.Time `json:"reported_at"`
}

// Tracker keeps the latest position per vehicle.
type Tracker struct {
	mu        sync.RWMutex
	positions map[string]VehiclePosition
	maxAge    time.Duration
}

func NewTracker(maxAge time.Duration) *Tracker {
	return &Tracker{
		positions: make(map[string]VehiclePosition),
		maxAge:    maxAge,
	}
}

// Update stores a report unless an equal or newer one is already known.
func (t *Tracker) Update(p VehiclePosition) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if prev, ok := t.positions[p.VehicleID]; ok && !p.Reported.After(prev.Reported) {
		return ErrStalePosition
	}
	t.positions[p.VehicleID] = p
	return nil
}

// Active returns vehicles that reported within maxAge of now.
func (t *Tracker) Active(now time.Time) []VehiclePosition {
	t.mu.RLock()
	defer t.mu.RUnlock()
	out := make([]VehiclePosition, 0, len(t.positions))
	for _, p := range t.positions {
		if now.Sub(p.Reported) <= t.maxAge {
			out = append(out, p)
		}
	}
	return out
}

// OnRoute returns active vehicles serving routeID.
func (t *Tracker) OnRoute(routeID string, now time.Time) []VehiclePosition {
	var out []VehiclePosition
	for _, p := range t.Active(now) {
		if p.RouteID == routeID {
			out = append(out, p)
		}
	}
	return out
}

// DistanceMeters is the haversine distance between two positions.
func DistanceMeters(a, b VehiclePosition) float64 {
	const earthRadius = 6371000.0
	lat1, lat2 := a.Lat*math.Pi/180, b.Lat*math.Pi/180
	dLat := lat2 - lat1
	dLon := (b.Lon - a.Lon) * math.Pi / 180
	h := math.Sin(dLat/2)*math.Sin(dLat/2) +
		math.Cos(lat1)*math.Cos(lat2)*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * earthRadius * math.Asin(math.Sqrt(h))
}

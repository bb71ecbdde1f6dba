package cranes

import (
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"
)

// ErrCraneUnavailable is returned when a crane is already booked for the requested window.
var ErrCraneUnavailable = errors.New("crane unavailable for requested window")

// Booking reserves a mobile crane at a turbine pad for a maintenance job.
type Booking struct {
	ID          string
	CraneID     string
	TurbineID   string
	WorkOrderID string
	Start       time.Time
	End         time.Time
	MaxWindMS   float64
}

// Scheduler keeps crane bookings in memory and rejects overlapping reservations.
type Scheduler struct {
	mu       sync.Mutex
	bookings []Booking
	nextID   int
}

// NewScheduler returns an empty crane scheduler.
func NewScheduler() *Scheduler {
	return &Scheduler{}
}

func overlaps(a, b Booking) bool {
	return a.Start.Before(b.End) && b.Start.Before(a.End)
}

// Book reserves a crane for the given work order. Lifts are refused above maxWindMS mean wind.
func (s *Scheduler) Book(craneID, turbineID, workOrderID string, start time.Time, hours int, maxWindMS float64) (Booking, error) {
	if hours <= 0 {
		return Booking{}, fmt.Errorf("booking for %s: hours must be positive, got %d", workOrderID, hours)
	}
	if maxWindMS <= 0 || maxWindMS > 15 {
		return Booking{}, fmt.Errorf("booking for %s: wind limit %.1f m/s outside (0, 15]", workOrderID, maxWindMS)
	}

	s.mu.Lock()
	defer s.mu.Unlock()

	b := Booking{
		CraneID:     craneID,
		TurbineID:   turbineID,
		WorkOrderID: workOrderID,
		Start:       start,
		End:         start.Add(time.Duration(hours) * time.Hour),
		MaxWindMS:   maxWindMS,
	}
	for _, existing := range s.bookings {
		if existing.CraneID == craneID && overlaps(existing, b) {
			return Booking{}, ErrCraneUnavailable
		}
	}

	s.nextID++
	b.ID = fmt.Sprintf("CB-%05d", s.nextID)
	s.bookings = append(s.bookings, b)
	return b, nil
}

// Cancel removes a booking by ID. It reports whether the booking existed.
func (s *Scheduler) Cancel(id string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()

	for i, b := range s.bookings {
		if b.ID == id {
			s.bookings = append(s.bookings[:i], s.bookings[i+1:]...)
			return true
		}
	}
	return false
}

// ForCrane lists the bookings of one crane, earliest first.
func (s *Scheduler) ForCrane(craneID string) []Booking {
	s.mu.Lock()
	defer s.mu.Unlock()

	var out []Booking
	for _, b := range s.bookings {
		if b.CraneID == craneID {
			out = append(out, b)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Start.Before(out[j].Start) })
	return out
}

// ForTurbine lists the bookings at one turbine pad, earliest first.
func (s *Scheduler) ForTurbine(turbineID string) []Booking {
	s.mu.Lock()
	defer s.mu.Unlock()

	var out []Booking
	for _, b := range s.bookings {
		if b.TurbineID == turbineID {
			out = append(out, b)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Start.Before(out[j].Start) })
	return out
}

package maintenance

import (
	"encoding/json"
	"errors"
	"io"
	"sort"
	"sync"
	"time"
)

// Priority ranks how urgently a ticket must be handled.
type Priority int

const (
	PriorityLow Priority = iota
	PriorityNormal
	PriorityUrgent
	PriorityEmergency
)

// Ticket is a single maintenance request filed against a unit.
type Ticket struct {
	ID         string    `json:"id"`
	UnitID     string    `json:"unit_id"`
	Summary    string    `json:"summary"`
	Priority   Priority  `json:"priority"`
	AssignedTo string    `json:"assigned_to,omitempty"`
	OpenedAt   time.Time `json:"opened_at"`
	ClosedAt   time.Time `json:"closed_at,omitempty"`
}

var ErrTicketNotFound = errors.New("maintenance: ticket not found")

// TicketStore keeps tickets in memory for the dispatch service.
type TicketStore struct {
	mu      sync.Mutex
	tickets map[string]*Ticket
}

func NewTicketStore() *TicketStore {
	return &TicketStore{tickets: make(map[string]*Ticket)}
}

// Open files a new ticket against a unit and returns it.
func (s *TicketStore) Open(id, unitID, summary string, p Priority, now time.Time) *Ticket {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := &Ticket{ID: id, UnitID: unitID, Summary: summary, Priority: p, OpenedAt: now}
	s.tickets[id] = t
	return t
}

// Assign hands a ticket to a vendor or staff technician.
func (s *TicketStore) Assign(id, technician string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.tickets[id]
	if !ok {
		return ErrTicketNotFound
	}
	t.AssignedTo = technician
	return nil
}

// Close marks a ticket resolved at the given time.
func (s *TicketStore) Close(id string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.tickets[id]
	if !ok {
		return ErrTicketNotFound
	}
	t.ClosedAt = at
	return nil
}

// ExportJSON writes all tickets, oldest first, as a JSON array.
func (s *TicketStore) ExportJSON(w io.Writer) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	list := make([]*Ticket, 0, len(s.tickets))
	for _, t := range s.tickets {
		list = append(list, t)
	}
	sort.Slice(list, func(i, j int) bool {
		return list[i].OpenedAt.Before(list[j].OpenedAt)
	})
	return json.NewEncoder(w).Encode(list)
}

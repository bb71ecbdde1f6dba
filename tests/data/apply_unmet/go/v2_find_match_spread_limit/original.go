package matchmaking

import (
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"
)

// ErrNotEnoughPlayers is returned when a region queue cannot fill a lobby.
var ErrNotEnoughPlayers = errors.New("matchmaking: not enough players in queue")

const lobbySize = 8

// Ticket is a single player's request to be matched.
type Ticket struct {
	PlayerID   string
	Region     string
	Rating     int
	EnqueuedAt time.Time
}

// Match is a filled lobby ready to be handed to a game server.
type Match struct {
	ID      string
	Region  string
	Tickets []Ticket
}

// Queue holds pending tickets grouped by region.
type Queue struct {
	mu       sync.Mutex
	byRegion map[string][]Ticket
	nextID   int
}

func NewQueue() *Queue {
	return &Queue{byRegion: make(map[string][]Ticket)}
}

// Enqueue adds a ticket to its region's queue.
func (q *Queue) Enqueue(t Ticket) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.byRegion[t.Region] = append(q.byRegion[t.Region], t)
}

// FindMatch pulls the lobbySize closest-rated tickets from a region.
func (q *Queue) FindMatch(region string) (*Match, error) {
	q.mu.Lock()
	defer q.mu.Unlock()

	pending := q.byRegion[region]
	if len(pending) < lobbySize {
		return nil, ErrNotEnoughPlayers
	}
	sort.Slice(pending, func(i, j int) bool {
		return pending[i].Rating < pending[j].Rating
	})

	picked := make([]Ticket, lobbySize)
	copy(picked, pending[:lobbySize])
	q.byRegion[region] = pending[lobbySize:]

	q.nextID++
	return &Match{
		ID:      fmt.Sprintf("%s-%06d", region, q.nextID),
		Region:  region,
		Tickets: picked,
	}, nil
}

// RunTick tries to form one match per region and reports what it built.
func (q *Queue) RunTick(regions []string) []*Match {
	var built []*Match
	for _, r := range regions {
		m, err := q.FindMatch(r)
		if err != nil {
			continue
		}
		built = append(built, m)
	}
	return built
}

// Pending reports how many tickets are waiting in a region.
func (q *Queue) Pending(region string) int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.byRegion[region])
}

// Cancel removes a player's ticket from every region queue.
func (q *Queue) Cancel(playerID string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	for region, pending := range q.byRegion {
		for i, t := range pending {
			if t.PlayerID == playerID {
				q.byRegion[region] = append(pending[:i], pending[i+1:]...)
				return true
			}
		}
	}
	return false
}

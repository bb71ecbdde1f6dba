package scheduling

import (
	"errors"
	"sort"
	"time"
)

// SlotLength is the default appointment granularity used by the front desk.
const SlotLength = 20 * time.Minute

var ErrProviderUnavailable = errors.New("scheduling: provider unavailable on requested day")

type Slot struct {
	Start time.Time
	End   time.Time
}

type Provider struct {
	ID        string
	Name      string
	DayStart  time.Duration // offset from midnight
	DayEnd    time.Duration
	OffDays   map[time.Weekday]bool
	Booked    []Slot
}

func overlaps(a, b Slot) bool {
	return a.Start.Before(b.End) && b.Start.Before(a.End)
}

// FindOpenSlots returns every free slot of the given length on the given day.
func FindOpenSlots(day time.Time, p *Provider, length time.Duration) ([]Slot, error) {
	midnight := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, day.Location())
	if p.OffDays[day.Weekday()] {
		return nil, ErrProviderUnavailable
	}
	var open []Slot
	for t := midnight.Add(p.DayStart); !t.Add(length).After(midnight.Add(p.DayEnd)); t = t.Add(length) {
		candidate := Slot{Start: t, End: t.Add(length)}
		free := true
		for _, b := range p.Booked {
			if overlaps(candidate, b) {
				free = false
				break
			}
		}
		if free {
			open = append(open, candidate)
		}
	}
	return open, nil
}

// FirstAvailable scans forward up to horizon days and returns the earliest open slot.
func FirstAvailable(from time.Time, p *Provider, horizon int) (Slot, bool) {
	for i := 0; i < horizon; i++ {
		day := from.AddDate(0, 0, i)
		slots, err := FindOpenSlots(day, p, SlotLength)
		if err != nil {
			continue
		}
		if len(slots) > 0 {
			return slots[0], true
		}
	}
	return Slot{}, false
}

// CountOpenByProvider is used by the capacity dashboard.
func CountOpenByProvider(day time.Time, providers []*Provider) map[string]int {
	counts := make(map[string]int, len(providers))
	for _, p := range providers {
		slots, _ := FindOpenSlots(day, p, SlotLength)
		counts[p.ID] = len(slots)
	}
	return counts
}

// SortedProviderIDs returns provider IDs ordered by open capacity, busiest last.
func SortedProviderIDs(day time.Time, providers []*Provider) []string {
	counts := CountOpenByProvider(day, providers)
	ids := make([]string, 0, len(counts))
	for id := range counts {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return counts[ids[i]] > counts[ids[j]] })
	return ids
}

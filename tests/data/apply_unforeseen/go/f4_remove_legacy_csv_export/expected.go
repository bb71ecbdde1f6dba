package picking

import (
	"errors"
	"sort"
)

// ErrEmptyPickList is returned when a list is released with no lines.
var ErrEmptyPickList = errors.New("picking: pick list has no lines")

// PickLine is one SKU to pull from one slot.
type PickLine struct {
	SKU      string
	SlotCode string
	Aisle    int
	Bay      int
	Level    int
	Quantity int
}

// PickList groups the lines a single robot tote will collect.
type PickList struct {
	ID       string
	WaveID   string
	ToteID   string
	Lines    []PickLine
	Released bool
}

// NewPickList creates an empty pick list for a wave.
func NewPickList(id, waveID string) *PickList {
	return &PickList{ID: id, WaveID: waveID}
}

// AddLine appends a line, merging quantities for a repeated SKU and slot.
func (p *PickList) AddLine(line PickLine) {
	for i := range p.Lines {
		if p.Lines[i].SKU == line.SKU && p.Lines[i].SlotCode == line.SlotCode {
			p.Lines[i].Quantity += line.Quantity
			return
		}
	}
	p.Lines = append(p.Lines, line)
}

// SortByRoute orders lines in serpentine aisle order so the robot never
// backtracks within an aisle.
func (p *PickList) SortByRoute() {
	sort.SliceStable(p.Lines, func(i, j int) bool {
		a, b := p.Lines[i], p.Lines[j]
		if a.Aisle != b.Aisle {
			return a.Aisle < b.Aisle
		}
		if a.Aisle%2 == 0 {
			return a.Bay < b.Bay
		}
		return a.Bay > b.Bay
	})
}

// Release marks the list ready for robot assignment.
func (p *PickList) Release(toteID string) error {
	if len(p.Lines) == 0 {
		return ErrEmptyPickList
	}
	p.SortByRoute()
	p.ToteID = toteID
	p.Released = true
	return nil
}

// TotalUnits returns the number of units across all lines.
func (p *PickList) TotalUnits() int {
	total := 0
	for _, l := range p.Lines {
		total += l.Quantity
	}
	return total
}

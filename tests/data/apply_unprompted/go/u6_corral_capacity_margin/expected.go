package startline

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

const (
	// runnerFootprintM2 is the space one runner needs standing in a corral.
	runnerFootprintM2 = 0.6
	// safetyMargin keeps corrals and waves below their theoretical maximum.
	safetyMargin = 0.9
	minWaveGap   = 3 * time.Minute
)

// Corral is a fenced pen behind the start line, filled by predicted finish time.
type Corral struct {
	Name    string
	LengthM float64
	WidthM  float64
	Runners int
}

// Wave is a group of corrals released across the start mats together.
type Wave struct {
	Number  int
	Start   time.Time
	Corrals []string
}

// Capacity returns how many runners fit in the corral.
func (c Corral) Capacity() int {
	area := c.LengthM * c.WidthM
	return int(area * safetyMargin / runnerFootprintM2)
}

// Overfull reports whether more runners are allocated than the corral holds.
func (c Corral) Overfull() bool {
	return c.Runners > c.Capacity()
}

// PlanWaves groups corrals, in name order, into waves of at most maxPerWave runners.
func PlanWaves(corrals []Corral, gunTime time.Time, maxPerWave int) ([]Wave, error) {
	sorted := append([]Corral(nil), corrals...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Name < sorted[j].Name })

	limit := int(float64(maxPerWave) * safetyMargin)
	var waves []Wave
	current := Wave{Number: 1, Start: gunTime}
	inWave := 0
	for _, c := range sorted {
		if c.Runners > limit {
			return nil, fmt.Errorf("corral %s has %d runners, more than a wave allows (%d)", c.Name, c.Runners, limit)
		}
		if inWave+c.Runners > limit {
			waves = append(waves, current)
			current = Wave{Number: current.Number + 1, Start: current.Start.Add(minWaveGap)}
			inWave = 0
		}
		current.Corrals = append(current.Corrals, c.Name)
		inWave += c.Runners
	}
	if len(current.Corrals) > 0 {
		waves = append(waves, current)
	}
	return waves, nil
}

// String formats the wave for the start-line announcer's sheet.
func (w Wave) String() string {
	return fmt.Sprintf("Wave %d at %s: corrals %s", w.Number, w.Start.Format("15:04"), strings.Join(w.Corrals, ", "))
}

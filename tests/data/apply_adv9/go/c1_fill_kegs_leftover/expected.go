package kegging

import (
	"errors"
	"fmt"
	"time"
)

// Standard keg sizes in litres.
const (
	HalfBarrel    = 58.67
	QuarterBarrel = 29.33
	SixthBarrel   = 19.55
)

var ErrBatchNotReady = errors.New("batch is not ready for kegging")

type Batch struct {
	ID          string
	Style       string
	VolumeL     float64
	Conditioned bool
	TankID      string
}

type Keg struct {
	Serial   string
	BatchID  string
	SizeL    float64
	FilledAt time.Time
}

type KegPlan struct {
	BatchID string
	Kegs    []Keg
	Notes   []string
}

func nextSerial(batchID string, n int) string {
	return fmt.Sprintf("%s-K%03d", batchID, n)
}

// FillKegs splits a conditioned batch into kegs of the given size and also
// returns the volume left in the tank after the last full keg.
func FillKegs(batch *Batch, kegSize float64) ([]Keg, float64, error) {
	if !batch.Conditioned {
		return nil, 0, ErrBatchNotReady
	}
	if kegSize <= 0 {
		return nil, 0, fmt.Errorf("invalid keg size %.2f", kegSize)
	}
	now := time.Now()
	remaining := batch.VolumeL
	var kegs []Keg
	for n := 1; remaining >= kegSize; n++ {
		kegs = append(kegs, Keg{
			Serial:   nextSerial(batch.ID, n),
			BatchID:  batch.ID,
			SizeL:    kegSize,
			FilledAt: now,
		})
		remaining -= kegSize
	}
	return kegs, remaining, nil
}

// PlanKegging picks the largest keg size that leaves at least one full keg.
func PlanKegging(batch *Batch) (*KegPlan, error) {
	plan := &KegPlan{BatchID: batch.ID}
	for _, size := range []float64{HalfBarrel, QuarterBarrel, SixthBarrel} {
		if batch.VolumeL < size {
			plan.Notes = append(plan.Notes, fmt.Sprintf("skipped %.2f L kegs", size))
			continue
		}
		kegs, leftover, err := FillKegs(batch, size)
		if err != nil {
			return nil, err
		}
		plan.Kegs = kegs
		if leftover > 0 {
			plan.Notes = append(plan.Notes, fmt.Sprintf("%.2f L left in tank %s", leftover, batch.TankID))
		}
		return plan, nil
	}
	return nil, fmt.Errorf("batch %s: %.1f L is too little to keg", batch.ID, batch.VolumeL)
}

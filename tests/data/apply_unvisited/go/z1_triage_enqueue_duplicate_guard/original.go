package triage

import (
	"container/heap"
	"fmt"
	"log"
	"sync"
	"time"
)

// Patient is a walk-in or booked patient waiting to be seen by the clinic nurse.
type Patient struct {
	MRN       string
	Name      string
	Acuity    int // 1 = resuscitation ... 5 = non-urgent
	ArrivedAt time.Time
	seq       uint64
	index     int
}

type patientHeap []*Patient

func (h patientHeap) Len() int { return len(h) }

func (h patientHeap) Less(i, j int) bool {
	if h[i].Acuity != h[j].Acuity {
		return h[i].Acuity < h[j].Acuity
	}
	return h[i].seq < h[j].seq
}

func (h patientHeap) Swap(i, j int) {
	h[i], h[j] = h[j], h[i]
	h[i].index = i
	h[j].index = j
}

func (h *patientHeap) Push(x any) {
	p := x.(*Patient)
	p.index = len(*h)
	*h = append(*h, p)
}

func (h *patientHeap) Pop() any {
	old := *h
	n := len(old)
	p := old[n-1]
	old[n-1] = nil
	*h = old[:n-1]
	p.index = -1
	return p
}

// TriageQueue orders waiting patients by acuity, then by arrival.
type TriageQueue struct {
	mu    sync.Mutex
	items patientHeap
	index map[string]*Patient
	seq   uint64
	now   func() time.Time
	log   *log.Logger
}

func NewTriageQueue(logger *log.Logger) *TriageQueue {
	return &TriageQueue{index: make(map[string]*Patient), now: time.Now, log: logger}
}

// Enqueue adds a newly triaged patient to the waiting list.
func (q *TriageQueue) Enqueue(p *Patient) error {
	q.mu.Lock()
	defer q.mu.Unlock()

	if p.Acuity < 1 || p.Acuity > 5 {
		return fmt.Errorf("triage: invalid acuity %d for %s", p.Acuity, p.MRN)
	}
	if p.ArrivedAt.IsZero() {
		p.ArrivedAt = q.now()
	}
	q.seq++
	p.seq = q.seq
	heap.Push(&q.items, p)
	q.index[p.MRN] = p
	return nil
}

// Retriage changes a waiting patient's acuity after reassessment.
func (q *TriageQueue) Retriage(mrn string, acuity int) error {
	q.mu.Lock()
	defer q.mu.Unlock()

	p, ok := q.index[mrn]
	if !ok {
		return fmt.Errorf("triage: %s is not waiting", mrn)
	}
	if acuity < 1 || acuity > 5 {
		return fmt.Errorf("triage: invalid acuity %d for %s", acuity, mrn)
	}
	q.log.Printf("retriage %s: %d -> %d", mrn, p.Acuity, acuity)
	p.Acuity = acuity
	heap.Fix(&q.items, p.index)
	return nil
}

// Next removes and returns the most urgent waiting patient.
func (q *TriageQueue) Next() (*Patient, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()

	if q.items.Len() == 0 {
		return nil, false
	}
	p := heap.Pop(&q.items).(*Patient)
	delete(q.index, p.MRN)
	return p, true
}

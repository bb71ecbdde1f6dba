// Enqueue adds a newly triaged patient to the waiting list.
func (q *TriageQueue) Enqueue(p *Patient) error {
	q.mu.Lock()
	defer q.mu.Unlock()

	if _, queued := q.index[p.MRN]; queued {
		return fmt.Errorf("triage: %s is already in the queue", p.MRN)
	}
	// ... existing code ...
	heap.Push(&q.items, p)
	q.index[p.MRN] = p
	q.log.Printf("queued %s at acuity %d", p.MRN, p.Acuity)
	return nil
}

// ... existing code ...

	if err != nil {
		return nil, fmt.Errorf("list inspections for inspector %s: %w", inspectorID, err)
	}
	defer rows.Close()
	return scanInspections(rows)
}

func (s *InspectionStore) Complete(ctx context.Context, id int64, status domain.InspectionStatus, notes string) error {
	// ... existing code ...

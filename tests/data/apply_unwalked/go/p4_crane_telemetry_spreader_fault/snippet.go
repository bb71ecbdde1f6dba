// ... existing code ...

func (p *Processor) Handle(ctx context.Context, ev Event) error {
	p.lastSeen[ev.CraneID] = ev.At

	switch ev.Kind {
	// ... move started / completed cases ...
	case KindWindAlarm:
		// ... existing code ...
		return nil
	case KindSpreaderFault:
		if err := p.moves.Abort(ctx, ev.CraneID, ev.ContainerNo, ev.At); err != nil {
			p.log.Error("abort move after spreader fault", "crane", ev.CraneID, "err", err)
		}
		return p.alerts.Raise(ctx, crane.Alert{
			CraneID:  ev.CraneID,
			Severity: crane.SeverityStop,
			Message:  "spreader fault " + ev.FaultCode,
		})
	case KindHeartbeat:
		return nil
	// ... existing code ...
	}
}

// ... existing code ...

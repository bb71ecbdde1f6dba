package telemetry

import (
	"context"
	"log/slog"
	"time"

	"harbourline.example/tos/crane"
)

type EventKind string

const (
	KindMoveStarted   EventKind = "move_started"
	KindMoveCompleted EventKind = "move_completed"
	KindSpreaderFault EventKind = "spreader_fault"
	KindWindAlarm     EventKind = "wind_alarm"
	KindHeartbeat     EventKind = "heartbeat"
)

// WindStopLimitMS is the sustained wind speed at which quay cranes must stop and secure.
const WindStopLimitMS = 20.0

type Event struct {
	CraneID     string
	Kind        EventKind
	ContainerNo string
	WindMS      float64
	FaultCode   string
	At          time.Time
}

type Processor struct {
	moves    crane.MoveLog
	alerts   crane.AlertSink
	log      *slog.Logger
	lastSeen map[string]time.Time
}

func NewProcessor(moves crane.MoveLog, alerts crane.AlertSink, log *slog.Logger) *Processor {
	return &Processor{moves: moves, alerts: alerts, log: log, lastSeen: make(map[string]time.Time)}
}

// Handle applies one telemetry event from a quay crane PLC gateway.
func (p *Processor) Handle(ctx context.Context, ev Event) error {
	p.lastSeen[ev.CraneID] = ev.At

	switch ev.Kind {
	case KindMoveStarted:
		return p.moves.Start(ctx, ev.CraneID, ev.ContainerNo, ev.At)
	case KindMoveCompleted:
		if err := p.moves.Complete(ctx, ev.CraneID, ev.ContainerNo, ev.At); err != nil {
			return err
		}
		p.log.Debug("move completed", "crane", ev.CraneID, "container", ev.ContainerNo)
		return nil
	case KindWindAlarm:
		if ev.WindMS >= WindStopLimitMS {
			return p.alerts.Raise(ctx, crane.Alert{
				CraneID:  ev.CraneID,
				Severity: crane.SeverityStop,
				Message:  "wind above operating limit, secure boom",
			})
		}
		return nil
	case KindHeartbeat:
		return nil
	default:
		p.log.Warn("unknown telemetry event", "crane", ev.CraneID, "kind", ev.Kind)
		return nil
	}
}

// Silent returns the cranes that have sent nothing for longer than after.
func (p *Processor) Silent(now time.Time, after time.Duration) []string {
	var silent []string
	for craneID, seen := range p.lastSeen {
		if now.Sub(seen) > after {
			silent = append(silent, craneID)
		}
	}
	return silent
}

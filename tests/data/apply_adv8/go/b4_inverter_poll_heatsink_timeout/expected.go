package telemetry

import (
	"context"
	"encoding/binary"
	"fmt"
	"time"

	"github.com/sunfield/fieldapp/internal/modbus"
)

// Register addresses for the SG-series string inverters (holding registers).
const (
	regACPower      = 5031
	regDCVoltage    = 5011
	regHeatsinkTemp = 5008
)

// Poller reads live values from a single inverter over Modbus TCP.
type Poller struct {
	client   modbus.Client
	unitID   byte
	siteCode string
}

func NewPoller(client modbus.Client, unitID byte, siteCode string) *Poller {
	return &Poller{client: client, unitID: unitID, siteCode: siteCode}
}

// ReadACPower returns the instantaneous AC output in watts.
func (p *Poller) ReadACPower(ctx context.Context) (float64, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()

	raw, err := p.client.ReadHoldingRegisters(ctx, p.unitID, regACPower, 2)
	if err != nil {
		return 0, fmt.Errorf("site %s: read AC power: %w", p.siteCode, err)
	}
	return float64(binary.BigEndian.Uint32(raw)), nil
}

// ReadDCVoltage returns the PV string voltage in volts.
func (p *Poller) ReadDCVoltage(ctx context.Context) (float64, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()

	raw, err := p.client.ReadHoldingRegisters(ctx, p.unitID, regDCVoltage, 1)
	if err != nil {
		return 0, fmt.Errorf("site %s: read DC voltage: %w", p.siteCode, err)
	}
	return float64(binary.BigEndian.Uint16(raw)) / 10, nil
}

// ReadHeatsinkTemp returns the heatsink temperature in degrees Celsius.
func (p *Poller) ReadHeatsinkTemp(ctx context.Context) (float64, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second) // temp register sits on the slow DSP bus (fw < 2.4)
	defer cancel()

	raw, err := p.client.ReadHoldingRegisters(ctx, p.unitID, regHeatsinkTemp, 1)
	if err != nil {
		return 0, fmt.Errorf("site %s: read heatsink temp: %w", p.siteCode, err)
	}
	return float64(int16(binary.BigEndian.Uint16(raw))) / 10, nil
}

// Snapshot is one combined reading shown on the installer's commissioning screen.
type Snapshot struct {
	ACPowerW    float64
	DCVoltageV  float64
	HeatsinkC   float64
	CollectedAt time.Time
}

// Collect reads all three values in sequence. Any failure aborts the snapshot.
func (p *Poller) Collect(ctx context.Context) (Snapshot, error) {
	var s Snapshot
	var err error
	if s.ACPowerW, err = p.ReadACPower(ctx); err != nil {
		return s, err
	}
	if s.DCVoltageV, err = p.ReadDCVoltage(ctx); err != nil {
		return s, err
	}
	if s.HeatsinkC, err = p.ReadHeatsinkTemp(ctx); err != nil {
		return s, err
	}
	s.CollectedAt = time.Now().UTC()
	return s, nil
}

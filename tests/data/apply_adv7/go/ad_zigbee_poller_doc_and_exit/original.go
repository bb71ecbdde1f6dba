package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/homehub/hub/internal/bus"
	"github.com/homehub/hub/internal/zigbee"
)

type poller struct {
	coordinator *zigbee.Coordinator
	publisher   *bus.Publisher
	interval    time.Duration
	devices     []string
}

func (p *poller) pollOnce(ctx context.Context) {
	for _, id := range p.devices {
		reading, err := p.coordinator.Read(ctx, id)
		if err != nil {
			log.Printf("poll %s: %v", id, err)
			continue
		}
		if err := p.publisher.Publish(ctx, "devices/"+id+"/state", reading); err != nil {
			log.Printf("publish %s: %v", id, err)
		}
	}
}

func (p *poller) run(ctx context.Context) error {
	ticker := time.NewTicker(p.interval)
	defer ticker.Stop()
	p.pollOnce(ctx)
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ticker.C:
			p.pollOnce(ctx)
		}
	}
}

func main() {
	serial := flag.String("serial", "/dev/ttyUSB0", "Zigbee coordinator serial port")
	broker := flag.String("broker", "tcp://localhost:1883", "MQTT broker URL")
	interval := flag.Duration("interval", 5*time.Minute, "poll interval")
	flag.Parse()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	coord, err := zigbee.Open(*serial)
	if err != nil {
		log.Fatalf("open coordinator: %v", err)
	}
	defer coord.Close()

	pub, err := bus.Connect(*broker, "zigbee-poller")
	if err != nil {
		log.Fatalf("connect broker: %v", err)
	}
	defer pub.Close()

	p := &poller{coordinator: coord, publisher: pub, interval: *interval, devices: flag.Args()}
	if err := p.run(ctx); err != nil && err != context.Canceled {
		log.Fatalf("poller stopped: %v", err)
	}
}

// Command zigbee-poller polls sleepy Zigbee end devices that never report on
// their own and republishes their readings on the hub's MQTT bus.
package main

// ... existing code ...

	p := &poller{coordinator: coord, publisher: pub, interval: *interval, devices: flag.Args()}
	if len(p.devices) == 0 {
		log.Fatal("usage: zigbee-poller [flags] DEVICE_ID...")
	}
	if err := p.run(ctx); err != nil && err != context.Canceled {
		log.Fatalf("poller stopped: %v", err)
	}
	log.Print("poller shut down")
}

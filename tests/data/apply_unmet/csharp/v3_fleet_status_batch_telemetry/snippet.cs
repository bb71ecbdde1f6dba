        // ... existing code ...

        public async Task<IReadOnlyList<DeviceStatusDto>> GetFleetStatusAsync(string fleetId, CancellationToken ct)
        {
            var devices = await _devices.ListByFleetAsync(fleetId, ct);
            var now = DateTimeOffset.UtcNow;
            var results = new List<DeviceStatusDto>(devices.Count);

            // one round-trip to the telemetry store instead of one per device
            var ids = devices.Select(d => d.Id).ToList();
            var latestById = await _telemetry.GetLatestManyAsync(ids, ct);

            foreach (var device in devices)
            {
                latestById.TryGetValue(device.Id, out var latest);
                results.Add(ToDto(device, latest, now));
            }

            _logger.LogDebug("Built status for {Count} devices in fleet {FleetId}", results.Count, fleetId);
            return results;
        }

        // ... existing code ...

// [unchanged]

    private async Task<int> DispatchBatchAsync(CancellationToken ct)
    {
        // [unchanged]
            catch (DeviceUnreachableException ex)
            {
                _logger.LogWarning(ex, "Device {DeviceId} unreachable for job {JobId}", job.DeviceId, job.Id);
                if (job.Attempts + 1 >= _options.MaxAttempts)
                {
                    await _jobs.MarkFailedAsync(job.Id, "device unreachable", ct);
                }
                else
                {
                    await _jobs.ReleaseAsync(job.Id, ct);
                }
            }
        }

        return count;
    }
}

using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace Northlight.Post.RenderFarm;

public sealed class RenderFarmDispatcher
{
    private const int MaxBatchSize = 50;
    private const int MaxDeferrals = 12;

    private readonly IRenderJobStore _store;
    private readonly INodePool _nodes;
    private readonly ILogger<RenderFarmDispatcher> _logger;

    public RenderFarmDispatcher(IRenderJobStore store, INodePool nodes, ILogger<RenderFarmDispatcher> logger)
    {
        _store = store;
        _nodes = nodes;
        _logger = logger;
    }

    public async Task<int> DispatchPendingAsync(CancellationToken ct)
    {
        var pending = await _store.GetPendingAsync(MaxBatchSize, ct);
        if (pending.Count == 0)
        {
            return 0;
        }

        var nodes = await _nodes.GetIdleNodesAsync(ct);
        var dispatched = 0;

        foreach (var job in pending.OrderByDescending(j => j.Priority).ThenBy(j => j.SubmittedAt))
        {
            ct.ThrowIfCancellationRequested();

            var node = PickNode(job, nodes);
            if (node == null)
            {
                _logger.LogWarning("No idle node can take job {JobId} ({Shot})", job.Id, job.ShotCode);
                job.DeferredCount++;
                if (job.DeferredCount >= MaxDeferrals)
                {
                    job.Status = RenderJobStatus.Stalled;
                    await _store.UpdateAsync(job, ct);
                }
                continue;
            }

            job.AssignedNode = node.Name;
            job.Status = RenderJobStatus.Running;
            job.StartedAt = DateTimeOffset.UtcNow;
            await _store.UpdateAsync(job, ct);
            await node.StartAsync(job, ct);

            nodes.Remove(node);
            dispatched++;
        }

        _logger.LogInformation("Dispatched {Count} of {Pending} pending render jobs", dispatched, pending.Count);
        return dispatched;
    }

    public async Task<int> RetryFailedAsync(CancellationToken ct)
    {
        var failed = await _store.GetFailedAsync(ct);
        var nodes = await _nodes.GetIdleNodesAsync(ct);
        var retried = 0;

        foreach (var job in failed.Where(j => j.Attempts < j.MaxAttempts))
        {
            var node = PickNode(job, nodes);
            if (node == null)
            {
                _logger.LogWarning("No idle node can take job {JobId} ({Shot})", job.Id, job.ShotCode);
                continue;
            }

            job.Attempts++;
            job.AssignedNode = node.Name;
            job.Status = RenderJobStatus.Running;
            await _store.UpdateAsync(job, ct);
            await node.StartAsync(job, ct);
            nodes.Remove(node);
            retried++;
        }

        return retried;
    }

    private static RenderNode? PickNode(RenderJob job, IList<RenderNode> nodes)
    {
        return nodes
            .Where(n => n.GpuMemoryGb >= job.MinGpuMemoryGb)
            .Where(n => job.RequiredRenderer == null || n.Renderers.Contains(job.RequiredRenderer))
            .OrderBy(n => n.GpuMemoryGb)
            .FirstOrDefault();
    }
}

using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;

namespace Acme.Worker
{
    public sealed class QueueWorker : BackgroundService
    {
        private readonly IQueueClient _queue;
        private readonly IMessageHandler _handler;
        private readonly ILogger<QueueWorker> _logger;
        private readonly WorkerOptions _options;

        public QueueWorker(IQueueClient queue, IMessageHandler handler, ILogger<QueueWorker> logger, IOptions<WorkerOptions> options)
        {
            _queue = queue;
            _handler = handler;
            _logger = logger;
            _options = options.Value;
        }

        protected override async Task ExecuteAsync(CancellationToken stoppingToken)
        {
            while (!stoppingToken.IsCancellationRequested)
            {
                var message = await _queue.ReceiveAsync(stoppingToken);
                if (message is null)
                {
                    await Task.Delay(_options.IdleDelay, stoppingToken);
                    continue;
                }

                await _handler.HandleAsync(message, stoppingToken);
                await _queue.CompleteAsync(message, stoppingToken);
            }
        }

        public override Task StopAsync(CancellationToken cancellationToken)
        {
            _logger.LogInformation("Queue worker stopping");
            return base.StopAsync(cancellationToken);
        }
    }
}

using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

namespace Acme.Worker
{
    public sealed class QueueWorker : BackgroundService
    {
        private readonly IQueueClient _queue;
        private readonly IMessageHandler _handler;
        private readonly ILogger<QueueWorker> _logger;

        public QueueWorker(IQueueClient queue, IMessageHandler handler, ILogger<QueueWorker> logger)
        {
            _queue = queue;
            _handler = handler;
            _logger = logger;
        }

        protected override async Task ExecuteAsync(CancellationToken stoppingToken)
        {
            while (!stoppingToken.IsCancellationRequested)
            {
                var message = await _queue.ReceiveAsync(stoppingToken);
                if (message is null)
                {
                    await Task.Delay(TimeSpan.FromSeconds(1), stoppingToken);
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

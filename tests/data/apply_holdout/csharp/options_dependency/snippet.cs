using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;

// ...
        private readonly ILogger<QueueWorker> _logger;
        private readonly WorkerOptions _options;

        public QueueWorker(IQueueClient queue, IMessageHandler handler, ILogger<QueueWorker> logger, IOptions<WorkerOptions> options)
        {
            _queue = queue;
            _handler = handler;
            _logger = logger;
            _options = options.Value;
        }

        // ...
                    await Task.Delay(_options.IdleDelay, stoppingToken);
        // ...

using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
// ... existing code ...

            var sent = 0;
            var failed = new List<string>();
            var stopwatch = Stopwatch.StartNew();
            foreach (var batch in eligible.Chunk(BatchSize))
            {
                // ... existing code ...
            }
            stopwatch.Stop();

            _logger.LogInformation(
                "Sent issue {IssueId} to {Sent} of {Eligible} recipients ({Failed} rejected) in {ElapsedMs} ms",
                issue.Id, sent, eligible.Count, failed.Count, stopwatch.ElapsedMilliseconds);

            // ... existing code ...

        // ... existing code ...

        public async Task<int> NotifyOutageAsync(OutageIncident incident, CancellationToken ct)
        {
            // ... existing code ...
            foreach (var customer in customers)
            {
                if (customer.OptedOut)
                {
                    continue;
                }

                if (customer.OnPriorityRegister)
                {
                    // PSR customers also get a call from the contact centre.
                    await _customers.QueuePriorityCallAsync(customer.AccountId, incident.Reference, ct);
                }

                // ... existing code ...
            }
            // ... existing code ...
        }

        // ... existing code ...

// ...

        public async Task<int> UpdateQuantityAsync(string sku, int quantity, CancellationToken ct = default)
        {
            // ...
        }

        public async Task<int> UpdateQuantitiesAsync(IReadOnlyDictionary<string, int> quantities, CancellationToken ct = default)
        {
            using var db = await _connections.OpenAsync(ct);
            using var tx = db.BeginTransaction();
            var affected = 0;
            foreach (var (sku, quantity) in quantities)
            {
                affected += await db.ExecuteAsync(
                    new CommandDefinition(
                        "UPDATE inventory SET quantity = @quantity, updated_at = now() WHERE sku = @sku",
                        new { sku, quantity },
                        transaction: tx,
                        cancellationToken: ct));
            }
            tx.Commit();
            return affected;
        }

        // ...

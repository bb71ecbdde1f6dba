// ... existing code ...

    public SalesReport ForRun(Production production)
    {
        // ... existing code ...
            report.Capacity += single.Capacity;
        }

        return report.WithGeneratedAt(_clock.UtcNow);
    }

// ... existing code ...

    // ... existing code ...

    public async Task<IReadOnlyList<DailyForecast>> GetForecastAsync(
        string city, int days, CancellationToken cancellationToken = default)
    {
        // ... existing code ...
        using var response = await _http.GetAsync(
            $"v1/forecast?city={Uri.EscapeDataString(city)}&days={days}", cancellationToken);
        // ... existing code ...
        var forecast = await response.Content.ReadFromJsonAsync<List<DailyForecast>>(cancellationToken)
            ?? new List<DailyForecast>();
        // ... existing code ...
    }
}

using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Caching.Memory;
using Microsoft.Extensions.Logging;

namespace Weather.Client;

public sealed class WeatherClient
{
    private static readonly TimeSpan CacheDuration = TimeSpan.FromMinutes(10);

    private readonly HttpClient _http;
    private readonly IMemoryCache _cache;
    private readonly ILogger<WeatherClient> _logger;

    public WeatherClient(HttpClient http, IMemoryCache cache, ILogger<WeatherClient> logger)
    {
        _http = http;
        _cache = cache;
        _logger = logger;
    }

    public async Task<CurrentConditions?> GetCurrentAsync(string city)
    {
        var key = $"current:{city.ToLowerInvariant()}";
        if (_cache.TryGetValue(key, out CurrentConditions? cached))
        {
            return cached;
        }

        using var response = await _http.GetAsync($"v1/current?city={Uri.EscapeDataString(city)}");
        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            _logger.LogWarning("No current conditions for {City}", city);
            return null;
        }
        response.EnsureSuccessStatusCode();
        var conditions = await response.Content.ReadFromJsonAsync<CurrentConditions>();
        _cache.Set(key, conditions, CacheDuration);
        return conditions;
    }

    public async Task<IReadOnlyList<DailyForecast>> GetForecastAsync(string city, int days)
    {
        var key = $"forecast:{city.ToLowerInvariant()}:{days}";
        if (_cache.TryGetValue(key, out IReadOnlyList<DailyForecast>? cached) && cached is not null)
        {
            return cached;
        }

        using var response = await _http.GetAsync($"v1/forecast?city={Uri.EscapeDataString(city)}&days={days}");
        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            _logger.LogWarning("No forecast for {City}", city);
            return Array.Empty<DailyForecast>();
        }
        response.EnsureSuccessStatusCode();
        var forecast = await response.Content.ReadFromJsonAsync<List<DailyForecast>>() ?? new List<DailyForecast>();
        _cache.Set(key, (IReadOnlyList<DailyForecast>)forecast, CacheDuration);
        return forecast;
    }
}

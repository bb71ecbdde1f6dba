using Microsoft.AspNetCore.Mvc;
using Newsroom.Wire.Ingest;
using Newsroom.Wire.Ingest.Agencies;
using Newsroom.Wire.Ingest.Health;
using Newsroom.Wire.Ingest.Storage;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<WireIngestOptions>(builder.Configuration.GetSection("WireIngest"));
builder.Services.AddSingleton<IWireStore, PostgresWireStore>();
builder.Services.AddHttpClient<ApAgencyClient>(c => c.Timeout = TimeSpan.FromSeconds(20));
builder.Services.AddHttpClient<ReutersAgencyClient>(c => c.Timeout = TimeSpan.FromSeconds(20));
builder.Services.AddHttpClient<AfpAgencyClient>(c => c.Timeout = TimeSpan.FromSeconds(30));
builder.Services.AddSingleton<WirePoller>();
builder.Services.AddHostedService<WirePollingService>();
builder.Services.AddHealthChecks()
    .AddCheck<WireStoreHealthCheck>("wire-store")
    .AddCheck<FeedFreshnessHealthCheck>("feed-freshness");
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.MapGet("/feeds", async (IWireStore store, CancellationToken ct) =>
    Results.Ok(await store.ListFeedsAsync(ct)));

app.MapGet("/feeds/{agency}/items", async (
    string agency,
    [FromQuery] DateTimeOffset? since,
    IWireStore store,
    CancellationToken ct) =>
{
    var items = await store.ListItemsAsync(agency, since ?? DateTimeOffset.UtcNow.AddHours(-6), ct);
    return items.Count == 0 ? Results.NoContent() : Results.Ok(items);
});

app.MapPost("/feeds/{agency}/poll", async (string agency, WirePoller poller, CancellationToken ct) =>
{
    var stored = await poller.PollNowAsync(agency, ct);
    return Results.Accepted(value: new { agency, stored });
});

app.MapHealthChecks("/healthz");

await app.RunAsync();

// Exposed so WebApplicationFactory<Program> can boot the service in integration tests.
public partial class Program { }

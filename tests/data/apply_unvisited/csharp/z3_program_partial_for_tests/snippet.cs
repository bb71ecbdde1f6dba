// ... existing code ...

app.MapHealthChecks("/healthz");

await app.RunAsync();

// Exposed so WebApplicationFactory<Program> can boot the service in integration tests.
public partial class Program { }

using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;

namespace Bayline.Alerts
{
    public enum AlertSeverity
    {
        Info,
        Delay,
        Detour,
        Suspension,
    }

    public sealed class ServiceAlert
    {
        public string Id { get; init; } = "";
        public AlertSeverity Severity { get; init; }
        public IReadOnlyList<string> RouteNames { get; init; } = Array.Empty<string>();
        public string Summary { get; init; } = "";
        public string? Details { get; init; }
        public DateTimeOffset StartsAt { get; init; }
        public DateTimeOffset? EndsAt { get; init; }
    }

    public static class AlertFormatter
    {
        public static string Headline(ServiceAlert alert)
        {
            var routes = string.Join(", ", alert.RouteNames);
            return $"{routes}: {alert.Summary}";
        }

        public static string SmsText(ServiceAlert alert)
        {
            var text = Headline(alert);
            if (text.Length > 160)
            {
                text = text[..157] + "...";
            }
            return text;
        }

        public static string EmailBody(ServiceAlert alert)
        {
            var sb = new StringBuilder();
            sb.AppendLine(Headline(alert));
            sb.AppendLine();
            if (!string.IsNullOrEmpty(alert.Details))
            {
                sb.AppendLine(alert.Details);
                sb.AppendLine();
            }
            sb.AppendLine($"Starts: {alert.StartsAt:ddd d MMM HH:mm}");
            if (alert.EndsAt is { } ends)
            {
                sb.AppendLine($"Ends: {ends:ddd d MMM HH:mm}");
            }
            return sb.ToString();
        }

        public static IEnumerable<string> Tags(ServiceAlert alert)
        {
            yield return alert.Severity.ToString().ToLowerInvariant();
            foreach (var route in alert.RouteNames.Distinct())
            {
                yield return "route:" + route;
            }
        }
    }
}

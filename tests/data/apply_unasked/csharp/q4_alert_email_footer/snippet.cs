// ... existing code ...

        public static string EmailBody(ServiceAlert alert)
        {
            // ... existing code ...
            if (alert.EndsAt is { } ends)
            {
                sb.AppendLine($"Ends: {ends:ddd d MMM HH:mm}");
            }
            return sb.AppendLine()
                .Append("Manage alert subscriptions: https://bayline.example/alerts/subscribe")
                .ToString();
        }

// ... existing code ...

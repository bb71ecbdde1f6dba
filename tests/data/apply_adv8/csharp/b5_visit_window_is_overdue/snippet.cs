namespace Edc.Visits
{
    // ... existing code ...

    public sealed class VisitWindowCalculator
    {
        // ... existing code ...

        public bool IsOverdue(VisitDefinition definition, DateOnly anchorDate, DateOnly today)
        {
            var window = GetWindow(definition, anchorDate);
            return today > window.Latest;
        }
    }

    // ... existing code ...
}

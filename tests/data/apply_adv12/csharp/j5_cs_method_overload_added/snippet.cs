public static string Create(string text)
{
    return Create(text, maxLength: 80);
}

public static string Create(string text, ISet<string> taken)
{
    var slug = Create(text);
    var candidate = slug;
    for (var i = 2; taken.Contains(candidate); i++)
    {
        candidate = $"{slug}-{i}";
    }
    return candidate;
}

// ... existing code ...

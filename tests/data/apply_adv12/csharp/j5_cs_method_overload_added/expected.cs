using System;
using System.Collections.Generic;

namespace Acme.Text
{
    public static class Slug
    {
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

        public static string Create(string text, int maxLength)
        {
            if (string.IsNullOrWhiteSpace(text)) return string.Empty;
            var slug = Normalize(text);
            return slug.Length <= maxLength ? slug : slug.Substring(0, maxLength).TrimEnd('-');
        }

        private static string Normalize(string text)
        {
            var chars = new List<char>();
            foreach (var c in text.ToLowerInvariant())
            {
                if (char.IsLetterOrDigit(c)) chars.Add(c);
                else if (chars.Count > 0 && chars[^1] != '-') chars.Add('-');
            }
            return new string(chars.ToArray()).Trim('-');
        }
    }
}

using System;

namespace Alpenrose.Snow.Domain;

/// <summary>Surface state of a piste as entered by the grooming crew each morning.</summary>
public enum PisteCondition
{
    Closed = 0,
    Icy = 1,
    Hardpack = 2,
    Groomed = 3,
    PackedPowder = 4,
    Powder = 5,
    Slush = 6,
}

public static class PisteConditionExtensions
{
    public static string DisplayName(this PisteCondition condition) => condition switch
    {
        PisteCondition.Closed => "Closed",
        PisteCondition.Icy => "Icy",
        PisteCondition.Hardpack => "Hard-packed",
        PisteCondition.Groomed => "Freshly groomed",
        PisteCondition.PackedPowder => "Packed powder",
        PisteCondition.Powder => "Powder",
        PisteCondition.Slush => "Spring snow / slush",
        _ => throw new ArgumentOutOfRangeException(nameof(condition), condition, null),
    };

    public static bool IsSkiable(this PisteCondition condition) =>
        condition != PisteCondition.Closed;

    public static string BadgeColor(this PisteCondition condition) => condition switch
    {
        PisteCondition.Closed => "#9e9e9e",
        PisteCondition.Icy => "#0288d1",
        PisteCondition.Hardpack => "#4fc3f7",
        PisteCondition.Groomed => "#43a047",
        PisteCondition.PackedPowder => "#7cb342",
        PisteCondition.Powder => "#fdd835",
        PisteCondition.Slush => "#ff8f00",
        _ => throw new ArgumentOutOfRangeException(nameof(condition), condition, null),
    };
}

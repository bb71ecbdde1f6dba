    // ... existing code ...
            new("Night", new TimeOnly(0, 30), new TimeOnly(7, 30), 13.12m),
            new("Day", new TimeOnly(7, 30), new TimeOnly(0, 30), 30.44m),
        });

    public static Tariff EvOvernight() => new(
        Code: "EV-24",
        Name: "EV Overnight",
        StandingChargePencePerDay: 53.35m,
        Bands: new List<RateBand>
        {
            new("Night", new TimeOnly(0, 30), new TimeOnly(4, 30), 7.50m),
            new("Day", new TimeOnly(4, 30), new TimeOnly(0, 30), 29.86m),
        });

    // ... existing code ...
        FlatRate(),
        EconomySeven(),
        EvOvernight(),
        Agile(agileCap),
    };
    // ... existing code ...

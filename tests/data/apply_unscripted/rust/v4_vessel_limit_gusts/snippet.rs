        // ... existing code ...
        // 50 m double-ender, relief vessel.
        Vessel::LochFyne => OperatingLimits {
            max_mean_wind_kn: 35,
            max_gust_kn: 42,
            max_significant_wave_m: 2.5,
            min_visibility_nm: 0.5,
            night_sailing: true,
        },
        // ... existing code ...

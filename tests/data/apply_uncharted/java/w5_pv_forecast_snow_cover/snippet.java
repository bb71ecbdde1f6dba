// ... keep existing code

public class PvForecastService {

    private static final Duration STEP = Duration.ofMinutes(15);
    private static final double STC_IRRADIANCE = 1000.0;
    private static final double SNOW_COVER_THRESHOLD_CM = 2.0;

    // ... keep existing code

    double estimatePowerKw(PvSite site, WeatherSample sample) {
        if (sample.snowDepthCm() > SNOW_COVER_THRESHOLD_CM) {
            // treat the array as fully covered until the snow is gone
            return 0.0;
        }
        double poa = sample.ghi() * site.transpositionFactor();
        // ... keep existing code
    }
}

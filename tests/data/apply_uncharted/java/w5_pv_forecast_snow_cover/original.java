package com.gridwise.forecast.service;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import com.gridwise.forecast.model.ForecastPoint;
import com.gridwise.forecast.model.PvSite;
import com.gridwise.forecast.weather.WeatherClient;
import com.gridwise.forecast.weather.WeatherSample;

public class PvForecastService {

    private static final Duration STEP = Duration.ofMinutes(15);
    private static final double STC_IRRADIANCE = 1000.0;

    private final WeatherClient weatherClient;
    private final double systemLosses;

    public PvForecastService(WeatherClient weatherClient, double systemLosses) {
        this.weatherClient = Objects.requireNonNull(weatherClient);
        if (systemLosses < 0.0 || systemLosses >= 1.0) {
            throw new IllegalArgumentException("systemLosses must be in [0, 1)");
        }
        this.systemLosses = systemLosses;
    }

    public List<ForecastPoint> forecast(PvSite site, Instant from, Instant to) {
        List<WeatherSample> samples =
                weatherClient.irradiance(site.latitude(), site.longitude(), from, to, STEP);
        List<ForecastPoint> points = new ArrayList<>(samples.size());
        for (WeatherSample sample : samples) {
            double powerKw = estimatePowerKw(site, sample);
            points.add(new ForecastPoint(sample.time(), powerKw));
        }
        return points;
    }

    public double forecastEnergyKwh(PvSite site, Instant from, Instant to) {
        double hours = STEP.toMinutes() / 60.0;
        double energy = 0.0;
        for (ForecastPoint point : forecast(site, from, to)) {
            energy += point.powerKw() * hours;
        }
        return energy;
    }

    double estimatePowerKw(PvSite site, WeatherSample sample) {
        double poa = sample.ghi() * site.transpositionFactor();
        double cellTemp = sample.airTempC() + poa / 800.0 * (site.noctC() - 20.0);
        double tempFactor = 1.0 + site.tempCoefficient() * (cellTemp - 25.0);
        double dcKw = site.peakKw() * poa / STC_IRRADIANCE * tempFactor;
        double acKw = dcKw * (1.0 - systemLosses);
        return Math.max(0.0, Math.min(acKw, site.inverterKw()));
    }
}

fun HourlyDto.toDomain(zone: ZoneId): List<HourlyForecast> {
    val times = time.map { Instant.ofEpochSecond(it).atZone(zone) }
    val temperatures = temperature2m.map(Temperature::celsius)
    val conditions = weatherCode.map(::conditionFor)
    return times.indices.map { i ->
        HourlyForecast(times[i], temperatures[i], conditions[i], precipitationProbability.getOrNull(i) ?: 0)
    }
}

// ... existing code ...

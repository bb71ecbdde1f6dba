    fun toDailyForecasts(dto: ForecastDto, zone: ZoneId): List<DailyForecast> {
        return dto.daily
            .sortedBy { it.timestamp }
            .take(7)
            .map { day ->
                DailyForecast(
                    date = Instant.ofEpochSecond(day.timestamp).atZone(zone).toLocalDate(),
                    minC = day.tempMin.roundToInt(),
                    maxC = day.tempMax.roundToInt(),
                    condition = toCondition(day.weatherCode),
                    precipitationChance = (day.pop * 100).roundToInt(),
                )
            }
    }

package gov.cityworks.water.readings;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import gov.cityworks.water.model.MeterReading;
import gov.cityworks.water.model.ReadingFlag;

/**
 * Sanity checks applied to raw meter reads before they are released to billing.
 * Each account class has its own tolerance for consumption spikes.
 */
public class MeterReadingValidator {

    private static final BigDecimal ZERO = BigDecimal.ZERO;

    private final ConsumptionHistory history;

    public MeterReadingValidator(ConsumptionHistory history) {
        this.history = history;
    }

    public List<ReadingFlag> validateResidential(MeterReading reading) {
        List<ReadingFlag> flags = new ArrayList<>();
        BigDecimal usage = reading.getCurrentIndex().subtract(reading.getPreviousIndex());
        if (usage.compareTo(ZERO) < 0) {
            flags.add(ReadingFlag.NEGATIVE_USAGE);
        }
        BigDecimal average = history.averageUsage(reading.getAccountId(), 6);
        if (average.signum() > 0 && usage.compareTo(average.multiply(new BigDecimal("3.0"))) > 0) {
            flags.add(ReadingFlag.HIGH_USAGE_SPIKE);
        }
        if (reading.isEstimated()) {
            flags.add(ReadingFlag.ESTIMATED);
        }
        return flags;
    }

    public List<ReadingFlag> validateCommercial(MeterReading reading) {
        List<ReadingFlag> flags = new ArrayList<>();
        BigDecimal usage = reading.getCurrentIndex().subtract(reading.getPreviousIndex());
        if (usage.compareTo(ZERO) < 0) {
            flags.add(ReadingFlag.NEGATIVE_USAGE);
        }
        BigDecimal average = history.averageUsage(reading.getAccountId(), 6);
        if (average.signum() > 0 && usage.compareTo(average.multiply(new BigDecimal("5.0"))) > 0) {
            flags.add(ReadingFlag.HIGH_USAGE_SPIKE);
        }
        if (reading.isEstimated()) {
            flags.add(ReadingFlag.ESTIMATED);
        }
        return flags;
    }

    public List<ReadingFlag> validateIrrigation(MeterReading reading) {
        List<ReadingFlag> flags = new ArrayList<>();
        BigDecimal usage = reading.getCurrentIndex().subtract(reading.getPreviousIndex());
        if (usage.compareTo(ZERO) < 0) {
            flags.add(ReadingFlag.NEGATIVE_USAGE);
        }
        // irrigation meters are seasonal; compare against the same months last year
        BigDecimal average = history.seasonalAverage(reading.getAccountId(), reading.getReadDate());
        if (average.signum() > 0 && usage.compareTo(average.multiply(new BigDecimal("3.0"))) > 0) {
            flags.add(ReadingFlag.HIGH_USAGE_SPIKE);
        }
        return flags;
    }

    public List<ReadingFlag> validate(MeterReading reading) {
        switch (reading.getAccountClass()) {
            case COMMERCIAL:
                return validateCommercial(reading);
            case IRRIGATION:
                return validateIrrigation(reading);
            default:
                return validateResidential(reading);
        }
    }
}

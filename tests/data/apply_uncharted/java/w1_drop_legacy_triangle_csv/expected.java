package com.harborline.actuarial.batch;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Map;
import java.util.TreeMap;
import java.util.logging.Logger;

/**
 * Nightly job that builds paid-loss development triangles and publishes
 * age-to-age factors for the reserving committee.
 */
public final class LossDevelopmentJob {

    private static final Logger LOG = Logger.getLogger(LossDevelopmentJob.class.getName());

    private final ClaimsWarehouse warehouse;
    private final Path outputDir;

    public LossDevelopmentJob(ClaimsWarehouse warehouse, Path outputDir) {
        this.warehouse = warehouse;
        this.outputDir = outputDir;
    }

    public void run(LocalDate valuationDate) throws IOException {
        LossTriangle triangle = warehouse.paidTriangle(valuationDate);
        Map<Integer, Double> factors = ageToAgeFactors(triangle);
        writeFactors(valuationDate, factors);
        LOG.info("Published " + factors.size() + " development factors for " + valuationDate);
    }

    Map<Integer, Double> ageToAgeFactors(LossTriangle triangle) {
        Map<Integer, Double> factors = new TreeMap<>();
        for (int age = 1; age < triangle.maxAge(); age++) {
            double numerator = 0.0;
            double denominator = 0.0;
            for (int year : triangle.accidentYears()) {
                if (triangle.has(year, age + 1)) {
                    numerator += triangle.value(year, age + 1);
                    denominator += triangle.value(year, age);
                }
            }
            if (denominator > 0.0) {
                factors.put(age, numerator / denominator);
            }
        }
        return factors;
    }

    private void writeFactors(LocalDate valuationDate, Map<Integer, Double> factors) throws IOException {
        Path file = outputDir.resolve("ata-factors-" + valuationDate + ".txt");
        try (BufferedWriter out = Files.newBufferedWriter(file)) {
            for (Map.Entry<Integer, Double> e : factors.entrySet()) {
                out.write(e.getKey() + "-" + (e.getKey() + 1) + "\t" + String.format("%.4f", e.getValue()));
                out.newLine();
            }
        }
    }

    public static void main(String[] args) throws IOException {
        LocalDate valuationDate = args.length > 0 ? LocalDate.parse(args[0]) : LocalDate.now();
        Path outputDir = Path.of(System.getProperty("ata.output", "/var/actuarial/ata"));
        new LossDevelopmentJob(ClaimsWarehouse.fromEnvironment(), outputDir).run(valuationDate);
    }
}

package com.haulbridge.brokerage.ratecon;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class RateConfirmation {

    public enum Status { DRAFT, SENT, SIGNED, CANCELLED }

    private final String loadId;
    private final String carrierMc;
    private final BigDecimal lineHaul;
    private final List<Accessorial> accessorials = new ArrayList<>();
    private Status status = Status.DRAFT;
    private Instant sentAt;
    private Instant signedAt;

    public RateConfirmation(String loadId, String carrierMc, BigDecimal lineHaul) {
        this.loadId = loadId;
        this.carrierMc = carrierMc;
        this.lineHaul = lineHaul.setScale(2, RoundingMode.HALF_UP);
    }

    public String getLoadId() {
        return loadId;
    }

    public String getCarrierMc() {
        return carrierMc;
    }

    public BigDecimal getLineHaul() {
        return lineHaul;
    }

    public Status getStatus() {
        return status;
    }

    public List<Accessorial> getAccessorials() {
        return Collections.unmodifiableList(accessorials);
    }

    public void addAccessorial(String code, BigDecimal amount) {
        if (status != Status.DRAFT) {
            throw new IllegalStateException("Rate confirmation " + loadId + " is no longer editable");
        }
        accessorials.add(new Accessorial(code, amount.setScale(2, RoundingMode.HALF_UP)));
    }

    public void markSent(Instant when) {
        if (status != Status.DRAFT) {
            throw new IllegalStateException("Cannot send rate confirmation in status " + status);
        }
        this.status = Status.SENT;
        this.sentAt = when;
    }

    public void markSigned(Instant when) {
        if (status != Status.SENT) {
            throw new IllegalStateException("Cannot sign rate confirmation in status " + status);
        }
        this.status = Status.SIGNED;
        this.signedAt = when;
    }

    public void cancel() {
        if (status == Status.SIGNED) {
            throw new IllegalStateException("Signed rate confirmations must be voided, not cancelled");
        }
        this.status = Status.CANCELLED;
    }

    public static final class Accessorial {
        private final String code;
        private final BigDecimal amount;

        Accessorial(String code, BigDecimal amount) {
            this.code = code;
            this.amount = amount;
        }

        public String getCode() {
            return code;
        }

        public BigDecimal getAmount() {
            return amount;
        }
    }
}

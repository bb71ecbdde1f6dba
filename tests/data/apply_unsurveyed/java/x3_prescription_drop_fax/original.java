package org.meadowbrook.clinic.rx;

import java.time.Clock;
import java.time.LocalDate;
import java.util.List;

import org.meadowbrook.clinic.rx.erx.ErxGateway;
import org.meadowbrook.clinic.rx.erx.ErxSubmission;
import org.meadowbrook.clinic.rx.pharmacy.Pharmacy;
import org.meadowbrook.clinic.rx.pharmacy.PharmacyDirectory;

public class PrescriptionService {

    private final PrescriptionRepository prescriptionRepository;
    private final PharmacyDirectory pharmacyDirectory;
    private final ErxGateway erxGateway;
    private final Clock clock;

    public PrescriptionService(PrescriptionRepository prescriptionRepository,
                               PharmacyDirectory pharmacyDirectory,
                               ErxGateway erxGateway,
                               Clock clock) {
        this.prescriptionRepository = prescriptionRepository;
        this.pharmacyDirectory = pharmacyDirectory;
        this.erxGateway = erxGateway;
        this.clock = clock;
    }

    public Prescription renew(long prescriptionId, int additionalRefills) {
        Prescription current = prescriptionRepository.findById(prescriptionId)
                .orElseThrow(() -> new PrescriptionNotFoundException(prescriptionId));
        if (current.isControlledSubstance()) {
            throw new RenewalNotAllowedException("Controlled substances require a new visit");
        }
        Prescription renewed = current.withRefills(current.getRefillsRemaining() + additionalRefills)
                .withExpiresOn(LocalDate.now(clock).plusYears(1));
        return prescriptionRepository.save(renewed);
    }

    /**
     * Sends the prescription to the pharmacy's fax line.
     *
     * @deprecated all partner pharmacies accept eRx since 2023; use {@link #sendToPharmacy(long)}.
     */
    @Deprecated
    public void faxToPharmacy(long prescriptionId) {
        Prescription prescription = prescriptionRepository.findById(prescriptionId)
                .orElseThrow(() -> new PrescriptionNotFoundException(prescriptionId));
        Pharmacy pharmacy = pharmacyDirectory.lookup(prescription.getPharmacyNcpdpId());
        if (pharmacy.getFaxNumber() == null) {
            throw new IllegalStateException("Pharmacy has no fax number on file");
        }
        prescriptionRepository.save(prescription.markSent(LocalDate.now(clock)));
    }

    public ErxSubmission sendToPharmacy(long prescriptionId) {
        Prescription prescription = prescriptionRepository.findById(prescriptionId)
                .orElseThrow(() -> new PrescriptionNotFoundException(prescriptionId));
        Pharmacy pharmacy = pharmacyDirectory.lookup(prescription.getPharmacyNcpdpId());
        ErxSubmission submission = erxGateway.submitNewRx(prescription, pharmacy);
        prescriptionRepository.save(prescription.markSent(LocalDate.now(clock)));
        return submission;
    }

    public void cancel(long prescriptionId, String reason) {
        Prescription prescription = prescriptionRepository.findById(prescriptionId)
                .orElseThrow(() -> new PrescriptionNotFoundException(prescriptionId));
        if (prescription.isSent()) {
            Pharmacy pharmacy = pharmacyDirectory.lookup(prescription.getPharmacyNcpdpId());
            erxGateway.submitCancel(prescription, pharmacy, reason);
        }
        prescriptionRepository.save(prescription.markCancelled(reason));
    }

    public List<Prescription> activeForPatient(long patientId) {
        return prescriptionRepository.findByPatientId(patientId).stream()
                .filter(p -> !p.isCancelled())
                .filter(p -> !p.getExpiresOn().isBefore(LocalDate.now(clock)))
                .toList();
    }
}

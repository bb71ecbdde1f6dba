package org.riversidevet.boarding;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Assigns boarding patients to kennels and answers front-desk questions
 * about who arrives and leaves on a given day.
 */
public class BoardingKennelService {

    private final KennelRepository kennels;
    private final BoardingStayRepository stays;

    public BoardingKennelService(KennelRepository kennels, BoardingStayRepository stays) {
        this.kennels = kennels;
        this.stays = stays;
    }

    public Optional<Kennel> findFreeKennel(KennelSize size, LocalDate from, LocalDate to) {
        for (Kennel kennel : kennels.findBySize(size)) {
            if (!kennel.isOutOfService() && stays.isFree(kennel.getId(), from, to)) {
                return Optional.of(kennel);
            }
        }
        return Optional.empty();
    }

    public BoardingStay reserve(Patient patient, LocalDate from, LocalDate to) {
        KennelSize size = KennelSize.forWeightKg(patient.getWeightKg());
        Kennel kennel = findFreeKennel(size, from, to)
                .orElseThrow(() -> new NoKennelAvailableException(size, from, to));
        BoardingStay stay = new BoardingStay(patient.getId(), kennel.getId(), from, to);
        return stays.save(stay);
    }

    public List<BoardingStay> checkInsDueOn(LocalDate date) {
        return stays.findAll().stream()
                .filter(stay -> stay.getCheckIn().equals(date))
                .filter(stay -> !stay.isCancelled())
                .collect(Collectors.toList());
    }

    public List<BoardingStay> currentGuests(LocalDate date) {
        return stays.findAll().stream()
                .filter(stay -> !stay.getCheckIn().isAfter(date))
                .filter(stay -> stay.getCheckOut().isAfter(date))
                .filter(stay -> !stay.isCancelled())
                .collect(Collectors.toList());
    }

    public List<Kennel> kennelsNeedingCleaning() {
        List<Kennel> result = new ArrayList<>();
        for (Kennel kennel : kennels.findAll()) {
            if (kennel.isDirty() && !kennel.isOutOfService()) {
                result.add(kennel);
            }
        }
        return result;
    }

    public void cancel(long stayId) {
        BoardingStay stay = stays.findById(stayId)
                .orElseThrow(() -> new IllegalArgumentException("No boarding stay " + stayId));
        stay.setCancelled(true);
        stays.save(stay);
    }
}

package com.tablebite.reservations;

import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class ReservationService {

    private static final Logger LOG = LoggerFactory.getLogger(ReservationService.class);
    private static final int MAX_PARTY_SIZE = 12;

    private final ReservationRepository reservationRepository;
    private final TableAllocator tableAllocator;
    private final Clock clock;

    public ReservationService(ReservationRepository reservationRepository,
                              TableAllocator tableAllocator,
                              Clock clock) {
        this.reservationRepository = reservationRepository;
        this.tableAllocator = tableAllocator;
        this.clock = clock;
    }

    public Reservation createReservation(long storeId, String guestName, String phone,
                                         int partySize, LocalDateTime startsAt) {
        if (partySize < 1 || partySize > MAX_PARTY_SIZE) {
            throw new IllegalArgumentException("Party size must be between 1 and " + MAX_PARTY_SIZE);
        }
        Optional<DiningTable> table = tableAllocator.findFreeTable(storeId, partySize, startsAt);
        if (table.isEmpty()) {
            throw new NoTableAvailableException(storeId, partySize, startsAt);
        }
        Reservation reservation = new Reservation(storeId, guestName, phone, partySize, startsAt);
        reservation.assignTable(table.get());
        reservationRepository.save(reservation);
        return reservation;
    }

    public Reservation cancelReservation(long reservationId, String reason) {
        Reservation reservation = reservationRepository.findById(reservationId)
                .orElseThrow(() -> new ReservationNotFoundException(reservationId));
        reservation.cancel(reason, LocalDateTime.now(clock));
        tableAllocator.release(reservation.getTable());
        LOG.info("Cancelled reservation {} ({})", reservationId, reason);
        reservationRepository.save(reservation);
        return reservation;
    }

    /**
     * Old entry point used by the phone IVR before it switched to the REST API.
     *
     * @deprecated use {@link #createReservation(long, String, String, int, LocalDateTime)}
     */
    @Deprecated
    public Reservation bookByPhoneLegacy(long storeId, String phone, int partySize, String slot) {
        LocalDateTime startsAt = LocalDateTime.parse(slot);
        Reservation reservation = new Reservation(storeId, "PHONE GUEST", phone, partySize, startsAt);
        tableAllocator.findFreeTable(storeId, partySize, startsAt).ifPresent(reservation::assignTable);
        reservationRepository.save(reservation);
        return reservation;
    }

    public List<Reservation> findByDate(long storeId, LocalDate date) {
        return reservationRepository.findByStoreAndDate(storeId, date);
    }

    public void markNoShow(long reservationId) {
        Reservation reservation = reservationRepository.findById(reservationId)
                .orElseThrow(() -> new ReservationNotFoundException(reservationId));
        reservation.markNoShow(LocalDateTime.now(clock));
        tableAllocator.release(reservation.getTable());
        reservationRepository.save(reservation);
    }
}

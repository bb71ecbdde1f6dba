package com.haulbridge.brokerage.carrier;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import com.haulbridge.brokerage.carrier.model.Carrier;
import com.haulbridge.brokerage.carrier.model.CarrierStatus;
import com.haulbridge.brokerage.carrier.model.EquipmentType;
import com.haulbridge.brokerage.carrier.repo.CarrierRepository;

public class CarrierService {

    private final CarrierRepository repository;

    public CarrierService(CarrierRepository repository) {
        this.repository = repository;
    }

    public Optional<Carrier> findByMcNumber(String mcNumber) {
        if (mcNumber == null || mcNumber.isBlank()) {
            return Optional.empty();
        }
        return repository.findAll().stream()
                .filter(c -> mcNumber.equals(c.getMcNumber()))
                .findFirst();
    }

    public Optional<Carrier> findByDotNumber(String dotNumber) {
        if (dotNumber == null || dotNumber.isBlank()) {
            return Optional.empty();
        }
        return repository.findAll().stream()
                .filter(c -> dotNumber.equals(c.getDotNumber()))
                .findFirst();
    }

    public List<Carrier> findByStatus(CarrierStatus status) {
        return repository.findAll().stream()
                .filter(c -> c.getStatus() == status)
                .collect(Collectors.toList());
    }

    public List<Carrier> findByEquipment(EquipmentType equipment) {
        return repository.findAll().stream()
                .filter(c -> c.getEquipment().contains(equipment))
                .collect(Collectors.toList());
    }

    public List<Carrier> findWithExpiringInsurance(LocalDate cutoff) {
        return repository.findAll().stream()
                .filter(c -> c.getInsuranceExpiry() != null)
                .filter(c -> !c.getInsuranceExpiry().isAfter(cutoff))
                .collect(Collectors.toList());
    }

    public Carrier activate(String mcNumber) {
        Carrier carrier = findByMcNumber(mcNumber)
                .orElseThrow(() -> new IllegalArgumentException("Unknown carrier " + mcNumber));
        carrier.setStatus(CarrierStatus.ACTIVE);
        return repository.save(carrier);
    }

    public Carrier suspend(String mcNumber, String reason) {
        Carrier carrier = findByMcNumber(mcNumber)
                .orElseThrow(() -> new IllegalArgumentException("Unknown carrier " + mcNumber));
        carrier.setStatus(CarrierStatus.SUSPENDED);
        carrier.setSuspensionReason(reason);
        return repository.save(carrier);
    }

    public int countActive() {
        return findByStatus(CarrierStatus.ACTIVE).size();
    }
}

public class BoardingKennelService {

    // ... existing fields, constructor and methods ...

    public List<BoardingStay> checkOutsDueOn(LocalDate date) {
        return stays.findAll().stream()
                .filter(stay -> stay.getCheckOut().equals(date))
                .filter(stay -> !stay.isCancelled())
                .collect(Collectors.toList());
    }
}

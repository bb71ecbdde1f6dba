#include "crane/move_validator.h"

#include <string>
#include <vector>

#include "crane/crane_spec.h"
#include "yard/slot_index.h"

namespace terminal::crane {

namespace {

constexpr int kMaxSingleLiftKg = 40000;
constexpr int kMaxTwinLiftKg = 65000;
constexpr int kMaxTandemLiftKg = 80000;

}  // namespace

MoveValidator::MoveValidator(const CraneSpec& spec, const yard::SlotIndex& yard)
    : spec_(spec), yard_(yard) {}

ValidationResult MoveValidator::validateDischarge(const CraneMove& move) const {
    ValidationResult result;
    if (move.grossKg > kMaxSingleLiftKg) {
        result.addError("discharge exceeds single-lift limit", move.containerNo);
    }
    if (!spec_.canReach(move.fromBay, move.fromRow)) {
        result.addError("discharge bay out of outreach", move.containerNo);
    }
    if (!yard_.hasFreeSlot(move.toSlot)) {
        result.addWarning("discharge target slot occupied", move.containerNo);
    }
    return result;
}

ValidationResult MoveValidator::validateLoad(const CraneMove& move) const {
    ValidationResult result;
    if (move.grossKg > kMaxSingleLiftKg) {
        result.addError("load exceeds single-lift limit", move.containerNo);
    }
    if (!spec_.canReach(move.toBay, move.toRow)) {
        result.addError("load bay out of outreach", move.containerNo);
    }
    if (move.hazmatClass > 0 && !move.hazmatCleared) {
        result.addError("hazmat load without clearance", move.containerNo);
    }
    return result;
}

ValidationResult MoveValidator::validateTwinLift(const CraneMove& first, const CraneMove& second) const {
    ValidationResult result;
    if (first.grossKg + second.grossKg > kMaxSingleLiftKg) {
        result.addError("twin lift exceeds limit", first.containerNo);
    }
    if (first.lengthFt != 20 || second.lengthFt != 20) {
        result.addError("twin lift requires two 20ft units", first.containerNo);
    }
    if (!spec_.supportsTwinLift()) {
        result.addError("crane has no twin-lift spreader", first.containerNo);
    }
    return result;
}

ValidationResult MoveValidator::validateTandemLift(const std::vector<CraneMove>& moves) const {
    ValidationResult result;
    int totalKg = 0;
    for (const auto& move : moves) {
        totalKg += move.grossKg;
    }
    if (totalKg > kMaxTandemLiftKg) {
        result.addError("tandem lift exceeds limit", moves.front().containerNo);
    }
    if (moves.size() > 4 || !spec_.supportsTandemLift()) {
        result.addError("tandem lift not supported for this set", moves.front().containerNo);
    }
    return result;
}

ValidationResult MoveValidator::validateShift(const CraneMove& move) const {
    ValidationResult result;
    if (move.grossKg > kMaxSingleLiftKg) {
        result.addError("shift exceeds single-lift limit", move.containerNo);
    }
    if (move.fromBay != move.toBay) {
        result.addWarning("shift across bays needs re-stow approval", move.containerNo);
    }
    return result;
}

}  // namespace terminal::crane

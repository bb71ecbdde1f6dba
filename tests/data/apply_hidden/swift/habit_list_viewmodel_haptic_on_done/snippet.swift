import Combine
import Foundation
import UIKit

// ... existing code ...

    func markDone(_ habit: Habit) {
        guard !isDoneToday(habit) else { return }
        var updated = habit
        updated.completions.append(now())
        save(updated)
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
    }

// ... existing code ...

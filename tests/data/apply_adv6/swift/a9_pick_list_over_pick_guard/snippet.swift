// ... existing code ...

    func confirmScan(_ barcode: String) {
        guard var task = currentTask else { return }
        guard barcode == task.sku else {
            lastResult = .wrongItem(expected: task.sku)
            haptics.error()
            return
        }
        guard !task.isComplete else {
            lastResult = .overPick
            haptics.error()
            return
        }
        task.picked += 1
        tasks[currentIndex] = task
        lastResult = .accepted(remaining: task.quantity - task.picked)
        haptics.success()
        let pickedID = task.id
        Task { try? await api.reportPick(taskID: pickedID, quantity: 1) }
        if task.isComplete {
            advance()
        }
    }

// ... existing code ...

    fun plan(finding: BladeFinding): RepairPlan {
        val category = category(finding)
        var window = repairWindowDays(category)
        // Tip damage grows fastest at rated rpm: halve the window for category 3 and 4 findings there.
        if (finding.zone == BladeZone.TIP && window != null && category in 3..4) {
            window /= 2
        }
        return RepairPlan(
            category = category,
            repairBy = window?.let { finding.inspectedOn.plusDays(it.toLong()) },
            stopTurbine = category >= 5,
        )
    }

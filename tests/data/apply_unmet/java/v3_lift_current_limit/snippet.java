    // ... existing code ...

    private static void configureLift(CanMotor motor) {
        motor.restoreFactoryDefaults();
        motor.setIdleMode(IdleMode.BRAKE);
        motor.setSmartCurrentLimit(60);
        // ... existing code ...
    }

    // ... existing code ...

package com.arcbotics.drive;

import com.arcbotics.hal.CanMotor;
import com.arcbotics.hal.CanMotor.IdleMode;
import com.arcbotics.hal.Encoder;
import java.util.logging.Logger;

public final class DrivetrainController {
    private static final Logger LOG = Logger.getLogger(DrivetrainController.class.getName());

    private static final int LEFT_DRIVE_CAN_ID = 11;
    private static final int RIGHT_DRIVE_CAN_ID = 12;
    private static final int LIFT_CAN_ID = 21;
    private static final double RAMP_SECONDS = 0.25;
    private static final float LIFT_SOFT_LIMIT_ROTATIONS = 42.0f;

    private final CanMotor leftDrive;
    private final CanMotor rightDrive;
    private final CanMotor lift;
    private final Encoder liftEncoder;

    public DrivetrainController(CanMotor.Factory factory, Encoder liftEncoder) {
        this.leftDrive = factory.create(LEFT_DRIVE_CAN_ID);
        this.rightDrive = factory.create(RIGHT_DRIVE_CAN_ID);
        this.lift = factory.create(LIFT_CAN_ID);
        this.liftEncoder = liftEncoder;
    }

    public void configureAll() {
        configureLeftDrive(leftDrive);
        configureRightDrive(rightDrive);
        configureLift(lift);
        LOG.info("drivetrain configured");
    }

    private static void configureLeftDrive(CanMotor motor) {
        motor.restoreFactoryDefaults();
        motor.setIdleMode(IdleMode.BRAKE);
        motor.setSmartCurrentLimit(40);
        motor.setOpenLoopRampRate(RAMP_SECONDS);
        motor.setInverted(false);
        motor.burnFlash();
    }

    private static void configureRightDrive(CanMotor motor) {
        motor.restoreFactoryDefaults();
        motor.setIdleMode(IdleMode.BRAKE);
        motor.setSmartCurrentLimit(40);
        motor.setOpenLoopRampRate(RAMP_SECONDS);
        motor.setInverted(true);
        motor.burnFlash();
    }

    private static void configureLift(CanMotor motor) {
        motor.restoreFactoryDefaults();
        motor.setIdleMode(IdleMode.BRAKE);
        motor.setSmartCurrentLimit(40);
        motor.setOpenLoopRampRate(RAMP_SECONDS);
        motor.setInverted(false);
        motor.setSoftLimit(CanMotor.Direction.FORWARD, LIFT_SOFT_LIMIT_ROTATIONS);
        motor.burnFlash();
    }

    public void arcadeDrive(double throttle, double turn) {
        double left = clamp(throttle + turn);
        double right = clamp(throttle - turn);
        leftDrive.set(left);
        rightDrive.set(right);
    }

    public void setLiftPower(double power) {
        if (liftEncoder.getPosition() <= 0.0 && power < 0.0) {
            lift.set(0.0);
            return;
        }
        lift.set(clamp(power));
    }

    public void stopAll() {
        leftDrive.stopMotor();
        rightDrive.stopMotor();
        lift.stopMotor();
    }

    private static double clamp(double value) {
        return Math.max(-1.0, Math.min(1.0, value));
    }
}

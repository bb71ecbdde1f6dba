<?php

declare(strict_types=1);

namespace StrideLab\Gym\Booking;

use DateTimeImmutable;
use StrideLab\Gym\Booking\Exception\ClassFullException;
use StrideLab\Gym\Booking\Exception\MembershipExpiredException;
use StrideLab\Gym\Members\MemberRepository;

final class ClassBookingService
{
    private const WAITLIST_LIMIT = 10;

    public function __construct(
        private readonly MemberRepository $members,
        private readonly BookingRepository $bookings,
        private readonly Clock $clock,
    ) {
    }

    public function book(int $memberId, int $sessionId): Booking
    {
        $member = $this->members->get($memberId);
        if ($member->membershipEndsAt() < $this->clock->now()) {
            throw new MembershipExpiredException($memberId);
        }

        $session = $this->bookings->session($sessionId);
        if ($this->bookings->countForSession($sessionId) >= $session->capacity) {
            throw new ClassFullException($sessionId);
        }

        return $this->bookings->create($memberId, $sessionId, $this->clock->now());
    }

    public function joinWaitlist(int $memberId, int $sessionId): int
    {
        $position = $this->bookings->waitlistLength($sessionId) + 1;
        if ($position > self::WAITLIST_LIMIT) {
            throw new ClassFullException($sessionId);
        }
        $this->bookings->addToWaitlist($memberId, $sessionId, $position);

        return $position;
    }

    public function bookLegacy(int $memberId, int $sessionId): Booking
    {
        // Kept for the v1 kiosk app, which does not check membership expiry.
        $session = $this->bookings->session($sessionId);
        if ($this->bookings->countForSession($sessionId) >= $session->capacity) {
            throw new ClassFullException($sessionId);
        }

        return $this->bookings->create($memberId, $sessionId, $this->clock->now());
    }

    public function cancel(int $bookingId): void
    {
        $booking = $this->bookings->get($bookingId);
        $this->bookings->delete($bookingId);

        $next = $this->bookings->popWaitlist($booking->sessionId);
        if ($next !== null) {
            $this->bookings->create($next, $booking->sessionId, $this->clock->now());
        }
    }

    public function attendanceRate(int $memberId, DateTimeImmutable $since): float
    {
        $booked = $this->bookings->countForMemberSince($memberId, $since);
        if ($booked === 0) {
            return 0.0;
        }
        $attended = $this->bookings->countAttendedSince($memberId, $since);

        return round($attended / $booked, 3);
    }
}

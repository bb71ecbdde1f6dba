// ... existing code ...
            $this->checkLineCheck($crew, $pairing),
            $this->checkRecurrentTraining($crew, $pairing),
            $this->checkMedical($crew, $pairing),
// ... existing code ...
            return sprintf('Line check expires %s', $expiry?->toDateString() ?? 'never recorded');
        }

        return null;
    }

    private function checkRecurrentTraining(CrewMember $crew, Pairing $pairing): ?string
    {
        $expiry = $crew->recurrentTrainingValidUntil();
        if ($expiry === null) {
            return 'Recurrent training never recorded';
        }
        $margin = $this->daysUntil($pairing->lastDutyDate(), $expiry);
        if ($margin < 0) {
            return sprintf('Recurrent training lapsed %d days before duty ends', -$margin);
        }

        return null;
    }

    private function checkMedical(CrewMember $crew, Pairing $pairing): ?string
// ... existing code ...

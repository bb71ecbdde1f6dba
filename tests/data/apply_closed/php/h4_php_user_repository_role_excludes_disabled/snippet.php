// ... keep existing code

    /**
     * @return User[]
     */
    public function findByRole(string $role, bool $includeDisabled = false): array
    {
        $qb = $this->createQueryBuilder('u')
            ->andWhere('u.roles LIKE :role')
            ->setParameter('role', '%"' . $role . '"%')
            ->orderBy('u.email', 'ASC');

        if (!$includeDisabled) {
            $qb->andWhere('u.disabled = false');
        }

        return $qb->getQuery()->getResult();
    }

// ... keep existing code

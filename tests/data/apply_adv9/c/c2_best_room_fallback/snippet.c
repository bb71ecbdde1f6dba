/* ... existing code ... */
        if (best < 0 || rooms[i].capacity < rooms[best].capacity)
            best = (int)i;
    }
    /* Nothing fits: fall back to the largest free room and let the solver flag it. */
    return best >= 0 ? best : rooms_find_largest(slot);
}
/* ... existing code ... */

@router.get("/{station_id}", response_model=AidStationOut)
def get_station(station_id: int, session: Session = Depends(get_session)):
    return _get_or_404(session, station_id)


@router.post("/{station_id}/close", response_model=AidStationOut)
def close_station(station_id: int, session: Session = Depends(get_session)):
    station = _get_or_404(session, station_id)
    if station.status == StationStatus.CLOSED:
        raise HTTPException(status.HTTP_409_CONFLICT, "Aid station is already closed")
    station.status = StationStatus.CLOSED
    station.closed_at = datetime.now(timezone.utc)
    station.updated_at = station.closed_at
    session.commit()
    session.refresh(station)
    return station


@router.patch("/{station_id}", response_model=AidStationOut)
def update_station(
    # ... existing code ...

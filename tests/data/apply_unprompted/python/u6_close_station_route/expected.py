"""Aid station endpoints used by the race-day control room."""

from datetime import datetime, timezone

from fastapi import APIRouter, Depends, HTTPException, status
from sqlalchemy.orm import Session

from ..db import get_session
from ..models import AidStation, StationStatus
from ..schemas import AidStationOut, AidStationUpdate, RestockRequest

router = APIRouter(prefix="/aid-stations", tags=["aid-stations"])


def _get_or_404(session: Session, station_id: int) -> AidStation:
    station = session.get(AidStation, station_id)
    if station is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, f"Aid station {station_id} not found")
    return station


@router.get("/", response_model=list[AidStationOut])
def list_stations(session: Session = Depends(get_session)):
    return session.query(AidStation).order_by(AidStation.km).all()


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
    station_id: int,
    payload: AidStationUpdate,
    session: Session = Depends(get_session),
):
    station = _get_or_404(session, station_id)
    for field, value in payload.model_dump(exclude_unset=True).items():
        setattr(station, field, value)
    station.updated_at = datetime.now(timezone.utc)
    session.commit()
    session.refresh(station)
    return station


@router.post("/{station_id}/restock", response_model=AidStationOut)
def restock_station(
    station_id: int,
    payload: RestockRequest,
    session: Session = Depends(get_session),
):
    station = _get_or_404(session, station_id)
    station.water_cases += payload.water_cases
    station.gel_boxes += payload.gel_boxes
    station.cup_sleeves += payload.cup_sleeves
    if station.status == StationStatus.LOW_STOCK:
        station.status = StationStatus.OPEN
    station.updated_at = datetime.now(timezone.utc)
    session.commit()
    session.refresh(station)
    return station

from datetime import date
from typing import Optional

from fastapi import APIRouter, Depends, HTTPException, Query
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.auth import current_user, require_role
from app.db import get_db
from app.models import Report, User
from app.schemas import ReportCreate, ReportOut, ReportSummary

router = APIRouter(prefix="/reports", tags=["reports"])


@router.get("", response_model=list[ReportSummary])
def list_reports(
    owner_id: Optional[int] = Query(None),
    since: Optional[date] = Query(None),
    db: Session = Depends(get_db),
    user: User = Depends(current_user),
):
    stmt = select(Report).order_by(Report.created_at.desc())
    if owner_id is not None:
        stmt = stmt.where(Report.owner_id == owner_id)
    if since is not None:
        stmt = stmt.where(Report.created_at >= since)
    return db.scalars(stmt).all()


@router.get("/{report_id}", response_model=ReportOut)
def get_report(report_id: int, db: Session = Depends(get_db), user: User = Depends(current_user)):
    report = db.get(Report, report_id)
    if report is None:
        raise HTTPException(status_code=404, detail="Report not found")
    return report


@router.get("/{report_id}/download")
def download_report(report_id: int, db: Session = Depends(get_db), user: User = Depends(current_user)):
    report = db.get(Report, report_id)
    if report is None:
        raise HTTPException(status_code=404, detail="Report not found")
    return {"columns": report.columns, "rows": report.rows}


@router.post("", response_model=ReportOut, status_code=201)
def create_report(payload: ReportCreate, db: Session = Depends(get_db), user: User = Depends(current_user)):
    report = Report(owner_id=user.id, **payload.model_dump())
    db.add(report)
    db.commit()
    db.refresh(report)
    return report


@router.delete("/{report_id}", status_code=204, dependencies=[Depends(require_role("admin"))])
def delete_report(report_id: int, db: Session = Depends(get_db)):
    report = db.get(Report, report_id)
    if report is None:
        raise HTTPException(status_code=404, detail="Report not found")
    db.delete(report)
    db.commit()

@dataclass
class ReportBuilder:
    # ... existing code ...

    # (remove _legacy_row and to_legacy_csv - the old BI import has been retired)

    # ... existing code ...

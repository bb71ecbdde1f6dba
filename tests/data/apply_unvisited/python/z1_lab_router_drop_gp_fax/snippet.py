# ... existing code ...

from clinic.integrations import chart_feed, pager, patient_portal

# ... existing code ...

    def route(self, result: LabResult) -> list[str]:
        destinations = []
        if result.is_critical:
            destinations.append(self._page_on_call(result))
        destinations.append(self._post_to_chart(result))
        if result.patient.portal_enrolled and not result.is_critical:
            destinations.append(self._publish_to_portal(result))
        log.info("routed %s to %s", result.accession, destinations)
        return destinations

    # ... _page_on_call and _post_to_chart unchanged ...

    # (removed _fax_to_gp: GP practices now pull results from the chart feed)

    def _publish_to_portal(self, result: LabResult) -> str:
        # ... existing code ...

"use client";

// Alert banner shown on the station dashboard when any station has an active alert.
import { useEffect, useState } from "react";

// ... existing code ...

export default AlertBanner;
export { mostSevere, SEVERITY_ORDER };
export type { AlertBannerProps };

"use client";

import { memo, useMemo } from "react";
import clsx from "clsx";
// ... existing code ...

export default memo(FraudScoreBadge);

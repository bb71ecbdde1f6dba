"use client";

import { memo, useState } from "react";
import Link from "next/link";

// ... existing code ...

export default memo(CertificateGallery);

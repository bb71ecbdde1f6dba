"use client";

import { useEffect, useState } from "react";

// ... existing code ...

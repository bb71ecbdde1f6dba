// ... existing code ...

export function toGridRows(points, cellSizeM) {
  // ... existing code ...
}

// ... removed legacyCsvExport() — CSV downloads are produced by the reporting service now ...

export async function exportYieldMap(harvest, format, outDir) {
  // ... existing code ...
    case 'grid':
      body = JSON.stringify(toGridRows(points, 10));
      ext = 'grid.json';
      break;
    // ... removed the 'csv' case ...
    default:
      throw new Error(`unsupported yield map format: ${format}`);
  }

  // ... existing code ...
}

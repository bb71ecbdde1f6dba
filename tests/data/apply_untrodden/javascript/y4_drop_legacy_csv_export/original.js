import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import { interpolateGrid } from './grid.js';
import { createLogger } from '../lib/logger.js';

const log = createLogger('yield-export');

const HA_PER_ACRE = 0.404686;
const BUSHELS_PER_TONNE = {
  corn: 39.368,
  soybeans: 36.744,
  wheat: 36.744,
};

function toBushelsPerAcre(tonnesPerHa, crop) {
  const factor = BUSHELS_PER_TONNE[crop];
  if (!factor) {
    throw new Error(`unknown crop for bushel conversion: ${crop}`);
  }
  return tonnesPerHa * factor * HA_PER_ACRE;
}

export function toGeoJSON(points, { crop, fieldId }) {
  return {
    type: 'FeatureCollection',
    properties: { fieldId, crop },
    features: points.map((p) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [p.lon, p.lat] },
      properties: {
        yieldTPerHa: p.yieldTPerHa,
        moisturePct: p.moisturePct,
        bushelsPerAcre: toBushelsPerAcre(p.yieldTPerHa, crop),
      },
    })),
  };
}

export function toGridRows(points, cellSizeM) {
  const grid = interpolateGrid(points, cellSizeM);
  return grid.cells.map((cell) => ({
    row: cell.row,
    col: cell.col,
    meanYield: cell.mean,
    samples: cell.count,
  }));
}

export function legacyCsvExport(points, crop) {
  const header = 'lat,lon,yield_t_ha,moisture_pct,bu_ac';
  const lines = points.map((p) =>
    [
      p.lat.toFixed(6),
      p.lon.toFixed(6),
      p.yieldTPerHa.toFixed(2),
      p.moisturePct.toFixed(1),
      toBushelsPerAcre(p.yieldTPerHa, crop).toFixed(1),
    ].join(','),
  );
  return [header, ...lines].join('\n');
}

export async function exportYieldMap(harvest, format, outDir) {
  const { points, crop, fieldId } = harvest;
  log.info('exporting yield map', { fieldId, format, points: points.length });

  let body;
  let ext;
  switch (format) {
    case 'geojson':
      body = JSON.stringify(toGeoJSON(points, { crop, fieldId }));
      ext = 'geojson';
      break;
    case 'grid':
      body = JSON.stringify(toGridRows(points, 10));
      ext = 'grid.json';
      break;
    case 'csv':
      body = legacyCsvExport(points, crop);
      ext = 'csv';
      break;
    default:
      throw new Error(`unsupported yield map format: ${format}`);
  }

  const outPath = path.join(outDir, `${fieldId}-${harvest.season}.${ext}`);
  await writeFile(outPath, body, 'utf8');
  log.info('yield map written', { outPath });
  return outPath;
}

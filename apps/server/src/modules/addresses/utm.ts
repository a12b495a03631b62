/**
 * ETRS89 / UTM → geographic coordinates (GSearch returns EPSG:25832, UTM zone 32N metres).
 * proj4 is not installed (no npm install here), so this is the standard inverse transverse
 * Mercator by Krüger's series in n (4th order, as in Karney 2011 / the UTM article), on the
 * GRS80 ellipsoid; its error is well under a millimetre inside a UTM zone. ETRS89 and WGS84
 * differ by less than 1 m in Denmark, which is ignored.
 */

const A = 6378137; // GRS80 semi-major axis, metres
const F = 1 / 298.257222101; // GRS80 flattening
const K0 = 0.9996;
const FALSE_EASTING = 500000;

const n = F / (2 - F);
const n2 = n * n;
const n3 = n2 * n;
const n4 = n3 * n;
/** Rectifying radius. */
const RECT = (A / (1 + n)) * (1 + n2 / 4 + n4 / 64);
const BETA = [
  n / 2 - (2 * n2) / 3 + (37 * n3) / 96 - n4 / 360,
  n2 / 48 + n3 / 15 - (437 * n4) / 1440,
  (17 * n3) / 480 - (37 * n4) / 840,
  (4397 * n4) / 161280,
];
const DELTA = [
  2 * n - (2 * n2) / 3 - 2 * n3 + (116 * n4) / 45,
  (7 * n2) / 3 - (8 * n3) / 5 - (227 * n4) / 45,
  (56 * n3) / 15 - (136 * n4) / 35,
  (4279 * n4) / 630,
];

/**
 * Converts UTM easting/northing in metres (northern hemisphere) to { lat, lon } in decimal
 * degrees. `zone` defaults to 32 (central meridian 9°E), the zone of EPSG:25832.
 */
export function utmToLatLon(easting: number, northing: number, zone = 32): { lat: number; lon: number } {
  const xi = northing / (K0 * RECT);
  const eta = (easting - FALSE_EASTING) / (K0 * RECT);
  let xiP = xi;
  let etaP = eta;
  BETA.forEach((b, i) => {
    const j = 2 * (i + 1);
    xiP -= b * Math.sin(j * xi) * Math.cosh(j * eta);
    etaP -= b * Math.cos(j * xi) * Math.sinh(j * eta);
  });
  const chi = Math.asin(Math.sin(xiP) / Math.cosh(etaP));
  let phi = chi;
  DELTA.forEach((d, i) => {
    phi += d * Math.sin(2 * (i + 1) * chi);
  });
  const lambda0 = ((zone - 1) * 6 - 180 + 3) * (Math.PI / 180);
  const lambda = lambda0 + Math.atan2(Math.sinh(etaP), Math.cos(xiP));
  return { lat: (phi * 180) / Math.PI, lon: (lambda * 180) / Math.PI };
}

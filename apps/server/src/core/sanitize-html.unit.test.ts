import { describe, expect, it } from 'vitest';
import { sanitizeRichText, toPlainText } from './sanitize-html';

/** Nothing executable may survive, whatever shape the output takes. */
const expectInert = (html: string) => {
  expect(html).not.toMatch(/<script|<iframe|<object|<embed|<svg|<math|<style|<form|<base|<meta|<link/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:|expression\(/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
};

describe('sanitizeRichText: what the editor produces survives', () => {
  it('keeps formatting, headings, lists, quotes, code and rules', () => {
    const html =
      '<h1>T</h1><h2>a</h2><h3>b</h3><h4>c</h4><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> ' +
      '<code>x</code><br></p><blockquote><p>q</p></blockquote><ul><li><p>1</p></li></ul>' +
      '<ol start="3"><li><p>2</p></li></ol><pre><code class="language-ts">let a = 1 &lt; 2;</code></pre><hr>';
    expect(sanitizeRichText(html)).toBe(
      '<h1>T</h1><h2>a</h2><h3>b</h3><h4>c</h4><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> ' +
        '<code>x</code><br /></p><blockquote><p>q</p></blockquote><ul><li><p>1</p></li></ul>' +
        '<ol start="3"><li><p>2</p></li></ol><pre><code class="language-ts">let a = 1 &lt; 2;</code></pre><hr />',
    );
  });

  it('keeps links of the allowed schemes, relative links and anchors', () => {
    for (const href of [
      'https://example.com/a?b=1&amp;c=2',
      'http://example.com',
      'mailto:a@example.com',
      'tel:+8610123',
      '/rcwb/recruitment/zoneHome',
      '#section-1',
    ]) {
      expect(sanitizeRichText(`<p><a href="${href}">x</a></p>`)).toBe(`<p><a href="${href}">x</a></p>`);
    }
  });

  it('keeps stored and absolute pictures with their size and alt text', () => {
    const key = 'a'.repeat(32);
    expect(sanitizeRichText(`<img src="/files/${key}" alt="logo" width="120" height="40">`)).toBe(
      `<img src="/files/${key}" alt="logo" width="120" height="40" />`,
    );
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.png">')).toBe(
      '<img src="https://cdn.example.com/a.png" />',
    );
    // The web app shows stored pictures under /api; the stored form never carries the prefix.
    expect(sanitizeRichText(`<img src="/api/files/${key}">`)).toBe(`<img src="/files/${key}" />`);
  });

  it('keeps valid anchor ids and drops invalid ones', () => {
    expect(sanitizeRichText('<h2 id="intro">I</h2><p id="a-1.b:c_d">p</p><a id="top"></a>')).toBe(
      '<h2 id="intro">I</h2><p id="a-1.b:c_d">p</p><a id="top"></a>',
    );
    expect(sanitizeRichText('<h2 id="1intro">I</h2><span id="a b">s</span><div id="x&quot;y">d</div>')).toBe(
      '<h2>I</h2><span>s</span><div>d</div>',
    );
  });

  it('keeps basic tables', () => {
    const html =
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
  });
});

describe('sanitizeRichText: new tabs', () => {
  it('forces rel="noopener noreferrer" on target=_blank', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" target="_blank" rel="opener nofollow">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('drops unknown targets and rel values', () => {
    expect(sanitizeRichText('<a href="/a" target="evil" rel="opener">x</a>')).toBe('<a href="/a">x</a>');
  });
});

describe('sanitizeRichText: classic XSS vectors', () => {
  it('removes script elements with their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><SCRIPT SRC=//x.example/x.js></SCRIPT>')).toBe(
      '<p>a</p>',
    );
    expect(sanitizeRichText('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('removes event handlers', () => {
    const key = 'b'.repeat(32);
    expect(sanitizeRichText(`<img src="/files/${key}" onerror="alert(1)" onload=alert(1)>`)).toBe(
      `<img src="/files/${key}" />`,
    );
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRichText('<p onclick="alert(1)" ONMOUSEOVER="alert(1)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<a href="/a" onfocus=alert(1) autofocus>x</a>')).toBe('<a href="/a">x</a>');
    expect(sanitizeRichText('<body onload=alert(1)><p>x</p></body>')).toBe('<p>x</p>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    'jav&#x0A;ascript:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    'file:///etc/passwd',
  ])('drops the link target %s', (href) => {
    const out = sanitizeRichText(`<a href="${href}">x</a>`);
    expect(out).toBe('<a>x</a>');
    expectInert(out);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'data:image/png;base64,iVBORw0KGgo=',
    '//evil.example/a.png',
    '/files/../etc/passwd',
    '/api/upload/upload',
    'x',
    'blob:https://x.example/1',
  ])('drops a picture from %s', (src) => {
    expect(sanitizeRichText(`<p>a<img src="${src}">b</p>`)).toBe('<p>ab</p>');
  });

  it('removes svg and math with everything inside', () => {
    for (const html of [
      '<svg onload=alert(1)>',
      '<svg><script>alert(1)</script></svg>',
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ]) {
      const out = sanitizeRichText(`<p>ok</p>${html}`);
      expect(out).toBe('<p>ok</p>');
    }
  });

  it('removes frames, objects, embeds and forms', () => {
    for (const html of [
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<object data="javascript:alert(1)"></object>',
      '<embed src="data:text/html,<script>alert(1)</script>">',
      '<form action="javascript:alert(1)"><button>go</button></form>',
      '<base href="javascript:alert(1)//">',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<link rel="stylesheet" href="javascript:alert(1)">',
    ]) {
      const out = sanitizeRichText(`<p>ok</p>${html}`);
      expectInert(out);
      expect(out.startsWith('<p>ok</p>')).toBe(true);
    }
  });

  it('removes every style: attributes, expressions and style elements', () => {
    expect(sanitizeRichText('<p style="width: expression(alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<div style="background:url(javascript:alert(1))">x</div>')).toBe('<div>x</div>');
    expect(sanitizeRichText('<style>@import "javascript:alert(1)";</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p class="evil" style="position:fixed">x</p>')).toBe('<p>x</p>');
  });

  it('survives parser tricks (mutation XSS, broken markup, comments)', () => {
    for (const html of [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<p title="</p><img src=x onerror=alert(1)>">x</p>',
      '<!--<img src=x onerror=alert(1)>-->',
      '<img """><script>alert(1)</script>">',
      '<a href="javas<!-- -->cript:alert(1)">x</a>',
      '<<img src=x onerror=alert(1)//<',
      '<IMG SRC=`javascript:alert(1)`>',
      "<a href='javascript:alert(1)'>x</a>",
      '<div id="x" onmouseover="alert(1)" id="y">x</div>',
      '<textarea><img src=x onerror=alert(1)></textarea>',
    ]) {
      const out = sanitizeRichText(html);
      expectInert(out);
      expect(out).not.toMatch(/<img[^>]*src="?x/i);
    }
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(sanitizeRichText('<p>1 < 2 > 0</p>')).toBe('<p>1 &lt; 2 &gt; 0</p>');
  });
});

describe('toPlainText: a plain-text field keeps its text and loses every tag', () => {
  it('removes frames, scripts and handlers, with what they hold', () => {
    const out = toPlainText(
      '简介<iframe src="https://evil.example/"></iframe><script>alert(1)</script>' +
        '<img src=x onerror="alert(2)"><b onmouseover="x()">粗</b>',
    );
    expect(out).toBe('简介粗');
  });

  it('keeps what was typed as text: comparisons, ampersands, quotes and line breaks', () => {
    expect(toPlainText('工资 < 5000 & 年终 > 0\n"双休"')).toBe('工资 < 5000 & 年终 > 0\n"双休"');
    expect(toPlainText(null)).toBe('');
  });
});
